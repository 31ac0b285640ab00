import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import { hojeEmBrasilia, somarDias } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Tx } from '../../database/db.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import type { CotacaoEstado, ProdutoSnapshot } from './cotacoes-write.repository.js';
import { camposDaCotacao } from './cotacao-campos.js';
import type { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import { CotacoesBase } from './cotacoes-base.service.js';
import { naoEncontrada, numeroEmUso, recusa } from './cotacao-conflitos.js';
import type { CotacaoInputDto } from './dto/cotacao-input.dto.js';
import type { CotacaoSearchQueryDto } from './dto/cotacao-search-query.dto.js';
import type { CotacaoDto, CotacaoPageDto } from './dto/cotacao.response.js';
import type { CsvExport } from '../export/index.js';
import { cotacoesCsv } from './cotacoes-csv.js';
import { CotacoesSearchRepository } from './cotacoes-search.repository.js';

/** Staff work on quotations: drafts (create, edit, delete), enviar, cancelar, revisar, duplicar. */
@Injectable()
export class CotacoesService extends CotacoesBase {
  // A property, so the constructor shared with MinhasCotacoesService stays as it is.
  @Inject(CotacoesSearchRepository) private readonly busca!: CotacoesSearchRepository;

  search(query: CotacaoSearchQueryDto): Promise<CotacaoPageDto> {
    return this.busca.search(query);
  }

  csv(query: CotacaoSearchQueryDto): CsvExport {
    return cotacoesCsv(this.busca.pageQuery(query), query);
  }

  async get(id: number): Promise<CotacaoDto> {
    return (await this.leitura.findById(id)) ?? naoEncontrada();
  }

  async pdf(id: number): Promise<StreamableFile> {
    return this.pdfDe(await this.get(id));
  }

  async aceite(id: number): Promise<CotacaoAceiteDto> {
    await this.get(id);
    return this.certificado(id, null);
  }

  async create(input: CotacaoInputDto, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const id = await this.emTransacao(async (tx) => {
      const { campos, itens } = await this.preparar(input, agora, null, tx);
      const ano = Number(hojeEmBrasilia(agora).slice(0, 4));
      const seq = await this.escrita.proximoSeq(ano, tx);
      const numero = `COT-${ano}-${String(seq).padStart(6, '0')}`;
      const novo = await this.escrita.inserir(
        { numero, ano, seq, revisao: 1, vendedorId: actor.userId, agora },
        campos,
        tx,
      );
      await this.escrita.substituirItens(novo, itens, tx);
      await this.registrar(
        novo,
        'criar',
        { message: `Cotação criada: ${numero}`, changes: { campos, itens } },
        actor,
        agora,
        tx,
      );
      return novo;
    });
    return this.get(id);
  }

  async update(id: number, input: CotacaoInputDto, actor: AuditActor): Promise<CotacaoDto> {
    if (input.versao === undefined) throw new BadRequestException(M.versaoRequired);
    const versao = input.versao;
    const agora = this.clock.now();
    await this.emTransacao(async (tx) => {
      const { campos, itens } = await this.preparar(input, agora, id, tx);
      if (!(await this.escrita.editarRascunho(id, versao, campos, agora, tx)))
        recusa('editar', await this.escrita.estado(id, tx), agora, { versao });
      await this.escrita.substituirItens(id, itens, tx);
      const estado = (await this.escrita.estado(id, tx))!;
      const message = `Cotação editada: ${rotulo(estado)}`;
      await this.registrar(id, 'editar', { message, changes: { campos, itens } }, actor, agora, tx);
    });
    return this.get(id);
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    const agora = this.clock.now();
    await this.emTransacao(async (tx) => {
      const apagada = await this.escrita.excluirRascunho(id, tx);
      if (!apagada) recusa('excluir', await this.escrita.estado(id, tx), agora);
      const message = `Cotação excluída: ${rotulo(apagada)}`;
      await this.registrar(id, 'excluir', { message, changes: { cotacao: apagada } }, actor, agora, tx);
    });
  }

  async enviar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    await onUniqueViolation(
      () => this.emTransacao((tx) => this.enviarEm(tx, id, agora, actor)),
      async () => numeroEmUso('enviar', await this.transicoes.condicoes(id)),
    );
    return this.get(id);
  }

  private async enviarEm(tx: Tx, id: number, agora: Date, actor: AuditActor): Promise<void> {
    // The older sent revision first: at most one revision of a number is sent (a unique index).
    const antigas = await this.transicoes.substituirAnteriores(id, agora, tx);
    const enviada = await this.transicoes.enviar(id, agora, actor.userId, tx);
    if (!enviada) {
      const estado = await this.escrita.estado(id, tx);
      recusa('enviar', estado, agora, { condicoes: estado ? await this.transicoes.condicoes(id, tx) : undefined });
    }
    // Rendered inside the transaction: the PDF shows the quotation as sent (status included).
    const pdf = await this.pdfs.attachment((await this.leitura.findByIdIn(tx, id))!, tx);
    const detalhe = `Para: ${(await this.notificacoes.enviada(id, pdf, tx)).join(', ')}`;
    const message = `Cotação enviada: ${rotulo(enviada)}`;
    await this.registrar(id, 'enviar', { message, detalhe }, actor, agora, tx);
    for (const antiga of antigas) {
      const substituida = {
        message: `Cotação substituída: ${enviada.numero} (id ${antiga})`,
        detalhe: `Substituída pela revisão ${enviada.revisao}`,
      };
      await this.registrar(antiga, 'substituir', substituida, actor, agora, tx);
    }
  }

  async cancelar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    await this.emTransacao(async (tx) => {
      const cancelada = await this.transicoes.cancelar(id, agora, actor.userId, tx);
      if (!cancelada) recusa('cancelar', await this.escrita.estado(id, tx), agora);
      await this.registrar(id, 'cancelar', { message: `Cotação cancelada: ${rotulo(cancelada)}` }, actor, agora, tx);
      // Only a sent quotation can be cancelled: the customer had it, so they are told.
      await this.notificacoes.cancelada(id, tx);
    });
    return this.get(id);
  }

  async revisar(id: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const novo = await this.emTransacao(async (tx) => {
      const criado = await this.transicoes.revisar(id, actor.userId, this.validadePadrao(agora), agora, tx);
      if (!criado) recusa('revisar', await this.escrita.estado(id, tx), agora);
      await this.transicoes.copiarItens(id, criado, tx);
      const estado = (await this.escrita.estado(criado, tx))!;
      const origem = (await this.escrita.estado(id, tx))!;
      const detalhe = `Revisão ${estado.revisao}, a partir da revisão ${origem.revisao}`;
      const message = `Cotação revisada: ${rotulo(estado)}`;
      await this.registrar(criado, 'revisar', { message, detalhe }, actor, agora, tx);
      return criado;
    });
    return this.get(novo);
  }

  async duplicar(id: number, clienteId: number, actor: AuditActor): Promise<CotacaoDto> {
    const agora = this.clock.now();
    const novo = await this.emTransacao(async (tx) => {
      const origem = (await this.escrita.estado(id, tx)) ?? naoEncontrada();
      if (!(await this.escrita.clienteExiste(clienteId, tx))) throw new BadRequestException(M.clienteNotFound);
      const ano = Number(hojeEmBrasilia(agora).slice(0, 4));
      const seq = await this.escrita.proximoSeq(ano, tx);
      const numero = `COT-${ano}-${String(seq).padStart(6, '0')}`;
      const head = { numero, ano, seq, clienteId, vendedorId: actor.userId, validade: this.validadePadrao(agora) };
      const criado = (await this.transicoes.duplicar(id, head, agora, tx)) ?? naoEncontrada();
      await this.transicoes.copiarItens(id, criado, tx);
      const detalhe = `Cópia de ${origem.numero}${origem.revisao > 1 ? ` (revisão ${origem.revisao})` : ''}`;
      const message = `Cotação duplicada: ${numero} (id ${criado})`;
      await this.registrar(criado, 'duplicar', { message, detalhe }, actor, agora, tx);
      return criado;
    });
    return this.get(novo);
  }

  // Checks the customer and the products, takes the snapshots and computes the totals.
  private async preparar(input: CotacaoInputDto, agora: Date, editando: number | null, tx: Tx) {
    const hoje = hojeEmBrasilia(agora);
    const validade = input.validade ?? this.validadePadrao(agora);
    if (validade < hoje) throw new BadRequestException(M.validadePassada);
    if (!(await this.escrita.clienteExiste(input.clienteId, tx))) throw new BadRequestException(M.clienteNotFound);
    // A line already on the draft keeps its snapshot; a new product must exist and be active now.
    const snapshots = new Map<number, ProdutoSnapshot>();
    if (editando !== null) for (const s of await this.escrita.snapshotsDe(editando, tx)) snapshots.set(s.id, s);
    const novos = [...new Set(input.itens.map((item) => item.produtoId))].filter((pid) => !snapshots.has(pid));
    if (novos.length) for (const s of await this.escrita.produtosAtivos(novos, tx)) snapshots.set(s.id, s);
    const faltando = novos.filter((pid) => !snapshots.has(pid));
    if (faltando.length) throw new BadRequestException(M.produtoIndisponivel(faltando));
    return camposDaCotacao(input, validade, snapshots);
  }

  private validadePadrao(agora: Date): string {
    return somarDias(hojeEmBrasilia(agora), this.config.quotes.validityDays);
  }
}

function rotulo(estado: Pick<CotacaoEstado, 'id' | 'numero' | 'revisao'>): string {
  return `${estado.numero} rev. ${estado.revisao} (id ${estado.id})`;
}
