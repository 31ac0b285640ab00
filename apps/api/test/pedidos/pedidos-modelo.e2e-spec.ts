import fc from 'fast-check';
import { PEDIDO_TRANSICOES, type PedidoStatus } from '@portal/shared/cotacoes';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { body, useQuoteWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Issue 29: accept, faturar and cancelar by several customer logins and staff members, in any order
// and two at once. After every command, against the real API and database: one order per quotation
// number, each order's status is the model's (moved only along PEDIDO_TRANSICOES), and each
// transition has exactly one audit entry.

interface Rev {
  id: number;
  numero: string;
  status: 'enviada' | 'aceita' | 'substituida';
}
interface Modelo {
  revs: Rev[];
  /** numero -> the order's status and the audit actions it must have, in order. */
  pedidos: Map<string, { status: PedidoStatus; trilha: string[] }>;
}
type Mover = 'faturar' | 'cancelar';

describe('orders under accept, faturar and cancelar by several actors (model-based)', () => {
  let t: TestApp;
  let w: World;
  let logins: Caller[];
  let equipe: Caller[];

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });
  beforeAll(async () => {
    logins = [w.clienteUser, await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Segundo Login' })];
    equipe = [w.staff, await callerFor(t, 'ADMIN', { name: 'Ana Admin' })];
  });

  const post = async (path: string, caller: Caller) => {
    const r = await t.http.post(path).set(caller.auth).send({});
    if (r.status >= 500) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.status;
  };
  const pedidoDe = async (numero: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM pedidos WHERE cotacao_numero = $1', [numero])).rows[0]?.id;

  /** What a staff action on an order in `status` answers, from the table. */
  const previsto = (acao: Mover, status: PedidoStatus) =>
    (PEDIDO_TRANSICOES[acao].de as readonly string[]).includes(status) ? 200 : 409;

  async function conferir(m: Modelo): Promise<void> {
    const { rows: dobrados } = await t.db.query(
      `SELECT cotacao_numero FROM pedidos WHERE cotacao_numero = ANY($1) GROUP BY 1 HAVING count(*) > 1`,
      [m.revs.map((r) => r.numero)],
    );
    expect(dobrados).toEqual([]);
    const { rows } = await t.db.query<{ numero: string; status: PedidoStatus; trilha: string[] }>(
      `SELECT p.cotacao_numero AS numero, p.status,
              coalesce((SELECT array_agg(a.data->>'action' ORDER BY a.id) FROM audit_logs a
                         WHERE a.data->>'action' LIKE 'PEDIDO_%' AND (a.data->>'idObject')::int = p.id), '{}') AS trilha
         FROM pedidos p WHERE p.cotacao_numero = ANY($1) ORDER BY 1`,
      [[...new Set(m.revs.map((r) => r.numero))]],
    );
    const esperado = [...m.pedidos.entries()]
      .map(([numero, p]) => ({ numero, ...p }))
      .sort((a, b) => a.numero.localeCompare(b.numero));
    expect(rows).toEqual(esperado);
  }

  class Criar implements fc.AsyncCommand<Modelo, object> {
    check = (m: Readonly<Modelo>) => m.revs.length < 6;
    async run(m: Modelo) {
      const q = (await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w)).expect(201)).body;
      await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
      m.revs.push({ id: q.id, numero: q.numero, status: 'enviada' });
      await conferir(m);
    }
    toString = () => 'criar e enviar';
  }

  // A new revision sent: the previous one is replaced (a number may then be accepted only through it).
  class Revisar implements fc.AsyncCommand<Modelo, object> {
    constructor(readonly i: number) {}
    check = (m: Readonly<Modelo>) => m.revs.some((r) => r.status === 'enviada');
    async run(m: Modelo) {
      const abertas = m.revs.filter((r) => r.status === 'enviada');
      const rev = abertas[this.i % abertas.length];
      const nova = (await t.http.post(`/api/Cotacoes/${rev.id}/revisar`).set(w.staff.auth).send({}).expect(201)).body;
      await t.http.post(`/api/Cotacoes/${nova.id}/enviar`).set(w.staff.auth).send({}).expect(200);
      rev.status = 'substituida';
      m.revs.push({ id: nova.id, numero: nova.numero, status: 'enviada' });
      await conferir(m);
    }
    toString = () => `revisar(${this.i})`;
  }

  class Aceitar implements fc.AsyncCommand<Modelo, object> {
    constructor(
      readonly i: number,
      readonly login: number,
    ) {}
    check = (m: Readonly<Modelo>) => m.revs.length > 0;
    async run(m: Modelo) {
      const rev = m.revs[this.i % m.revs.length];
      const code = await post(`/api/minhas-cotacoes/${rev.id}/aceitar`, logins[this.login]);
      expect({ rev: rev.id, code }).toEqual({ rev: rev.id, code: rev.status === 'enviada' ? 200 : 409 });
      if (code === 200) {
        rev.status = 'aceita';
        m.pedidos.set(rev.numero, { status: 'aberto', trilha: [PEDIDO_TRANSICOES.criar.auditoria] });
      }
      await conferir(m);
    }
    toString = () => `aceitar(${this.i}, login ${this.login})`;
  }

  /** One staff action, or two at once on the same order (by two staff members). */
  class Acao implements fc.AsyncCommand<Modelo, object> {
    constructor(
      readonly i: number,
      readonly acoes: [Mover] | [Mover, Mover],
    ) {}
    check = (m: Readonly<Modelo>) => m.pedidos.size > 0;
    async run(m: Modelo) {
      const numero = [...m.pedidos.keys()][this.i % m.pedidos.size];
      const pedido = m.pedidos.get(numero)!;
      const id = await pedidoDe(numero);
      const codes = await Promise.all(this.acoes.map((acao, k) => post(`/api/Pedidos/${id}/${acao}`, equipe[k])));
      // Serially: the first to reach the row finds it as the model has it, the other after it.
      const ganhou = codes.indexOf(200);
      if (ganhou < 0) {
        expect(this.acoes.map((a) => previsto(a, pedido.status))).toEqual(codes);
      } else {
        const acao = this.acoes[ganhou];
        expect(previsto(acao, pedido.status)).toBe(200);
        expect(codes.filter((c) => c === 200)).toHaveLength(1);
        pedido.status = PEDIDO_TRANSICOES[acao].para;
        pedido.trilha.push(PEDIDO_TRANSICOES[acao].auditoria);
      }
      await conferir(m);
    }
    toString = () => `${this.acoes.join(' + ')}(${this.i})`;
  }

  it('keeps one order per number, statuses on the table, one audit entry per transition', async () => {
    const mover = fc.constantFrom<Mover>('faturar', 'cancelar');
    const comandos = [
      fc.constant(new Criar()),
      fc.nat(5).map((i) => new Revisar(i)),
      fc.tuple(fc.nat(7), fc.nat(1)).map(([i, login]) => new Aceitar(i, login)),
      fc.tuple(fc.nat(5), mover).map(([i, a]) => new Acao(i, [a])),
      fc.tuple(fc.nat(5), mover, mover).map(([i, a, b]) => new Acao(i, [a, b])),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(comandos, { maxCommands: 16, size: 'max' }), async (cmds) => {
        await fc.asyncModelRun(() => ({ model: { revs: [], pedidos: new Map() }, real: {} }), cmds);
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
