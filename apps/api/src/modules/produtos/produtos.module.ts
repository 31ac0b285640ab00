import { Module } from '@nestjs/common';
import { ProdutosController } from './produtos.controller.js';
import { ProdutosRepository } from './produtos.repository.js';
import { ProdutosService } from './produtos.service.js';
import { AuditModule } from '../audit/index.js';
import { ExportModule } from '../export/index.js';

@Module({
  imports: [AuditModule, ExportModule],
  controllers: [ProdutosController],
  providers: [ProdutosService, ProdutosRepository],
})
export class ProdutosModule {}
