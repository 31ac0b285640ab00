import fc from 'fast-check';
import { cnpjFromSeed, cpfFrom } from '@portal/test-support';
import { closeAll } from '../support/app-pairs.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { linkParams } from '../accounts/helpers.js';
import { startCadastroApp } from './cadastro-helpers.js';

// Model-based: sequences of self-registrations with the same or other documents and addresses,
// confirmations and staff actions, over the real API and database. Invariants: at most one customer
// per document; a confirmed or staff-touched customer is never replaced (409, unchanged); a replaced
// registration's links are dead; the stored data is the last accepted registration's, nothing of before.
type Comando =
  | { tipo: 'registrar'; doc: number; email: number; nome: string; razao: string | null }
  | { tipo: 'confirmar'; doc: number }
  | { tipo: 'equipe'; doc: number };

const comando: fc.Arbitrary<Comando> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      tipo: fc.constant('registrar' as const),
      doc: fc.nat(1),
      email: fc.nat(2),
      nome: fc.constantFrom('Ana Primeira', 'Bia Segunda', 'Caio Terceiro'),
      razao: fc.constantFrom(null, 'Firma Um Ltda', 'Firma Dois Ltda'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('confirmar' as const), doc: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('equipe' as const), doc: fc.nat(1) }) },
);

interface Registro {
  clienteId: number;
  userId: number;
  nome: string;
  email: string;
  razao: string | null;
  pendente: boolean;
}

describe('pending self-registrations (property)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let rodada = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startCadastroApp({ PUBLIC_FORM_MAX_PER_HOUR: '100000' }));
    staff = await callerFor(t, 'ADMIN');
  });
  afterAll(() => closeAll(smtp, t));

  /** The set-password link mailed to a login, waiting for the queue to deliver it. */
  async function linkDe(userId: number): Promise<{ userId: string; token: string }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      for (const mail of smtp.messages) {
        const link = mail.links.find((href) => href.includes(`userId=${userId}&`));
        if (link) return linkParams({ ...mail, links: [link] });
      }
      if (Date.now() > deadline) throw new Error(`sem link para o login ${userId}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function noBanco(doc: string, pj: boolean) {
    const { rows } = await t.db.query(
      `SELECT c.id AS "clienteId", c.nome, c.razao_social, c.email_faturamento,
              json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name) ORDER BY u.id) AS logins
         FROM clientes c LEFT JOIN users u ON u.cliente_id = c.id
        WHERE ${pj ? 'c.cnpj' : 'c.cpf'} = $1 GROUP BY c.id`,
      [doc],
    );
    return rows;
  }

  it('at most one customer per document, touched ones never replaced, replaced links dead, last data wins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(comando, { minLength: 2, maxLength: 7 }), async (comandos) => {
        rodada++;
        const docs = [cpfFrom(700000000 + rodada), cnpjFromSeed(70000000 + rodada)];
        const emails = ['a', 'b', 'c'].map((x) => `r${rodada}.${x}@prop.test`);
        const modelo: (Registro | undefined)[] = [undefined, undefined];
        const mortos: number[] = [];

        for (const c of comandos) {
          const pj = c.doc === 1;
          const atual = modelo[c.doc];
          if (c.tipo === 'registrar') {
            const email = emails[c.email];
            const body = pj
              ? { tipo_pessoa: 'pj', nome: c.nome, email, cnpj: docs[1], razao_social: c.razao }
              : { tipo_pessoa: 'pf', nome: c.nome, email, cpf: docs[0] };
            const dono = modelo.findIndex((r) => r?.email === email);
            const response = await t.http.post('/api/public/PublicClientes').send(body);
            if (atual && !atual.pendente) {
              expect(response.status).toBe(409);
            } else if (dono >= 0 && dono !== c.doc) {
              expect(response.status).toBe(201); // the address's owner is told; nothing changes
            } else {
              expect(response.status).toBe(201);
              if (atual) mortos.push(atual.userId);
              const [linha] = await noBanco(docs[c.doc], pj);
              modelo[c.doc] = {
                clienteId: linha.clienteId,
                userId: linha.logins[0].id,
                nome: c.nome,
                email,
                razao: pj ? c.razao : null,
                pendente: true,
              };
            }
          } else if (c.tipo === 'confirmar' && atual?.pendente) {
            const link = await linkDe(atual.userId);
            await t.http
              .post('/api/auth/reset-password')
              .send({ ...link, newPassword: 'Prop2024senha' })
              .expect(200);
            atual.pendente = false;
          } else if (c.tipo === 'equipe' && atual) {
            await t.http
              .post(`/api/Clientes/${atual.clienteId}/usuarios`)
              .set(staff.auth)
              .send({ nome: 'Contato Da Equipe', email: `equipe.${atual.clienteId}.${rodada}@prop.test` })
              .expect(201);
            atual.pendente = false;
          }

          for (const [i, esperado] of modelo.entries()) {
            const linhas = await noBanco(docs[i], i === 1);
            if (!esperado) {
              expect(linhas).toEqual([]);
              continue;
            }
            expect(linhas).toHaveLength(1);
            const [linha] = linhas;
            expect(linha.clienteId).toBe(esperado.clienteId);
            expect(linha.logins[0]).toEqual({ id: esperado.userId, email: esperado.email, name: esperado.nome });
            expect(linha.razao_social).toBe(esperado.razao?.toUpperCase() ?? null);
            expect(linha.email_faturamento).toBe(esperado.email);
            if (i === 0) expect(linha.nome).toBe(esperado.nome);
          }
        }

        const { rows } = await t.db.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1)', [mortos]);
        expect(rows[0].n).toBe(0);
        // A replaced login's e-mail still in the queue was deleted with it; one already delivered has a dead link.
        await smtp.drained(t.db);
        for (const userId of mortos) {
          const mail = smtp.messages.find((m) => m.links.some((href) => href.includes(`userId=${userId}&`)));
          if (!mail) continue;
          const link = await linkDe(userId);
          const check = await t.http.get('/api/auth/check-reset-token').query(link).expect(200);
          expect(check.body.valid).toBe(false);
        }
      }),
      { numRuns: 15, seed: 20261201 },
    );
  }, 120_000);
});
