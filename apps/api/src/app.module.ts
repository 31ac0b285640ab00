import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { InvalidTextGuard } from './common/http/invalid-text.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { SessionGuard } from './common/guards/session.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { ThrottleModule } from './modules/throttle/throttle.module.js';
import { RateLimitGuard } from './modules/throttle/rate-limit.guard.js';
import { UfsModule } from './modules/ufs/ufs.module.js';
import { CadastroClienteModule } from './modules/cadastro-cliente/cadastro-cliente.module.js';
import { MeusDadosModule } from './modules/meus-dados/meus-dados.module.js';
import { ClientesModule } from './modules/clientes/clientes.module.js';
import { ProdutosModule } from './modules/produtos/produtos.module.js';
import { LogsModule } from './modules/logs/logs.module.js';
import { CnpjModule } from './modules/cnpj/cnpj.module.js';
import { UsuariosInternosModule } from './modules/usuarios-internos/usuarios-internos.module.js';
import { PublicConfigModule } from './modules/public-config/public-config.module.js';
import { ContatoModule } from './modules/contato/contato.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { ExportModule } from './modules/export/export.module.js';
import { CotacoesModule } from './modules/cotacoes/cotacoes.module.js';
import { PedidosModule } from './modules/pedidos/index.js';
import { DadosPessoaisModule } from './modules/dados-pessoais/dados-pessoais.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        AuditModule,
        ThrottleModule,
        AuthModule,
        HealthModule,
        UfsModule,
        CadastroClienteModule,
        MeusDadosModule,
        ClientesModule,
        ProdutosModule,
        LogsModule,
        CnpjModule,
        UsuariosInternosModule,
        PublicConfigModule,
        ExportModule,
        ContatoModule,
        CotacoesModule,
        PedidosModule,
        DashboardModule,
        DadosPessoaisModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Order matters: who you are, what you may do, whether the input is text at all, then how
        // often (per user once signed in, so anonymous 401s never count against a signed-in route;
        // public routes still count per IP).
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: InvalidTextGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
