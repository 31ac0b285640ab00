import { sql } from 'kysely';
import { calcularParcelas, hojeEmBrasilia, somarDias, toScaled } from '@portal/shared/cotacoes';
import type { CotacaoItem } from '@portal/shared/dto';
import { maskDoc } from '@portal/shared/masks';
import { executarPreparada, type Db } from '../../database/database.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import { resumoRows, toResumo } from './cotacao-resumo.js';
import {
  cotacaoStatus,
  eventoTipo,
  freteModalidade,
  meioPagamento,
  parcelasDoBanco,
  produtoTipo,
  tipoPessoa,
} from './cotacao-valores.js';

// The lines, history and revisions travel inside the one statement as JSON (json_build_object, each
// list in its own order): their shapes are these, read back by JSON.parse (numeric as JSON numbers).
// The product type arrives as the stored text, checked by produtoTipo.
type ItemJson = Omit<CotacaoItem, 'tipo'> & { tipo: string };
interface EventoJson {
  tipo: string;
  em: string;
  usuarioId: number | null;
  usuarioNome: string | null;
  detalhe: string | null;
}
interface RevisaoJson {
  id: number;
  revisao: number;
  status: string;
}

const ITENS = sql<ItemJson[]>`(SELECT coalesce(json_agg(json_build_object('produtoId', i.produto_id, 'sku', i.sku,
    'nome', i.nome, 'tipo', i.tipo, 'descricao', i.descricao, 'quantidade', i.quantidade, 'unidade', i.unidade,
    'precoUnitario', i.preco_unitario, 'descontoPercentual', i.desconto_percentual, 'total', i.total,
    'ipiPercentual', i.ipi_percentual, 'ipi', i.ipi, 'icmsStValor', i.icms_st_valor)
  ORDER BY i.posicao), '[]') FROM cotacao_itens i WHERE i.cotacao_id = c.id)`;

const HISTORICO = sql<EventoJson[]>`(SELECT coalesce(json_agg(json_build_object('tipo', e.tipo, 'em', e.em,
    'usuarioId', e.usuario_id, 'usuarioNome', eu.name, 'detalhe', e.detalhe) ORDER BY e.em, e.id), '[]')
  FROM cotacao_eventos e LEFT JOIN users eu ON eu.id = e.usuario_id WHERE e.cotacao_id = c.id)`;

// What a customer sees of their quotations: what was sent to them. Never a draft, nor a draft that
// was closed unsent (cancelled when another revision of its number was accepted).
const revisoes = (cliente: boolean) =>
  sql<RevisaoJson[] | null>`(SELECT json_agg(json_build_object('id', r.id, 'revisao', r.revisao, 'status', r.status)
    ORDER BY r.revisao) FROM cotacoes r WHERE r.numero = c.numero${sql.raw(cliente ? ' AND r.enviada_em IS NOT NULL' : '')})`;

/**
 * One statement for the whole quotation: head, customer, salesperson, order, and lines, history and
 * revisions as JSON. With `clienteId`, only that customer's quotation sent to them, without history.
 */
export async function lerDetalhe(db: Db, id: number, clienteId: number | null): Promise<CotacaoDto | null> {
  const cliente = clienteId !== null;
  let query = resumoRows(db)
    .select((eb) => [
      'u.email as vendedorEmail',
      'u.phone_number as vendedorTelefone',
      eb.fn.coalesce('k.cpf', 'k.cnpj').as('clienteDocumento'),
      'k.tipo_pessoa as clienteTipoPessoa',
      'k.status as clienteAtivo',
      'c.condicoes_pagamento as condicoesPagamento',
      'c.prazo_entrega as prazoEntrega',
      'c.observacoes',
      'c.subtotal',
      'c.descontos',
      'c.frete',
      'c.versao',
      'c.parcelas',
      'c.meio_pagamento as meioPagamento',
      'c.frete_modalidade as freteModalidade',
      'c.transportadora',
      'c.desconto_total_percentual as descontoTotalPercentual',
      'c.desconto_total as descontoTotal',
      'c.ipi',
      'c.icms_st as icmsSt',
      // The installments fall due counting from the acceptance day, else from the sending day (Brasília).
      sql<string | null>`to_char((CASE WHEN c.status = 'aceita' THEN c.respondida_em ELSE c.enviada_em END)
        AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')`.as('parcelasBase'),
      'c.motivo_recusa as motivoRecusa',
      'c.enviada_em as enviadaEm',
      'c.respondida_em as respondidaEm',
      ITENS.as('itens'),
      (cliente ? sql<EventoJson[]>`'[]'::json` : HISTORICO).as('historico'),
      revisoes(cliente).as('revisoes'),
    ])
    .where('c.id', '=', id);
  if (cliente) query = query.where('c.cliente_id', '=', clienteId).where('c.enviada_em', 'is not', null);
  // A named prepared statement: planned once per connection (the plan of its subqueries is most of
  // the statement's cost for a small quotation; measured in the module README).
  const [row] = await executarPreparada(db, cliente ? 'cotacao_do_cliente' : 'cotacao_por_id', query);
  if (!row) return null;
  const { parcelasBase, ...r } = row;
  return {
    ...r,
    // The head as the searches answer it.
    ...toResumo(r),
    clienteDocumento: maskDoc(r.clienteDocumento),
    clienteTipoPessoa: tipoPessoa(r.clienteTipoPessoa),
    parcelas: calcularParcelas(toScaled(r.total, 2) ?? 0n, parcelasDoBanco(r.parcelas), parcelasBase),
    meioPagamento: meioPagamento(r.meioPagamento),
    freteModalidade: freteModalidade(r.freteModalidade),
    subtotal: Number(r.subtotal),
    descontos: Number(r.descontos),
    frete: Number(r.frete),
    descontoTotalPercentual: Number(r.descontoTotalPercentual),
    descontoTotal: Number(r.descontoTotal),
    ipi: Number(r.ipi),
    icmsSt: Number(r.icmsSt),
    itens: r.itens.map((item) => ({ ...item, tipo: produtoTipo(item.tipo) })),
    enviadaEm: r.enviadaEm?.toISOString() ?? null,
    respondidaEm: r.respondidaEm?.toISOString() ?? null,
    historico: r.historico.map((evento) => ({ ...evento, tipo: eventoTipo(evento.tipo) })),
    revisoes: (r.revisoes ?? []).map((revisao) => ({ ...revisao, status: cotacaoStatus(revisao.status) })),
  };
}

/**
 * A draft as it reads once sent at `agora` (what Enviar renders before its transaction): status
 * enviada, sent then, installments falling due from that day in Brasília, as `parcelasBase` above
 * counts them. Enviar's transaction checks it against the row it commits (CotacaoPdf.confirmar).
 */
export function comoEnviada(cotacao: CotacaoDto, agora: Date): CotacaoDto {
  const base = hojeEmBrasilia(agora);
  return {
    ...cotacao,
    status: 'enviada',
    enviadaEm: agora.toISOString(),
    parcelas: cotacao.parcelas.map((parcela) => ({ ...parcela, vencimento: somarDias(base, parcela.dias) })),
  };
}
