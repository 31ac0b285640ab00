import type { Test } from 'supertest';
import { insertCliente, nextNumber } from '@portal/test-support';
import { insertUser, tokenFor, type TestApp } from './test-app.js';
import { callerFor } from './backoffice-helpers.js';

type Auth = { Authorization: string };
type Body = Record<string, unknown>;

/**
 * A record that two people can have open in a form at once (trust finding F2): how a session reads
 * it, how its form sends back what it read with some fields changed, and where its name is stored.
 * The form sends the read record back as it is (the `versao` it read included); `semVersao` drops it,
 * as a program written before the field existed does.
 */
export interface RegistroEditavel {
  nome: string;
  /** The audit action of an accepted edit. */
  acao: string;
  /** A new record and three sessions that may edit it. */
  criar(t: TestApp): Promise<{ id: number; sessoes: Auth[] }>;
  ler(t: TestApp, auth: Auth, id: number): Test;
  salvar(t: TestApp, auth: Auth, id: number, lido: Body, mudancas: Body): Test;
  /** The field every generated edit changes (a valid value for any `n`), and another one (field, value, column). */
  campo: string;
  valor: (n: number) => string;
  outro: [string, string, string?];
  /** Its table, and that field's column. */
  tabela: string;
  coluna: string;
}

const staff = async (t: TestApp) => Promise.all([0, 1, 2].map(async () => (await callerFor(t, 'ADMIN')).auth));
const put = (t: TestApp, path: string, auth: Auth, body: Body) => t.http.put(path).set(auth).send(body);

/** The form's body: what it read, with the changes typed. */
const formulario = (lido: Body, mudancas: Body) => ({ ...lido, ...mudancas });

/** A back-office record: read and saved at /api/{path}/{id}. */
const porRota = (path: string): Pick<RegistroEditavel, 'ler' | 'salvar'> => ({
  ler: (t, auth, id) => t.http.get(`/api/${path}/${id}`).set(auth),
  salvar: (t, auth, id, lido, mudancas) => put(t, `/api/${path}/${id}`, auth, formulario(lido, mudancas)),
});

export const REGISTROS: RegistroEditavel[] = [
  {
    nome: 'Clientes',
    acao: 'CLIENTE_UPDATED',
    criar: async (t) => ({
      id: (await insertCliente(t.db, { nome: 'Ana Beatriz Lima', email_faturamento: 'ana@exemplo.com' })).id,
      sessoes: await staff(t),
    }),
    ...porRota('Clientes'),
    campo: 'nome',
    valor: (n) => `Cliente Editado ${n}`,
    outro: ['complemento', 'SALA 9'],
    tabela: 'clientes',
    coluna: 'nome',
  },
  {
    nome: 'Produtos',
    acao: 'PRODUTO_UPDATED',
    criar: async (t) => {
      const sessoes = await staff(t);
      const sku = `VE${nextNumber() % 10_000_000}`;
      const { body } = await t.http
        .post('/api/Produtos')
        .set(sessoes[0]!)
        .send({ sku, tipo: 'p', nome: 'Cabo de rede', descricao: 'Cat6', preco: 10 });
      return { id: body.id as number, sessoes };
    },
    ...porRota('Produtos'),
    campo: 'nome',
    valor: (n) => `Produto Editado ${n}`,
    outro: ['descricao', 'Cat6a blindado'],
    tabela: 'produtos',
    coluna: 'nome',
  },
  {
    nome: 'UsuariosInternos',
    acao: 'USUARIO_INTERNO_UPDATED',
    criar: async (t) => ({
      id: (await insertUser(t.db, 'COMERCIAL', { name: 'Vera Vendedora' })).id,
      sessoes: await staff(t),
    }),
    ...porRota('UsuariosInternos'),
    campo: 'name',
    valor: (n) => `Pessoa Editada ${n}`,
    outro: ['phoneNumber', '11987654321', 'phone_number'],
    tabela: 'users',
    coluna: 'name',
  },
  {
    nome: 'meusdados',
    acao: 'MEUS_DADOS_UPDATED',
    // Three logins of one customer (its contacts), each in its own session.
    criar: async (t) => {
      const cliente = await insertCliente(t.db, { nome: 'Ana Beatriz Lima', email_faturamento: 'ana@exemplo.com' });
      const sessoes = await Promise.all(
        [0, 1, 2].map(async () => {
          const user = await insertUser(t.db, 'CLIENTE', { clienteId: cliente.id, name: 'Ana Beatriz Lima' });
          return { Authorization: `Bearer ${await tokenFor(t.app, user, 'CLIENTE')}` };
        }),
      );
      return { id: cliente.id, sessoes };
    },
    ler: (t, auth) => t.http.get('/api/meusdados').set(auth),
    // The Meus Dados form sends the responsible person as three flat fields (pf: none).
    salvar: (t, auth, _id, { responsavel: _responsavel, ...lido }, mudancas) =>
      put(t, '/api/meusdados', auth, formulario(lido, mudancas)),
    campo: 'nome',
    valor: (n) => `Cliente Editado ${n}`,
    outro: ['complemento', 'sala 9'],
    tabela: 'clientes',
    coluna: 'nome',
  },
];

/** The stored value of the record's field. */
export async function armazenado(t: TestApp, registro: RegistroEditavel, id: number, coluna = registro.coluna) {
  const { rows } = await t.db.query(`SELECT ${coluna} AS valor FROM ${registro.tabela} WHERE id = $1`, [id]);
  return rows[0]?.valor as unknown;
}

/**
 * The audit entries of accepted edits of this record, oldest first, each as { field: new value }
 * (the staff entries record { de, para }, Meus Dados [before, after]).
 */
export async function edicoesAuditadas(t: TestApp, registro: RegistroEditavel, id: number) {
  const { rows } = await t.db.query<{ changes: Record<string, { para: unknown } | [unknown, unknown]> }>(
    `SELECT data->'changes' AS changes FROM audit_logs
      WHERE data->>'action' = $1 AND data->>'idObject' = $2 ORDER BY id`,
    [registro.acao, String(id)],
  );
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row.changes).map(([campo, mudanca]) => [
        campo,
        Array.isArray(mudanca) ? mudanca[1] : mudanca.para,
      ]),
    ),
  );
}

/** The read record without `versao`: what a program written before the field existed sends. */
export function semVersao({ versao: _versao, ...lido }: Body): Body {
  return lido;
}
