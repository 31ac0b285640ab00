// Quotations through the generated client, staff and customer side: every field of every input,
// every action with a body, each answer kept for the test to read field by field.
import { ok, roundTrip, type Api, type Schemas } from './recorder.ts';

type Auth = { Authorization: string };
type Sent<S extends keyof Schemas> = Required<Schemas[S]>;

export interface Cotacoes {
  /** The staff user, the customer login (of `clienteId`), the products to quote. */
  staff: Auth;
  cliente: Auth;
  clienteId: number;
  produtos: number[];
  /** Another customer, to duplicate to. */
  outroClienteId: number;
}

/** Answers the accepted revision and its order. */
export async function cotacoes(api: Api, c: Cotacoes): Promise<{ cotacaoId: number; pedidoId: number }> {
  const { staff, cliente } = c;
  const linhas: Sent<'CotacaoItemInputDto'>[] = [
    {
      produtoId: c.produtos[0],
      quantidade: 2.5,
      unidade: 'M',
      precoUnitario: 19.9,
      descontoPercentual: 10,
      ipiPercentual: 9.75,
      icmsStValor: 4.5,
    },
    {
      produtoId: c.produtos[1],
      quantidade: 1,
      unidade: 'UN',
      precoUnitario: 300,
      descontoPercentual: 0,
      ipiPercentual: 0,
      icmsStValor: null,
    },
  ];
  const nova: Omit<Sent<'CotacaoInputDto'>, 'versao'> = {
    id: null,
    clienteId: c.clienteId,
    validade: '2026-12-31',
    condicoesPagamento: '30/60 dias',
    prazoEntrega: '10 dias úteis',
    observacoes: 'Entrega no depósito',
    parcelas: [
      { dias: 28, percentual: 50 },
      { dias: 56, percentual: 50 },
    ],
    meioPagamento: 'pix',
    freteModalidade: 'CIF',
    transportadora: 'Transportes Gerados',
    frete: 15.5,
    descontoTotalPercentual: 2.5,
    itens: linhas,
  };
  const criada = ok('criar cotação', await api.POST('/api/Cotacoes', { body: nova, headers: staff }));
  roundTrip('CotacaoInputDto', nova, criada);
  // Each installment comes back with its amount and due date beside what was sent.
  roundTrip('ParcelaInputDto', nova.parcelas[0], criada.parcelas[0]);
  const path = { id: criada.id };

  const editada: Sent<'CotacaoInputDto'> = {
    ...nova,
    id: criada.id,
    validade: '2027-01-15',
    condicoesPagamento: null,
    prazoEntrega: null,
    observacoes: null,
    parcelas: [{ dias: 30, percentual: 100 }],
    meioPagamento: null,
    freteModalidade: null,
    transportadora: null,
    frete: 0,
    descontoTotalPercentual: 0,
    itens: [
      { ...linhas[0], quantidade: 3.125, unidade: 'CX', precoUnitario: 20.05, descontoPercentual: 12.5 },
      linhas[1],
    ],
    versao: criada.versao,
  };
  const salva = ok(
    'editar cotação',
    await api.PUT('/api/Cotacoes/{id}', { params: { path }, body: editada, headers: staff }),
  );
  roundTrip('CotacaoInputDto', editada, salva);
  roundTrip(
    'CotacaoInputDto',
    editada,
    ok('ler', await api.GET('/api/Cotacoes/{id}', { params: { path }, headers: staff })),
  );

  ok('enviar', await api.POST('/api/Cotacoes/{id}/enviar', { params: { path }, headers: staff }));
  await mensagens(api, c, criada.id);

  const recusa: Sent<'RecusaInputDto'> = { motivo: 'Preço acima do orçamento' };
  const recusada = ok(
    'recusar',
    await api.POST('/api/minhas-cotacoes/{id}/recusar', { params: { path }, body: recusa, headers: cliente }),
  );
  roundTrip('RecusaInputDto', recusa, recusada);

  // A revision of the refused one, sent and accepted: the order and the revisions show.
  const revisao = ok('revisar', await api.POST('/api/Cotacoes/{id}/revisar', { params: { path }, headers: staff }));
  const revPath = { id: revisao.id };
  ok('enviar revisão', await api.POST('/api/Cotacoes/{id}/enviar', { params: { path: revPath }, headers: staff }));
  const aceite = ok(
    'aceitar',
    await api.POST('/api/minhas-cotacoes/{id}/aceitar', { params: { path: revPath }, headers: cliente }),
  );
  const vista = ok(
    'ler aceita',
    await api.GET('/api/minhas-cotacoes/{id}', { params: { path: revPath }, headers: cliente }),
  );
  if (vista.pedidoId !== aceite.pedidoId) throw new Error(`pedido ${aceite.pedidoId} != ${vista.pedidoId}`);
  ok(
    'minhas cotações',
    await api.GET('/api/minhas-cotacoes', { params: { query: { pageSize: 15 } }, headers: cliente }),
  );
  ok('busca', await api.GET('/api/Cotacoes', { params: { query: { pageSize: 15 } }, headers: staff }));
  ok('pedidos', await api.GET('/api/clientes/{id}/pedidos', { params: { path: { id: c.clienteId } }, headers: staff }));
  ok('histórico', await api.GET('/api/Cotacoes/{id}', { params: { path: revPath }, headers: staff }));

  // The refused one as staff read it: its history (with the reason), the next revision.
  ok('recusada', await api.GET('/api/Cotacoes/{id}', { params: { path }, headers: staff }));

  // A copy for another customer, sent and cancelled; one for the same customer, refused without a reason.
  for (const clienteId of [c.outroClienteId, c.clienteId]) {
    const destino: Sent<'DuplicarInputDto'> = { clienteId };
    const copia = ok(
      'duplicar',
      await api.POST('/api/Cotacoes/{id}/duplicar', { params: { path }, body: destino, headers: staff }),
    );
    roundTrip('DuplicarInputDto', destino, copia);
    const copiaPath = { path: { id: copia.id } };
    ok('enviar cópia', await api.POST('/api/Cotacoes/{id}/enviar', { params: copiaPath, headers: staff }));
    if (clienteId !== c.clienteId) {
      ok('cancelar', await api.POST('/api/Cotacoes/{id}/cancelar', { params: copiaPath, headers: staff }));
      continue;
    }
    const semMotivo: Sent<'RecusaInputDto'> = { motivo: null };
    const sem = ok(
      'recusar',
      await api.POST('/api/minhas-cotacoes/{id}/recusar', { params: copiaPath, body: semMotivo, headers: cliente }),
    );
    roundTrip('RecusaInputDto', semMotivo, sem);
  }
  const rascunho = ok(
    'duplicar',
    await api.POST('/api/Cotacoes/{id}/duplicar', {
      params: { path },
      body: { clienteId: c.clienteId },
      headers: staff,
    }),
  );
  ok(
    'excluir rascunho',
    await api.DELETE('/api/Cotacoes/{id}', { params: { path: { id: rascunho.id } }, headers: staff }),
  );

  // Paid by Pix (issue 29): sent, then the customer reads its BR Code and QR.
  const comPix = ok('criar com Pix', await api.POST('/api/Cotacoes', { body: nova, headers: staff }));
  const pixPath = { path: { id: comPix.id } };
  ok('enviar com Pix', await api.POST('/api/Cotacoes/{id}/enviar', { params: pixPath, headers: staff }));
  ok('pix', await api.GET('/api/minhas-cotacoes/{id}/pix', { params: pixPath, headers: cliente }));
  return { cotacaoId: revisao.id, pedidoId: aceite.pedidoId };
}

