import { Module } from '@nestjs/common';
import { ProdutosController } from './produtos.controller.js';
import { ProdutosRepository } from './produtos.repository.js';
import { ProdutosService } from './produtos.service.js';
import { CrudModule } from '../crud/index.js';

@Module({
  imports: [CrudModule],
  controllers: [ProdutosController],
  providers: [ProdutosService, ProdutosRepository],
})
export class ProdutosModule {}
