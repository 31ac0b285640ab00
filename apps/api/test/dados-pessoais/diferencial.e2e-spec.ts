import fc from 'fast-check';
import { maskCep, maskCpf, maskPhone } from '@portal/shared/masks';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { alteradas, novas, retratar, textos } from './retrato.js';
import { criarProdutos, criarVizinha, type Dados } from './vizinhos.js';

// Issue 25: fast-check builds people who overlap (street, district, postcode, name parts, the
// company's name, phone, one another's e-mail as billing address, in other cases and formats).
// Each one's export holds nothing that is only another's; deleting one changes no row of anyone else
// (every table, the queue's schema included) and leaves none of her values in the rows she owned.

const SENHA = 'Senha-forte-9'; // insertUser's password
const EMPRESA = 'Portal Cotacoes Ltda';
const caso = (texto: string, n: number) => [texto, texto.toUpperCase(), texto.toLowerCase()][n % 3];

const pessoa = fc.record({
  primeiro: fc.constantFrom('Zuleica', 'Quirino', 'Yolanda', 'Wenceslau'),
  ultimo: fc.constantFrom('Xavante Brum', 'Jurema Tico', 'Otaviano'),
  nomeDaEmpresa: fc.boolean(),
  rua: fc.nat(1),
  bairro: fc.nat(1),
  cep: fc.nat(1),
  caixa: fc.nat(2),
  telefone: fc.constantFrom('11987654321', '11912345678'),
  formatoTelefone: fc.nat(3), // the form takes all but +55 (13 digits)
  faturamentoDe: fc.option(fc.nat(2), { nil: undefined }),
  // Someone else writes to Fale conosco, signed out, with her confirmed login address (F3).
  estranho: fc.option(
    fc.record({
      nome: fc.constantFrom('Estranho Wagner Lima', 'Forasteira Ivone Paz'),
      telefone: fc.integer({ min: 0, max: 99_999_999 }).map((n) => `319${String(n).padStart(8, '0')}`),
      ip: fc.tuple(fc.integer({ min: 50, max: 250 }), fc.nat(255), fc.nat(255)).map((p) => `10.${p.join('.')}`),
    }),
    { nil: undefined },
  ),
});
const mundo = fc.record({
  pessoas: fc.array(pessoa, { minLength: 2, maxLength: 3 }),
  vitima: fc.nat(2),
  pelaEquipe: fc.boolean(),
});

const RUAS = ['Rua das Acácias Zebradas', 'Travessa Quimera'];
const BAIRROS = ['Bela Vista', 'Vila Xaréu'];
const CEPS = ['01310100', '13015904'];

/** A phone as people type it. */
function formatado(digitos: string, n: number): string {
  const local = `${digitos.slice(2, -4)}-${digitos.slice(-4)}`;
  const ddd = digitos.slice(0, 2);
  return [digitos, maskPhone(digitos), `(${ddd}) ${local}`, `${ddd} ${local}`, `+55 ${ddd} ${local}`][n % 5];
}

/** Every form in which a value of hers could have been kept. */
function variantes(d: Dados, cpf: string): string[] {
  const telefone = [0, 1, 2, 3, 4].map((n) => formatado(d.telefone, n));
  const textos = [d.nome, d.email, d.emailFaturamento, d.logradouro, d.bairro, d.complemento];
  return [
    ...textos.flatMap((texto) => [0, 1, 2].map((n) => caso(texto, n))),
    ...telefone,
    d.cep,
    maskCep(d.cep),
    cpf,
    maskCpf(cpf),
  ];
}

