import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { AuthModule } from '../auth/index.js';
import { UsuariosInternosController } from './usuarios-internos.controller.js';
import { UsuariosInternosRepository } from './usuarios-internos.repository.js';
import { UsuariosInternosService } from './usuarios-internos.service.js';
import { CrudModule } from '../crud/index.js';

@Module({
  imports: [CrudModule, AccountsModule, AuthModule],
  controllers: [UsuariosInternosController],
  providers: [UsuariosInternosService, UsuariosInternosRepository],
})
export class UsuariosInternosModule {}
