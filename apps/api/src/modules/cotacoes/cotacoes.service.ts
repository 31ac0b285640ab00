import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { JsonText } from '../../common/http/json-text.js';
import type { StreamableFile } from '@nestjs/common';
import { hojeEmBrasilia, somarDias } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Tx } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import type { CotacaoEstado } from './cotacao-estado.js';
import { camposDaCotacao, type ProdutoSnapshot } from './cotacao-campos.js';
import type { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import { CotacoesBase } from './cotacoes-base.service.js';
import { naoEncontrada, numeroEmUso, recusa } from './cotacao-conflitos.js';
import type { CotacaoInputDto } from './dto/cotacao-input.dto.js';
import type { CotacaoSearchQueryDto } from './dto/cotacao-search-query.dto.js';
import type { CotacaoDto, CotacaoPageDto } from './dto/cotacao.response.js';
import type { Response } from 'express';
import { ExportService } from '../export/index.js';
import { cotacoesCsv } from './cotacoes-csv.js';
import { CotacoesSearchRepository } from './cotacoes-search.repository.js';
import { AcessosService } from '../dados-pessoais/index.js';
import { comoEnviada } from './cotacao-detalhe.js';
import type { PdfPreparado } from './cotacao-pdf.service.js';

/** Staff work on quotations: drafts (create, edit, delete), enviar, cancelar, revisar, duplicar. */
@Injectable()
export class CotacoesService extends CotacoesBase {
  // A property, so the constructor shared with MinhasCotacoesService stays as it is.
  @Inject(CotacoesSearchRepository) private readonly busca!: CotacoesSearchRepository;
  @Inject(AcessosService) private readonly acessos!: AcessosService;
  @Inject(ExportService) private readonly exports!: ExportService;

  search(query: CotacaoSearchQueryDto): Promise<CotacaoPageDto> {
    return this.busca.search(query);
  }

  /**
   * Every row of the search (filters and sort, no paging), for its /export route. It names the
   * customers: each batch is recorded as a read of their personal data (LGPD).
   */
  exportCsv(response: Response, query: CotacaoSearchQueryDto, actor: AuditActor): Promise<void> {
    const csv = cotacoesCsv(this.busca.allRows(query), query);
    return this.exports.stream(response, { ...csv, onBatch: this.acessos.lotes(actor, 'csv_cotacoes') }, actor);
  }

  async get(id: number): Promise<CotacaoDto> {
    return (await this.cotacoes.findById(id)) ?? naoEncontrada();
  }

  /** The read route's answer: `get` as JSON text (the lines never parsed in Node). */
  async getJson(id: number): Promise<JsonText<CotacaoDto>> {
    return (await this.cotacoes.findJson(id)) ?? naoEncontrada();
  }

  /** The PDF prints the customer's record: a read of their personal data (LGPD), recorded with it. */
  async pdf(id: number, actor: AuditActor): Promise<StreamableFile> {
    const cotacao = await this.get(id);
    return this.pdfDe(cotacao, await this.acessos.registro(cotacao.clienteId, actor, 'pdf'));
  }

  /** The certificate names the customer's login, e-mail and IP: recorded like the PDF. */
  async aceite(id: number, actor: AuditActor): Promise<CotacaoAceiteDto> {
    const { clienteId } = (await this.cotacoes.estado(id)) ?? naoEncontrada();
    return this.certificado(id, null, await this.acessos.registro(clienteId, actor, 'pdf'));
  }

  async create(input: CotacaoInputDto, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const id = await this.emTransacao(async (tx, db) => {
      const { campos, itens } = await this.preparar(input, agora, null, db);
      const { numero, ano, seq } = await this.novoNumero(agora, db);
      const novo = await this.cotacoes.inserir(
        { numero, ano, seq, revisao: 1, vendedorId: actor.userId, agora },
        campos,
        db,
      );
      await this.itens.substituirItens(novo, itens, db);
      await this.registrar(
        novo,
        'criar',
        { message: `Cotação criada: ${numero}`, changes: { campos, itens } },
        actor,
        agora,
        tx,
        db,
      );
      return novo;
    });
    return this.get(id);
  }

  async update(id: number, input: CotacaoInputDto, actor: AuditActor): Promise<CotacaoDto> {
    if (input.versao === undefined) throw new BadRequestException(M.versaoRequired);
    const versao = input.versao;
    const agora = this.clock.now();
    await this.emTransacao(async (tx, db) => {
      const { campos, itens } = await this.preparar(input, agora, id, db);
      if (!(await this.cotacoes.editarRascunho(id, versao, campos, agora, db)))
        recusa('editar', await this.cotacoes.estado(id, db), agora, { versao });
      await this.itens.substituirItens(id, itens, db);
      const estado = (await this.cotacoes.estado(id, db))!;
      const message = `Cotação editada: ${rotulo(estado)}`;
      await this.registrar(id, 'editar', { message, changes: { campos, itens } }, actor, agora, tx, db);
    });
    return this.get(id);
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    const agora = this.clock.now();
    await this.emTransacao(async (tx, db) => {
      const apagada = await this.cotacoes.excluirRascunho(id, db);
      if (!apagada) recusa('excluir', await this.cotacoes.estado(id, db), agora);
      const message = `Cotação excluída: ${rotulo(apagada)}`;
      await this.registrar(id, 'excluir', { message, changes: { cotacao: apagada } }, actor, agora, tx, db);
    });
  }

  async enviar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    // The PDF is rendered first, outside the transaction: waiting for a render worker under load must
    // not hold the transaction past its timeout (a 500). A send the transaction would refuse renders
    // nothing and goes straight to the refusal and its message.
    const enviavel = await this.status.enviavel(id, agora);
    const pdf = enviavel ? await this.pdfs.preparar(comoEnviada(await this.get(id), agora)) : null;
    await onUniqueViolation(
      () => this.emTransacao((tx, db) => this.enviarEm(tx, db, id, agora, actor, pdf)),
      async () => numeroEmUso('enviar', await this.cotacoes.condicoes(id)),
    );
    return this.get(id);
  }

  private async enviarEm(tx: Tx, db: Db, id: number, agora: Date, actor: AuditActor, pdf: PdfPreparado | null) {
    // The older sent revision first: at most one revision of a number is sent (a unique index).
    const antigas = await this.status.substituirAnteriores(id, agora, db);
    const enviada = await this.status.enviar(id, agora, actor.userId, db);
    if (!enviada || !pdf) {
      const estado = await this.cotacoes.estado(id, db);
      return recusa('enviar', estado, agora, {
        condicoes: estado ? await this.cotacoes.condicoes(id, db) : undefined,
      });
    }
    // Stored and attached only if the quotation as it commits prints what was rendered (else 409).
    const anexo = await this.pdfs.confirmar(pdf, (await this.cotacoes.findById(id, null, db))!, db);
    const detalhe = `Para: ${(await this.notificacoes.enviada(id, anexo, actor, tx)).join(', ')}`;
    const message = `Cotação enviada: ${rotulo(enviada)}`;
    await this.registrar(id, 'enviar', { message, detalhe }, actor, agora, tx, db);
    for (const antiga of antigas) {
      const substituida = {
        message: `Cotação substituída: ${enviada.numero} (id ${antiga})`,
        detalhe: `Substituída pela revisão ${enviada.revisao}`,
      };
      await this.registrar(antiga, 'substituir', substituida, actor, agora, tx, db);
    }
  }

  async cancelar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    await this.emTransacao(async (tx, db) => {
      const cancelada = await this.status.cancelar(id, agora, actor.userId, db);
      if (!cancelada) recusa('cancelar', await this.cotacoes.estado(id, db), agora);
      const message = `Cotação cancelada: ${rotulo(cancelada)}`;
      await this.registrar(id, 'cancelar', { message }, actor, agora, tx, db);
      // Only a sent quotation can be cancelled: the customer had it, so they are told.
      await this.notificacoes.cancelada(id, tx);
    });
    return this.get(id);
  }

  async revisar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const novo = await this.emTransacao(async (tx, db) => {
      const criado = await this.status.revisar(id, actor.userId, this.validadePadrao(agora), agora, db);
      if (!criado) {
        // Another revision came first: the answer names it, so the page can open it.
        const estado = await this.cotacoes.estado(id, db);
        const maisNova = estado && (await this.cotacoes.revisaoMaisNova(estado, db));
        recusa('revisar', estado, agora, maisNova ? { corpo: { revisaoMaisNovaId: maisNova } } : undefined);
      }
      await this.itens.copiarItens(id, criado, db);
      const estado = (await this.cotacoes.estado(criado, db))!;
      const origem = (await this.cotacoes.estado(id, db))!;
      const detalhe = `Revisão ${estado.revisao}, a partir da revisão ${origem.revisao}`;
      const message = `Cotação revisada: ${rotulo(estado)}`;
      await this.registrar(criado, 'revisar', { message, detalhe }, actor, agora, tx, db);
      return criado;
    });
    return this.get(novo);
  }

  async duplicar(id: number, clienteId: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const novo = await this.emTransacao(async (tx, db) => {
      const origem = (await this.cotacoes.estado(id, db)) ?? naoEncontrada();
      if (!(await this.cotacoes.clienteExiste(clienteId, db))) throw new BadRequestException(M.clienteNotFound);
      const { numero, ano, seq } = await this.novoNumero(agora, db);
      const head = { numero, ano, seq, clienteId, vendedorId: actor.userId, validade: this.validadePadrao(agora) };
      const criado = (await this.status.duplicar(id, head, agora, db)) ?? naoEncontrada();
      await this.itens.copiarItens(id, criado, db);
      const detalhe = `Cópia de ${origem.numero}${origem.revisao > 1 ? ` (revisão ${origem.revisao})` : ''}`;
      const message = `Cotação duplicada: ${numero} (id ${criado})`;
      await this.registrar(criado, 'duplicar', { message, detalhe }, actor, agora, tx, db);
      return criado;
    });
    return this.get(novo);
  }

  // Checks the customer and the products, takes the snapshots and computes the totals.
  private async preparar(input: CotacaoInputDto, agora: Date, editando: number | null, db: Db) {
    const hoje = hojeEmBrasilia(agora);
    const validade = input.validade ?? this.validadePadrao(agora);
    if (validade < hoje) throw new BadRequestException(M.validadePassada);
    if (!(await this.cotacoes.clienteExiste(input.clienteId, db))) throw new BadRequestException(M.clienteNotFound);
    // A line already on the draft keeps its snapshot; a new product must exist and be active now.
    const snapshots = new Map<number, ProdutoSnapshot>();
    if (editando !== null) for (const s of await this.itens.snapshotsDe(editando, db)) snapshots.set(s.id, s);
    const novos = [...new Set(input.itens.map((item) => item.produtoId))].filter((pid) => !snapshots.has(pid));
    if (novos.length) for (const s of await this.itens.produtosAtivos(novos, db)) snapshots.set(s.id, s);
    const faltando = novos.filter((pid) => !snapshots.has(pid));
    if (faltando.length) throw new BadRequestException(M.produtoIndisponivel(faltando));
    return camposDaCotacao(input, validade, snapshots);
  }

  /** The year's next number (its counter row queues concurrent creates): COT-AAAA-NNNNNN. */
  private async novoNumero(agora: Date, db: Db) {
    const ano = Number(hojeEmBrasilia(agora).slice(0, 4));
    const seq = await this.cotacoes.proximoSeq(ano, db);
    return { numero: `COT-${ano}-${String(seq).padStart(6, '0')}`, ano, seq };
  }

  private validadePadrao(agora: Date): string {
    return somarDias(hojeEmBrasilia(agora), this.config.quotes.validityDays);
  }
}

function rotulo(estado: Pick<CotacaoEstado, 'id' | 'numero' | 'revisao'>): string {
  return `${estado.numero} rev. ${estado.revisao} (id ${estado.id})`;
}
