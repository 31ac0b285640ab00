import { sql } from 'kysely';
import { calcularParcelas, hojeEmBrasilia, somarDias, toScaled } from '@portal/shared/cotacoes';
import type { CotacaoItem } from '@portal/shared/dto';
import { maskDoc } from '@portal/shared/masks';
import { JsonText } from '../../common/http/json-text.js';
import { preparada, type Db, type Preparada } from '../../database/database.js';
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

// The history and revisions travel inside the one statement as JSON (each list in its own order): their
// shapes are these, read back by JSON.parse. The lines travel as JSON text (ITENS).
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

// The lines as JSON text, as the triggers on cotacao_itens keep it (cotacao_itens_texto, migration
// 20261201020000: building it here was half of PostgreSQL's time per read, docs/desempenho/README.md);
// a quotation without that row is built by the same function the triggers use. Each line's columns
// are its JSON keys, in line order, joined with a bare comma as JSON.stringify does; numbers as
// numeric's text without trailing zeros (trim_scale), which for these columns' values (at most 14
// digits, none below 0.001) is what JSON.stringify writes of the number. The read answers the text as
// it is: Node neither parses nor re-serialises the lines (issue 30). With the distinct product types,
// checked in Node (a JSON array).
const ITENS = sql<{ itens: string; tipos: string }>`(SELECT
    coalesce(t.itens, (SELECT f.itens FROM cotacao_itens_json(c.id) f)) AS itens,
    coalesce(t.tipos, (SELECT f.tipos FROM cotacao_itens_json(c.id) f)) AS tipos
  FROM (SELECT) AS uma LEFT JOIN cotacao_itens_texto t ON t.cotacao_id = c.id)`;

const HISTORICO = sql<EventoJson[]>`(SELECT coalesce(json_agg(json_build_object('tipo', e.tipo, 'em', e.em,
    'usuarioId', e.usuario_id, 'usuarioNome', eu.name, 'detalhe', e.detalhe) ORDER BY e.em, e.id), '[]')
  FROM cotacao_eventos e LEFT JOIN users eu ON eu.id = e.usuario_id WHERE e.cotacao_id = c.id)`;

// What a customer sees of their quotations: what was sent to them. Never a draft, nor a draft that
// was closed unsent (cancelled when another revision of its number was accepted).
const revisoes = (cliente: boolean) =>
  sql<RevisaoJson[] | null>`(SELECT json_agg(json_build_object('id', r.id, 'revisao', r.revisao, 'status', r.status)
    ORDER BY r.revisao) FROM cotacoes r WHERE r.numero = c.numero${sql.raw(cliente ? ' AND r.enviada_em IS NOT NULL' : '')})`;

/** The statement for the whole quotation, built with `v`'s placeholders (see `lerDetalhe`). */
function detalhe(db: Db, cliente: boolean, v: { id: never; clienteId?: never }) {
  const query = resumoRows(db)
    .innerJoinLateral(ITENS.as('li'), (join) => join.onTrue())
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
      'li.itens',
      'li.tipos as tiposItens',
      (cliente ? sql<EventoJson[]>`'[]'::json` : HISTORICO).as('historico'),
      revisoes(cliente).as('revisoes'),
    ])
    .where('c.id', '=', v.id);
  // compilada refuses a statement that leaves out a declared value: the customer's filter is never lost.
  return cliente ? query.where('c.cliente_id', '=', v.clienteId!).where('c.enviada_em', 'is not', null) : query;
}

type DetalheRow = Awaited<ReturnType<ReturnType<typeof detalhe>['executeTakeFirstOrThrow']>>;

// Built and compiled once each, on the first read (any Db: the text is the same).
let porId: Preparada<'id', DetalheRow> | undefined;
let doCliente: Preparada<'id' | 'clienteId', DetalheRow> | undefined;

/** A quotation read: its lines as the JSON text PostgreSQL wrote, the rest as the answer's values. */
interface Detalhe {
  cabeca: Omit<CotacaoDto, 'itens' | 'historico' | 'revisoes'>;
  itens: string;
  historico: CotacaoDto['historico'];
  revisoes: CotacaoDto['revisoes'];
}

/**
 * One statement for the whole quotation: head, customer, salesperson, order, and lines, history and
 * revisions as JSON. With `clienteId`, only that customer's quotation sent to them, without history.
 * A named prepared statement compiled once: planned once per connection (the plan of its subqueries is
 * most of the statement's cost for a small quotation; measured in the module README).
 */
async function ler(db: Db, id: number, clienteId: number | null): Promise<Detalhe | null> {
  const [row] =
    clienteId === null
      ? await (porId ??= preparada('cotacao_por_id', ['id'], (v) => detalhe(db, false, v)))(db, { id })
      : await (doCliente ??= preparada('cotacao_do_cliente', ['id', 'clienteId'], (v) => detalhe(db, true, v)))(db, {
          id,
          clienteId,
        });
  if (!row) return null;
  const { parcelasBase, itens, tiposItens, historico, revisoes, ...r } = row;
  for (const tipo of JSON.parse(tiposItens) as string[]) produtoTipo(tipo);
  return {
    cabeca: {
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
      enviadaEm: r.enviadaEm?.toISOString() ?? null,
      respondidaEm: r.respondidaEm?.toISOString() ?? null,
    },
    itens,
    historico: historico.map((evento) => ({ ...evento, tipo: eventoTipo(evento.tipo) })),
    revisoes: (revisoes ?? []).map((revisao) => ({ ...revisao, status: cotacaoStatus(revisao.status) })),
  };
}

/** The whole quotation (see `ler`), its lines parsed: what the services, the PDF and Pix work with. */
export async function lerDetalhe(db: Db, id: number, clienteId: number | null): Promise<CotacaoDto | null> {
  const lida = await ler(db, id, clienteId);
  if (!lida) return null;
  const { cabeca, itens, historico, revisoes } = lida;
  return { ...cabeca, itens: JSON.parse(itens) as CotacaoItem[], historico, revisoes };
}

/**
 * The whole quotation as the JSON `res.json()` writes of lerDetalhe's object (the same keys in the same
 * order, byte for byte: test/cotacoes/cotacao-detalhe-bytes), with the lines' text as PostgreSQL wrote it.
 */
export async function lerDetalheJson(
  db: Db,
  id: number,
  clienteId: number | null,
  mais?: (cabeca: Detalhe['cabeca']) => Promise<Partial<CotacaoDto>>,
): Promise<JsonText<CotacaoDto> | null> {
  const lida = await ler(db, id, clienteId);
  if (!lida) return null;
  const { cabeca, itens, historico, revisoes } = lida;
  // Fields added after the read (e.g. the customer's respondidaPor) come last, as `{ ...lida, ...mais }` puts them.
  const extra = mais ? JSON.stringify(await mais(cabeca)).slice(1, -1) : '';
  const resto = `"itens":${itens},"historico":${JSON.stringify(historico)},"revisoes":${JSON.stringify(revisoes)}${extra && `,${extra}`}}`;
  return new JsonText(`${JSON.stringify(cabeca).slice(0, -1)},${resto}`);
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
