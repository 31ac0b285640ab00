import { BadRequestException, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { verifyPassword } from '../../common/security/password-hasher.js';
import { orNotFound } from '../../database/db.js';
import { CSV_BOM, csvHeader, csvRows, dateTimePtBr, type CsvColumn } from '../export/index.js';
import type { AcessoRow } from './acessos.repository.js';
import { AcessosService } from './acessos.service.js';
import { AnonimizacaoService } from './anonimizacao.service.js';
import { ContaRepository } from './conta.repository.js';
import {
  MENSAGENS,
  type AlcanceExclusaoDto,
  type AnonimizacaoDto,
  type AcessosPageDto,
} from './dto/dados-pessoais.dto.js';
import { ExclusaoContatoService } from './exclusao-contato.service.js';
import { DadosPessoaisExportService } from './dados-pessoais-export.service.js';

const COLUNAS_ACESSOS: CsvColumn<AcessoRow>[] = [
  { header: 'Data/hora', value: (row) => dateTimePtBr(row.em) },
  { header: 'Usuário (id)', value: (row) => row.usuarioId },
  { header: 'Nome', value: (row) => row.usuarioNome },
  { header: 'E-mail', value: (row) => row.usuarioEmail },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Via', value: (row) => row.via },
];

/** The LGPD routes: the customer's own (Meus Dados) and the ADMIN's for one customer. */
@Injectable()
export class DadosPessoaisService {
  constructor(
    private readonly exportacao: DadosPessoaisExportService,
    private readonly anonimizacao: AnonimizacaoService,
    private readonly exclusaoContato: ExclusaoContatoService,
    private readonly acessos: AcessosService,
    private readonly conta: ContaRepository,
  ) {}

  exportarMeus(user: SessionUser, actor: AuditActor, response: Response): Promise<void> {
    return this.exportacao.exportar(orNotFound(user.clienteId), actor, 'titular', response);
  }

  exportarCliente(clienteId: number, actor: AuditActor, response: Response): Promise<void> {
    return this.exportacao.exportar(clienteId, actor, 'admin', response);
  }

  /**
   * "Excluir minha conta": the password again, then the titular of a pf customer anonymises the
   * customer (as ADMIN's action does); any other login erases only itself (issue 26).
   */
  async excluirConta(user: SessionUser, senha: string): Promise<{ message: string }> {
    const hash = await this.conta.passwordHash(user.id);
    if (!hash || !(await verifyPassword(hash, senha))) throw new BadRequestException(MENSAGENS.senhaIncorreta);
    const clienteId = orNotFound(user.clienteId);
    if (!(await this.conta.exclusaoApagaOCliente(user.id))) {
      await this.exclusaoContato.excluir(user.id);
      return { message: MENSAGENS.contatoExcluido };
    }
    await this.anonimizacao.anonimizar(clienteId, {
      userId: user.id,
      origem: 'titular',
      motivo: 'Exclusão de conta pedida pelo titular em Meus Dados',
    });
    return { message: MENSAGENS.contaExcluida };
  }

  /** What "Excluir minha conta" will do for this login, for the confirmation's text. */
  async alcanceDaExclusao(user: SessionUser): Promise<AlcanceExclusaoDto> {
    return { alcance: (await this.conta.exclusaoApagaOCliente(user.id)) ? 'cliente' : 'contato' };
  }

  async anonimizar(clienteId: number, motivo: string, actor: AuditActor): Promise<AnonimizacaoDto> {
    const resultado = await this.anonimizacao.anonimizar(clienteId, { ...actor, origem: 'admin', motivo });
    return { message: resultado.jaAnonimizado ? MENSAGENS.jaAnonimizado : MENSAGENS.anonimizado, ...resultado };
  }

  acessosJson(clienteId: number): Promise<AcessosPageDto> {
    return this.acessos.relatorio(clienteId);
  }

  async acessosCsv(clienteId: number, response: Response): Promise<void> {
    const { data } = await this.acessos.relatorio(clienteId);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="acessos-cliente-${clienteId}.csv"`);
    response.send(CSV_BOM + csvHeader(COLUNAS_ACESSOS) + csvRows(COLUNAS_ACESSOS, data));
  }
}
