// A consumer of the API, typed only by the client generated from the served document. It searches
// customers, then sends every field of every back-office and quotation input and reads the answers
// (cadastros.ts, cotacoes.ts). Prints one JSON line: what it saw, every call, every round trip.
import { clientes, produtos, usuariosInternos } from './cadastros.ts';
import { cotacoes } from './cotacoes.ts';
import { pedidos } from './pedidos.ts';
import { exchanges, newClient, ok, roundTrips, signIn, type Schemas } from './recorder.ts';

// Code written against the schema names of an older document still compiles.
export const formerNames = (user: Schemas['UsuarioInternoDto']): Schemas['InternalUserDto'] => user;

const { BASE_URL, EMAIL, PASSWORD, NOME, CLIENTE_EMAIL, CLIENTE_PASSWORD, CLIENTE_ID } = process.env;
const { EMPRESA_ID, EMPRESA_EMAIL, EMPRESA_PASSWORD } = process.env;
const api = newClient(BASE_URL!);
const headers = await signIn(api, EMAIL!, PASSWORD!);

const found = ok('busca', await api.GET('/api/Clientes', { params: { query: { nome: NOME, pageSize: 15 } }, headers }));
const first = found.data[0];
const one = ok(
  `cliente ${first.id}`,
  await api.GET('/api/Clientes/{id}', { params: { path: { id: first.id } }, headers }),
);
const missing = await api.GET('/api/Clientes/{id}', { params: { path: { id: 99999999 } }, headers });

await usuariosInternos(api, headers);
const produtoIds = await produtos(api, headers);
const outroClienteId = await clientes(api, headers);
const clienteId = Number(CLIENTE_ID);
const cliente = await signIn(api, CLIENTE_EMAIL!, CLIENTE_PASSWORD!);
// The customer's own logins, one of which has just signed in (ultimoAcesso).
ok('logins', await api.GET('/api/Clientes/{id}/usuarios', { params: { path: { id: clienteId } }, headers }));
const aceita = await cotacoes(api, { staff: headers, cliente, clienteId, produtos: produtoIds, outroClienteId });
const empresa = {
  id: Number(EMPRESA_ID),
  login: await signIn(api, EMPRESA_EMAIL!, EMPRESA_PASSWORD!),
  produtoId: produtoIds[0],
};
await pedidos(api, { staff: headers, aceita: { ...aceita, cliente }, empresa });

process.stdout.write(
  `${JSON.stringify({
    busca: {
      totalCount: found.totalCount,
      nome: one.nome,
      cpf: one.cpf,
      tipo: one.tipo_pessoa,
      missingStatus: missing.response.status,
      missingMessage: missing.error?.message,
    },
    exchanges,
    roundTrips,
  })}\n`,
);
