import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { convidar, entrar, SENHA_CONTATO, type Contato } from './contatos.js';
import { alteradas, quemCita, retratar } from './retrato.js';
import { procurarEmTodoOBanco } from './varredura.js';
import { cotacao, criarProdutos } from './vizinhos.js';

// Issue 26, invariants of a contact's own deletion, over generated customers whose contacts overlap
// (the same names, phones, addresses that differ only in case, a namesake at another customer):
// 1. each contact's export holds nothing that is only another contact's;
// 2. the deletion changes or removes no row that does not name the contact (by address or user id):
//    every other row of the database (the queue's schema included) stays byte for byte;
// 3. nothing of the contact's is left anywhere; the customer's record is as staff saw it;
// 4. the other contacts still sign in and see every quotation of the customer and its order.

const NOMES = ['Zuleica Brum', 'Quirino Tico', 'Zuleica Tico'];
const TELEFONES = ['119876543', '119123456']; // + two digits of the round: people of one round overlap
const caso = (texto: string, n: number) => [texto, texto.toUpperCase(), texto.toLowerCase()][n % 3];

const contato = fc.record({
  nome: fc.nat(NOMES.length - 1),
  caixa: fc.nat(2),
  telefone: fc.nat(TELEFONES.length - 1),
  pergunta: fc.boolean(),
  faleConosco: fc.boolean(),
  resposta: fc.constantFrom('nada', 'aceita', 'recusa'),
});
const mundo = fc.record({
  tipo: fc.constantFrom('pf' as const, 'pj' as const),
  contatos: fc.array(contato, { minLength: 2, maxLength: 3 }),
  cotacoes: fc.integer({ min: 1, max: 2 }),
  vitima: fc.nat(2),
  xara: fc.boolean(), // a namesake with the same phone at another customer
});

