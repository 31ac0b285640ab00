import { Module } from '@nestjs/common';
import { ProdutosController } from './produtos.controller.js';
import { ProdutosRepository } from './produtos.repository.js';
import { ProdutosService } from './produtos.service.js';

@Module({ controllers: [ProdutosController], providers: [ProdutosService, ProdutosRepository] })
export class ProdutosModule {}
