// Orders and acceptance certificates through the generated client (issue 29): the order a person's
// accept made (invoiced) and a company's (cancelled), read by staff and by the customer, searched,
// with every field of the answers filled at least once.
import { ok, type Api } from './recorder.ts';

type Auth = { Authorization: string };

export interface Pedidos {
  staff: Auth;
  /** The accepted revision of cotacoes.ts and its order; the customer login that accepted it. */
  aceita: { cotacaoId: number; pedidoId: number; cliente: Auth };
  /** A company (razão social, IE, complemento) with a login, and a product to quote. */
  empresa: { id: number; login: Auth; produtoId: number };
}

export async function pedidos(api: Api, p: Pedidos): Promise<void> {
  const { staff, aceita, empresa } = p;
  const cotacao = { id: aceita.cotacaoId };
  ok('aceite', await api.GET('/api/Cotacoes/{id}/aceite', { params: { path: cotacao }, headers: staff }));
  ok(
    'meu aceite',
    await api.GET('/api/minhas-cotacoes/{id}/aceite', { params: { path: cotacao }, headers: aceita.cliente }),
  );
  const faturado = ok(
    'faturar',
    await api.POST('/api/Pedidos/{id}/faturar', { params: { path: { id: aceita.pedidoId } }, headers: staff }),
  );
  if (faturado.pedido.status !== 'faturado') throw new Error(`faturar: ${faturado.pedido.status}`);

  // The company's quotation, sent, accepted by its login, cancelled by staff.
  const nova = ok(
    'cotação da empresa',
    await api.POST('/api/Cotacoes', {
      body: {
        clienteId: empresa.id,
        validade: '2026-12-31',
        frete: 0,
        descontoTotalPercentual: 0,
        itens: [
          { produtoId: empresa.produtoId, quantidade: 1, unidade: 'UN', precoUnitario: 100, descontoPercentual: 0 },
        ],
      },
      headers: staff,
    }),
  );
  const path = { id: nova.id };
  ok('enviar', await api.POST('/api/Cotacoes/{id}/enviar', { params: { path }, headers: staff }));
  const aceite = ok(
    'aceitar',
    await api.POST('/api/minhas-cotacoes/{id}/aceitar', { params: { path }, headers: empresa.login }),
  );
  const pedido = { id: aceite.pedidoId };
  ok('cancelar', await api.POST('/api/Pedidos/{id}/cancelar', { params: { path: pedido }, headers: staff }));

  const busca = ok(
    'pedidos',
    await api.GET('/api/Pedidos', {
      params: { query: { status: 'todos', emitidoDe: '2026-11-01', emitidoAte: '2026-11-30', pageSize: 15 } },
      headers: staff,
    }),
  );
  if (busca.totalCount !== 2) throw new Error(`pedidos: ${busca.totalCount}`);
  for (const id of [aceita.pedidoId, pedido.id])
    ok('pedido', await api.GET('/api/Pedidos/{id}', { params: { path: { id } }, headers: staff }));
  ok(
    'meus pedidos',
    await api.GET('/api/meus-pedidos', { params: { query: { pageSize: 15 } }, headers: empresa.login }),
  );
  ok('meu pedido', await api.GET('/api/meus-pedidos/{id}', { params: { path: pedido }, headers: empresa.login }));
}
