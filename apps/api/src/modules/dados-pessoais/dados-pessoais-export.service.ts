import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception.js';
import { orNotFound } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { Transactions } from '../../database/transactions.js';
import { hojeEmBrasilia } from '@portal/shared/cotacoes';
import { Clock } from '../../common/clock.js';
import { AuditService } from '../audit/index.js';
import { write } from '../export/index.js';
import { AcessosRepository } from './acessos.repository.js';
import { AcessosService } from './acessos.service.js';
import {
  DadosPessoaisExportRepository,
  type AvisoAceito,
  type ResumoCliente,
} from './dados-pessoais-export.repository.js';
import { TABELAS_DO_TITULAR } from './dados-pessoais-export-sql.js';

export const FORMATO = 'portal-cotacoes/dados-pessoais/v2';
const DIA_MS = 24 * 3600 * 1000;
// Concurrent exports of one user wait for each other's count and entry: give the queue time.
const ESPERA_DO_LIMITE = { maxWait: 10_000, timeout: 10_000 } as const;

/**
 * The personal-data export (LGPD art. 18, II and V): one JSON document with the customer's rows,
 * reached by its ids and shown as the customer may see them (dados-pessoais-export-sql.ts), table by table,
 * streamed a few hundred rows at a time so memory stays flat.
 */
@Injectable()
export class DadosPessoaisExportService {
  private readonly logger = new Logger('DadosPessoais');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: DadosPessoaisExportRepository,
    private readonly limites: AcessosRepository,
    private readonly acessos: AcessosService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
  ) {}

  /**
   * `origem` titular: a login's own (its rows and what it sees of its customer); admin: staff, the
   * whole customer, for a customer who asked by another channel.
   */
  async exportar(clienteId: number, actor: AuditActor, origem: 'titular' | 'admin', response: Response) {
    const userId = origem === 'titular' ? actor.userId : undefined;
    const cliente = orNotFound(await this.repository.cliente(clienteId));
    // The limit's count and the entry it counts commit together, under the user's export lock.
    await this.transactions.run(async (tx, db) => {
      await this.verificarLimite(actor.userId, db);
      await this.audit.record(
        {
          message: `Exportação de dados pessoais: cliente id ${clienteId}`,
          action: 'DADOS_PESSOAIS_EXPORTADOS',
          ...actor,
          ...(origem === 'titular' ? { email: null, ip: null } : {}),
          idObject: clienteId,
          fields: { clienteId, origem },
        },
        tx,
      );
      // An ADMIN's export reads the customer's record: its access entry commits with the export's
      // (a refused export, 429, records neither).
      if (origem === 'admin') await this.acessos.registrar(clienteId, actor, 'exportacao', tx);
    }, ESPERA_DO_LIMITE);
    const prefixo = origem === 'titular' ? 'meus-dados' : 'dados-pessoais';
    // The Brasília day, like the dates inside the file (at 23:30 in Brasília UTC is already tomorrow).
    const dia = hojeEmBrasilia(this.clock.now());
    response.status(200);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${prefixo}-${clienteId}-${dia}.json"`);
    response.setHeader('Cache-Control', 'no-store');
    try {
      await this.escrever(response, clienteId, cliente, userId);
      response.end();
    } catch (error) {
      this.logger.error(`Exportação de dados pessoais interrompida: ${(error as Error).message}`);
      response.destroy(error as Error);
    }
  }

  /** 429 past the daily limit, with the seconds until the oldest export of the last 24 h leaves the window. */
  private async verificarLimite(userId: number, db: Db): Promise<void> {
    const limite = this.config.privacy.exportsPerDay;
    const agora = this.clock.now().getTime();
    const { total, primeira } = await this.limites.exportacoesDesde(userId, new Date(agora - DIA_MS), db);
    if (total < limite) return;
    throw new TooManyRequestsException(
      // Clamped: the database and the app clock may differ by a few milliseconds.
      Math.min(DIA_MS / 1000, Math.max(1, Math.ceil(((primeira?.getTime() ?? agora) + DIA_MS - agora) / 1000))),
      `Limite de exportações de dados pessoais atingido (${limite} por dia). Tente novamente amanhã.`,
    );
  }

  private async escrever(response: Response, clienteId: number, cliente: ResumoCliente, userId?: number) {
    const cabecalho = { formato: FORMATO, geradoEm: this.clock.now().toISOString(), clienteId };
    await write(response, `${JSON.stringify(cabecalho).slice(0, -1)},"tabelas":{`);
    const contagem: Record<string, number> = {};
    for (const [i, { tabela }] of TABELAS_DO_TITULAR.entries()) {
      await write(response, `${i ? ',' : ''}${JSON.stringify(tabela)}:[`);
      let n = 0;
      for await (const lote of this.repository.linhas(tabela, clienteId, userId)) {
        if (response.destroyed) throw new Error('conexão encerrada pelo cliente');
        await write(response, `${n ? ',' : ''}${lote.map((row) => JSON.stringify(row)).join(',')}`);
        n += lote.length;
      }
      contagem[tabela] = n;
      await write(response, ']');
    }
    const resumo = resumir(cliente, await this.repository.avisos(clienteId, userId), contagem);
    await write(response, `},"resumo":${JSON.stringify(resumo)}}`);
  }
}

/** The readable summary: a few lines in Portuguese. */
function resumir(cliente: ResumoCliente, avisos: AvisoAceito[], contagem: Record<string, number>): string[] {
  const documento = cliente.cpf ? `CPF ${cliente.cpf}` : cliente.cnpj ? `CNPJ ${cliente.cnpj}` : 'sem documento';
  return [
    `Cadastro: ${cliente.nome} (pessoa ${cliente.tipo_pessoa === 'pj' ? 'jurídica' : 'física'}, ${documento}).`,
    ...(cliente.anonimizado_em ? [`Dados pessoais anonimizados em ${cliente.anonimizado_em.toISOString()}.`] : []),
    ...avisos.map((aviso) =>
      aviso.versao
        ? `Aviso de privacidade versão ${aviso.versao} aceito por ${aviso.email} em ${aviso.em?.toISOString()}.`
        : `Sem registro de aceite do aviso de privacidade para ${aviso.email} (cadastro feito pela equipe).`,
    ),
    `Usuários: ${contagem.users}. Cotações: ${contagem.cotacoes} (${contagem.cotacao_itens} itens). Pedidos: ${contagem.pedidos}.`,
    `Mensagens do Fale conosco: ${contagem.contatos}. Registros de auditoria: ${contagem.audit_logs}.`,
    'Cada chave de "tabelas" é uma tabela do banco com as linhas que são suas: as cotações enviadas a você ' +
      '(rascunhos da equipe não), as mensagens do Fale conosco ligadas à sua conta e o registro do que foi ' +
      'feito com os seus dados; quem da equipe agiu aparece pelo perfil ("por") e pela hora.',
  ];
}
