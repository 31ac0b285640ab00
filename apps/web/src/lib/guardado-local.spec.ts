import fc from 'fast-check';
import { descartarDoUsuario, descartarVencidos, guardarLocal, retomarLocal, VALIDADE_DIAS } from './guardado-local';

// F4's copy of a quotation's typing, kept in this browser when a session ends mid-edit, is personal
// data: it must not stay forever on a shared computer when its owner never reopens that quotation.
const DIA = 24 * 60 * 60 * 1000;
const VALIDADE = VALIDADE_DIAS * DIA;

describe('copies kept in this browser (lib/guardado-local)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('gives a copy back once, within the validity', () => {
    guardarLocal(7, 'cotacao.5', { form: 'a' });
    vi.setSystemTime(Date.now() + VALIDADE);
    expect(retomarLocal(7, 'cotacao.5')).toEqual({ form: 'a' });
    expect(retomarLocal(7, 'cotacao.5')).toBeNull();
  });

  it('gives nothing back past the validity, and the copy is gone', () => {
    guardarLocal(7, 'cotacao.5', { form: 'a' });
    vi.setSystemTime(Date.now() + VALIDADE + 1);
    expect(retomarLocal(7, 'cotacao.5')).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('sweeps the expired, undated and unreadable copies of anyone, and keeps the rest', () => {
    guardarLocal(7, 'cotacao.5', 'velha');
    vi.setSystemTime(Date.now() + 3 * DIA);
    guardarLocal(8, 'cotacao.6', 'nova');
    localStorage.setItem('portal.cotacao-nao-salva.9.1', '{"form":{"itens":[]}}');
    localStorage.setItem('portal.guardado.9.cotacao.2', 'não é JSON');
    localStorage.setItem('token', 'x');
    vi.setSystemTime(Date.now() + VALIDADE_DIAS * DIA - 2 * DIA);
    descartarVencidos();
    expect(Object.keys(localStorage).sort()).toEqual(['portal.guardado.8.cotacao.6', 'token']);
    expect(retomarLocal(8, 'cotacao.6')).toBe('nova');
  });

  it("a person's own Sair removes all of theirs and nobody else's", () => {
    guardarLocal(7, 'cotacao.5', 'a');
    guardarLocal(7, 'cotacao.nova', 'b');
    guardarLocal(70, 'cotacao.5', 'c');
    localStorage.setItem('portal.cotacao-nao-salva.7.3', '{}');
    descartarDoUsuario(7);
    expect(Object.keys(localStorage)).toEqual(['portal.guardado.70.cotacao.5']);
  });

  it('model: whatever is kept, swept, restored or signed out, nothing is given back or left past the validity', () => {
    const usuario = fc.constantFrom(7, 8, 70);
    const nome = fc.constantFrom('cotacao.5', 'cotacao.6', 'cotacao.nova');
    const comando = fc.oneof(
      fc.record({ guardar: fc.tuple(usuario, nome, fc.integer()) }),
      fc.record({ avancar: fc.integer({ min: 0, max: 4 * DIA }) }),
      fc.record({ retomar: fc.tuple(usuario, nome) }),
      fc.record({ varrer: fc.constant(true) }),
      fc.record({ sair: usuario }),
    );
    fc.assert(
      fc.property(fc.array(comando, { maxLength: 40 }), (comandos) => {
        localStorage.clear();
        const modelo = new Map<string, { valor: number; em: number }>();
        for (const c of comandos) {
          if ('guardar' in c) {
            const [u, n, valor] = c.guardar;
            guardarLocal(u, n, valor);
            modelo.set(`${u}.${n}`, { valor, em: Date.now() });
          } else if ('avancar' in c) vi.setSystemTime(Date.now() + c.avancar);
          else if ('retomar' in c) {
            const [u, n] = c.retomar;
            const esperado = modelo.get(`${u}.${n}`);
            modelo.delete(`${u}.${n}`);
            const valido = esperado && Date.now() - esperado.em <= VALIDADE;
            expect(retomarLocal(u, n)).toBe(valido ? esperado.valor : null);
          } else if ('varrer' in c) {
            descartarVencidos();
            for (const [k, v] of modelo) if (Date.now() - v.em > VALIDADE) modelo.delete(k);
            // After a sweep, storage holds exactly the model's copies, all within the validity.
            expect(Object.keys(localStorage).sort()).toEqual(
              [...modelo.keys()].map((k) => `portal.guardado.${k}`).sort(),
            );
          } else {
            descartarDoUsuario(c.sair);
            for (const k of modelo.keys()) if (k.startsWith(`${c.sair}.`)) modelo.delete(k);
            expect(Object.keys(localStorage).some((k) => k.startsWith(`portal.guardado.${c.sair}.`))).toBe(false);
          }
        }
      }),
      { numRuns: 150, seed: 20261201 },
    );
  });
});
