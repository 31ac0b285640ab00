// A consumer of the API, typed only by the client generated from the served document: signs in,
// searches customers by name and reads the first one found. Prints one JSON line.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/schema.js';

// Code written against the schema names of an older document still compiles.
type Schemas = components['schemas'];
export const formerNames = (user: Schemas['UsuarioInternoDto']): Schemas['InternalUserDto'] => user;

const { BASE_URL, EMAIL, PASSWORD, NOME } = process.env;
const api = createClient<paths>({ baseUrl: BASE_URL });

const login = await api.POST('/api/auth/login', { body: { email: EMAIL!, password: PASSWORD! } });
if (!login.data) throw new Error(`login: ${login.response.status} ${login.error?.message}`);
const headers = { Authorization: `Bearer ${login.data.token}` };

const found = await api.GET('/api/Clientes', { params: { query: { nome: NOME, pageSize: 15 } }, headers });
if (!found.data) throw new Error(`busca: ${found.error?.message}`);
const first = found.data.data[0];

const one = await api.GET('/api/Clientes/{id}', { params: { path: { id: first.id } }, headers });
if (!one.data) throw new Error(`cliente ${first.id}: ${one.error?.message}`);

const missing = await api.GET('/api/Clientes/{id}', { params: { path: { id: 99999999 } }, headers });
process.stdout.write(
  `${JSON.stringify({
    totalCount: found.data.totalCount,
    nome: one.data.nome,
    cpf: one.data.cpf,
    tipo: one.data.tipo_pessoa,
    missingStatus: missing.response.status,
    missingMessage: missing.error?.message,
  })}\n`,
);
