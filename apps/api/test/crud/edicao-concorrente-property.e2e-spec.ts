import fc from 'fast-check';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { armazenado, edicoesAuditadas, REGISTROS, type RegistroEditavel } from '../support/registros-editaveis.js';

// F2 as an invariant: generated interleavings of reads and saves by three sessions on one record (some
// saves sent at the same instant), against a model that knows only the stored version.
// - a save is accepted only if no other save was accepted since its session read the record;
// - every accepted change is what the record holds until a later accepted save, which read it;
// - the audit trail has one entry per accepted save, in order, and none for a refused one;
// - a save that changes nothing (the read record sent back) writes nothing: from the current version
//   it is a 200 that leaves the version where it was, so it never makes another session stale.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Passo = { ler: number } | { salvar: number } | { igual: number } | { juntos: [number, number] };

const sessao = fc.nat(2);
const passo: fc.Arbitrary<Passo> = fc.oneof(
  { weight: 3, arbitrary: sessao.map((s) => ({ ler: s })) },
  { weight: 3, arbitrary: sessao.map((s) => ({ salvar: s })) },
  { weight: 2, arbitrary: sessao.map((s) => ({ igual: s })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(sessao, sessao)
      .filter(([a, b]) => a !== b)
      .map((juntos) => ({ juntos })),
  },
);

interface Modelo {
  versao: number;
  valor: unknown;
  /** The version each session read (undefined: not yet). */
  lida: (number | undefined)[];
  corpos: Record<string, unknown>[];
  aceitos: string[];
}

let seq = 0;

async function executar(registro: RegistroEditavel, passos: Passo[]) {
  const { id, sessoes } = await registro.criar(t);
  const modelo: Modelo = { versao: 0, valor: await armazenado(t, registro, id), lida: [], corpos: [], aceitos: [] };

  const ler = async (s: number) => {
    const { body } = await registro.ler(t, sessoes[s]!, id).expect(200);
    expect([body.versao, body[registro.campo]]).toEqual([modelo.versao, modelo.valor]);
    modelo.lida[s] = body.versao;
    modelo.corpos[s] = body;
  };
  // A save from what the session read (it reads first if it never did), with a value never used before.
  const salvar = (s: number) => {
    const valor = registro.valor(++seq);
    return { valor, resposta: registro.salvar(t, sessoes[s]!, id, modelo.corpos[s]!, { [registro.campo]: valor }) };
  };
  const aceitar = (valor: string, versao: number) => {
    modelo.versao += 1;
    modelo.valor = valor;
    modelo.aceitos.push(valor);
    expect(versao).toBe(modelo.versao);
  };
  const recusado = (resposta: { status: number; body: { message?: string } }) =>
    expect([resposta.status, resposta.body.message]).toEqual([409, SERVER_MESSAGES.registroAlterado]);

  for (const p of passos) {
    if ('ler' in p) await ler(p.ler);
    else if ('salvar' in p) {
      if (modelo.lida[p.salvar] === undefined) await ler(p.salvar);
      const atual = modelo.lida[p.salvar] === modelo.versao;
      const { valor, resposta } = salvar(p.salvar);
      const r = await resposta;
      if (atual) {
        expect(r.status).toBe(200);
        aceitar(valor, r.body.versao);
      } else recusado(r);
    } else if ('igual' in p) {
      if (modelo.lida[p.igual] === undefined) await ler(p.igual);
      const r = await registro.salvar(t, sessoes[p.igual]!, id, modelo.corpos[p.igual]!, {});
      // Nothing changes in the model: no version, no value, no audit entry.
      if (modelo.lida[p.igual] === modelo.versao) expect([r.status, r.body.versao]).toEqual([200, modelo.versao]);
      else recusado(r);
    } else {
      for (const s of p.juntos) if (modelo.lida[s] === undefined) await ler(s);
      const atuais = p.juntos.filter((s) => modelo.lida[s] === modelo.versao).length;
      const envios = p.juntos.map(salvar);
      const respostas = await Promise.all(envios.map((e) => e.resposta));
      // Of saves sent together from the current version, exactly one is accepted; from a stale one, none.
      const aceitas = respostas.flatMap((r, i) => (r.status === 200 ? [i] : []));
      expect(aceitas).toHaveLength(Math.min(atuais, 1));
      for (const r of respostas) if (r.status !== 200) recusado(r);
      for (const i of aceitas) aceitar(envios[i]!.valor, respostas[i]!.body.versao);
    }
    expect(await armazenado(t, registro, id)).toBe(modelo.valor);
  }
  const auditadas = await edicoesAuditadas(t, registro, id);
  expect(auditadas.map((mudanca) => mudanca[registro.campo])).toEqual(modelo.aceitos);
}

describe('two or three sessions editing one record (property)', () => {
  it.each(REGISTROS.map((registro) => [registro.nome, registro] as const))(
    '%s: a save is accepted only from the current version; accepted changes persist and are audited once',
    async (_nome, registro) => {
      await fc.assert(
        fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 8 }), (passos) => executar(registro, passos)),
        { numRuns: 6, seed: 20261129 },
      );
    },
    120_000,
  );
});