describe('LGPD (property): a contact’s deletion erases that contact and changes no one else’s row', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let produtos: number[];
  let rodada = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
      PERSONAL_DATA_EXPORTS_PER_DAY: '1000',
    }));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    produtos = await criarProdutos(t);
  });
  afterAll(() => closeAll(smtp, t));

  type Gerado = Contato & { telefone: string };

  async function faleConosco(c: Gerado) {
    await t.http
      .post('/api/public/contato')
      .set(c.auth)
      .send({ nome: c.nome, email: c.email, telefone: c.telefone, mensagem: `Recado de ${c.email}` })
      .expect(200);
  }

  it('holds for generated customers with overlapping contacts', async () => {
    await fc.assert(
      fc.asyncProperty(mundo, async (m) => {
        rodada++;
        const { id: clienteId } = await insertCliente(t.db, {
          tipo_pessoa: m.tipo,
          nome: `Cliente Rodada ${rodada}`,
          email_faturamento: `fin.${rodada}@cliente.com.br`,
        });
        const contatos: Gerado[] = [];
        for (const [i, c] of m.contatos.entries()) {
          const nome = caso(`${NOMES[c.nome]} R${rodada}`, c.caixa);
          const email = caso(`${NOMES[c.nome].split(' ')[0]}.${rodada}.${i}@cliente.com.br`, c.caixa);
          const novo = await convidar(t, smtp, staff, clienteId, { nome, email });
          contatos.push({ ...novo, telefone: `${TELEFONES[c.telefone]}${String(rodada).padStart(2, '0')}` });
        }
        if (m.xara) {
          const { id: outro } = await insertCliente(t.db, { tipo_pessoa: 'pj', nome: `Vizinha ${rodada}` });
          const xara = await convidar(t, smtp, staff, outro, {
            nome: contatos[0].nome,
            email: `xara.${rodada}@vizinha.com.br`,
          });
          await faleConosco({ ...xara, telefone: contatos[0].telefone });
        }
        const cotacoes: number[] = [];
        for (let n = 0; n < m.cotacoes; n++) cotacoes.push(await cotacao(t, staff, clienteId, produtos, null));
        for (const [i, c] of m.contatos.entries()) {
          const eu = contatos[i];
          const alvo = cotacoes[i % cotacoes.length];
          if (c.pergunta) {
            await t.http
              .post(`/api/minhas-cotacoes/${alvo}/mensagens`)
              .set(eu.auth)
              .send({ texto: `Pergunta ${i}: qual o prazo?` })
              .expect(201);
          }
          if (c.faleConosco) await faleConosco(eu);
          if (c.resposta !== 'nada') {
            const acao = c.resposta === 'aceita' ? 'aceitar' : 'recusar';
            // Another contact may have answered it already: then 409, and nothing changes.
            const r = await t.http.post(`/api/minhas-cotacoes/${alvo}/${acao}`).set(eu.auth).send({ motivo: 'Caro' });
            expect([200, 409]).toContain(r.status);
          }
        }
        await smtp.drained(t.db);

        // 1. The export: nothing that is only another contact's.
        for (const eu of contatos) {
          const texto = (await t.http.get('/api/meusdados/exportar').set(eu.auth).expect(200)).text.toLowerCase();
          for (const outro of contatos.filter((o) => o !== eu)) {
            const soDele = [outro.email, `recado de ${outro.email}`, outro.nome.toLowerCase(), outro.telefone].filter(
              (v) => ![eu.email, eu.nome.toLowerCase(), eu.telefone].includes(v),
            );
            expect(soDele.filter((v) => texto.includes(v))).toEqual([]);
          }
        }

        // The victim: for a pf, never its first login (the titular, whose deletion anonymises the customer).
        const inicio = m.tipo === 'pf' ? 1 : 0;
        const vitima = contatos[inicio + (m.vitima % (contatos.length - inicio))];
        const outros = contatos.filter((c) => c !== vitima);
        const ficha = (await t.http.get(`/api/Clientes/${clienteId}`).set(staff.auth).expect(200)).body;
        const antes = await retratar(t.db);
        const dela = await quemCita(t.db, vitima.userId, vitima.email);
        await t.http.post('/api/meusdados/excluir-conta').set(vitima.auth).send({ senha: SENHA_CONTATO }).expect(200);
        await smtp.drained(t.db);

        // 2. Only rows that named her changed (and the deletion's own rate-limit counter).
        const proprioLimite = (linha: string) => linha.startsWith('public.throttle_counters (excluir-conta:');
        expect(alteradas(antes, await retratar(t.db), dela).filter((l) => !proprioLimite(l))).toEqual([]);

        // 3. Nothing of hers left; the customer's record as staff saw it.
        const deOutros = [...outros, ...(m.xara ? [{ nome: contatos[0].nome, telefone: contatos[0].telefone }] : [])];
        const soDela = [vitima.email, `Recado de ${vitima.email}`, vitima.nome, vitima.telefone].filter(
          (v) => !deOutros.some((o) => [o.nome.toLowerCase(), o.telefone].includes(v.toLowerCase())),
        );
        expect(await procurarEmTodoOBanco(t.db, soDela)).toEqual([]);
        expect((await t.http.get(`/api/Clientes/${clienteId}`).set(staff.auth).expect(200)).body).toEqual(ficha);

        // 4. The others sign in and see every quotation and the order of an accepted one.
        const { rows: pedidos } = await t.db.query<{ cotacao_id: number; id: number }>(
          'SELECT cotacao_id, id FROM pedidos WHERE cliente_id = $1',
          [clienteId],
        );
        for (const o of outros) {
          const sessao = await entrar(t, o.email);
          expect(sessao.status).toBe(200);
          const lista = await t.http.get('/api/minhas-cotacoes?pageSize=50').set(sessao.auth).expect(200);
          const vistas = lista.body.data.map((q: { id: number; pedidoId: number | null }) => [q.id, q.pedidoId]);
          const esperadas = cotacoes.map((id) => [id, pedidos.find((p) => p.cotacao_id === id)?.id ?? null]);
          expect(vistas.sort()).toEqual(esperadas.sort());
        }
        expect((await entrar(t, vitima.email)).status).toBe(401);
      }),
      { numRuns: 6, seed: 2026112610, endOnFailure: true },
    );
  }, 240_000);
});