describe('LGPD (property): people who overlap stay apart in the export and in the anonymisation', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let admin: Caller;
  let produtos: number[];
  let rodada = 0;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
      PERSONAL_DATA_EXPORTS_PER_DAY: '1000',
      TRUST_PROXY: 'true',
    }));
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    admin = await callerFor(t, 'ADMIN', { name: 'Alice Administradora' });
    produtos = await criarProdutos(t);
  });
  afterAll(() => closeAll(smtp, t));

  type Estranho = { nome: string; telefone: string; ip: string };

  async function criar(dados: Dados, estranho?: Estranho) {
    await smtp.drained(t.db);
    const antes = await retratar(t.db);
    const v = await criarVizinha(t, staff, produtos, dados);
    if (estranho) {
      await t.http
        .post('/api/public/contato')
        .set('X-Forwarded-For', estranho.ip)
        .send({
          nome: estranho.nome,
          email: dados.email,
          telefone: estranho.telefone,
          mensagem: 'Mensagem do estranho.',
        })
        .expect(200);
    }
    await smtp.drained(t.db);
    const { rows } = await t.db.query<{ cpf: string }>('SELECT cpf FROM clientes WHERE id = $1', [v.clienteId]);
    return { v, linhas: novas(antes, await retratar(t.db)), cpf: rows[0].cpf };
  }

  it('holds for generated overlapping people', async () => {
    await fc.assert(
      fc.asyncProperty(mundo, async ({ pessoas, vitima, pelaEquipe }) => {
        rodada++;
        const emails = pessoas.map((_, i) => `pessoa${rodada}.${i}@exemplo.com.br`);
        const dados: Dados[] = pessoas.map((p, i) => ({
          nome: p.nomeDaEmpresa ? EMPRESA : caso(`${p.primeiro} ${p.ultimo}`, p.caixa),
          email: emails[i],
          // Only an earlier person's address: sending to a billing e-mail with no login invites it
          // (creates a login for this customer), so a later person could not take that address.
          emailFaturamento: caso(emails[(p.faturamentoDe ?? i) % (i + 1)], p.caixa),
          telefone: p.telefone,
          telefoneContato: formatado(p.telefone, p.formatoTelefone),
          cep: CEPS[p.cep],
          logradouro: caso(RUAS[p.rua], p.caixa),
          bairro: caso(BAIRROS[p.bairro], p.caixa + 1),
          complemento: caso(`Casa ${p.primeiro}`, p.caixa),
        }));
        const criadas = [];
        for (const [i, d] of dados.entries()) criadas.push(await criar(d, pessoas[i].estranho));

        // The export: nothing that belongs only to someone else.
        for (const [i, eu] of criadas.entries()) {
          const response = await t.http.get('/api/meusdados/exportar').set(eu.v.auth).expect(200);
          const meu = [...variantes(eu.v.dados, eu.cpf), `Sou ${eu.v.dados.nome}.`].join('\n').toLowerCase();
          const texto = response.text.toLowerCase();
          for (const outra of criadas.filter((_, j) => j !== i)) {
            const soDela = [...variantes(outra.v.dados, outra.cpf), `Sou ${outra.v.dados.nome}.`].filter(
              (valor) => !meu.includes(valor.toLowerCase()),
            );
            expect(soDela.filter((valor) => texto.includes(valor.toLowerCase()))).toEqual([]);
          }
          // A stranger who typed her address hands nothing of theirs over through her export.
          const estranho = pessoas[i].estranho;
          if (estranho) {
            const deles = [
              estranho.nome,
              estranho.telefone,
              maskPhone(estranho.telefone),
              estranho.ip,
              'Mensagem do estranho.',
            ];
            expect(deles.filter((valor) => texto.includes(valor.toLowerCase()))).toEqual([]);
          }
          const { tabelas } = JSON.parse(response.text) as { tabelas: Record<string, { id: number }[]> };
          expect(tabelas.cotacoes.map((c) => c.id)).toEqual([eu.v.cotacaoRecusada]);
          expect(tabelas.clientes.map((c) => c.id)).toEqual([eu.v.clienteId]);
        }

        // The anonymisation: every row of everyone else identical; none of her values in her rows.
        const alvo = criadas[vitima % criadas.length];
        await smtp.drained(t.db);
        const antes = await retratar(t.db);
        if (pelaEquipe) {
          await t.http
            .post(`/api/Clientes/${alvo.v.clienteId}/anonimizar`)
            .set(admin.auth)
            .send({ motivo: 'Pedido por e-mail' })
            .expect(200);
        } else {
          await t.http.post('/api/meusdados/excluir-conta').set(alvo.v.auth).send({ senha: SENHA }).expect(200);
        }
        await smtp.drained(t.db);
        // The deletion request counts itself in its rate limit (a counter per IP, shared by everyone).
        const proprioLimite = (linha: string) => linha.startsWith('public.throttle_counters (excluir-conta:');
        expect(alteradas(antes, await retratar(t.db), alvo.linhas).filter((l) => !proprioLimite(l))).toEqual([]);
        const restos = await textos(t.db, alvo.linhas);
        const valores = variantes(alvo.v.dados, alvo.cpf).map((valor) => valor.toLowerCase());
        expect(restos.filter((linha) => valores.some((valor) => linha.toLowerCase().includes(valor)))).toEqual([]);
      }),
      { numRuns: 5, seed: 20261125, endOnFailure: true },
    );
  }, 240_000);
});
