import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsuariosInternosController } from './usuarios-internos.controller.js';
import { UsuariosInternosRepository } from './usuarios-internos.repository.js';
import { UsuariosInternosService } from './usuarios-internos.service.js';

@Module({
  imports: [AccountsModule, AuthModule],
  controllers: [UsuariosInternosController],
  providers: [UsuariosInternosService, UsuariosInternosRepository],
})
export class UsuariosInternosModule {}