/** A question from the customer, the answer from staff; both threads read back. */
async function mensagens(api: Api, c: Cotacoes, id: number): Promise<void> {
  const path = { id };
  const pergunta: Sent<'CotacaoMensagemInputDto'> = { texto: 'O prazo pode ser de 5 dias?' };
  const perguntada = ok(
    'perguntar',
    await api.POST('/api/minhas-cotacoes/{id}/mensagens', { params: { path }, body: pergunta, headers: c.cliente }),
  );
  roundTrip('CotacaoMensagemInputDto', pergunta, perguntada);
  const resposta: Sent<'CotacaoMensagemInputDto'> = { texto: 'Sim, sem custo adicional.' };
  const respondida = ok(
    'responder',
    await api.POST('/api/Cotacoes/{id}/mensagens', { params: { path }, body: resposta, headers: c.staff }),
  );
  roundTrip('CotacaoMensagemInputDto', resposta, respondida);
  const daEquipe = ok(
    'mensagens',
    await api.GET('/api/Cotacoes/{id}/mensagens', { params: { path }, headers: c.staff }),
  );
  const doCliente = ok(
    'mensagens',
    await api.GET('/api/minhas-cotacoes/{id}/mensagens', { params: { path }, headers: c.cliente }),
  );
  for (const thread of [daEquipe, doCliente]) {
    if (thread.map((m) => m.texto).join('|') !== `${pergunta.texto}|${resposta.texto}`)
      throw new Error('conversa incompleta');
  }
}
