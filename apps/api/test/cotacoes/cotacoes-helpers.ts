import type { INestApplication } from '@nestjs/common';
import { insertCliente } from '@portal/test-support';
import { Clock } from '../../src/common/clock.js';
import { CotacoesJobsRepository } from '../../src/modules/cotacoes/cotacoes-jobs.repository.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Pins the app clock (quotations, links) at an instant. */
export function setNow(app: INestApplication, iso: string): void {
  const at = new Date(iso);
  app.get(Clock).now = () => new Date(at);
}

/** A staff member, a customer with a CLIENTE login and a billing address, and two active products. */
export interface World {
  staff: Caller;
  cliente: number;
  clienteUser: Caller;
  outroCliente: number;
  outroUser: Caller;
  produtos: number[];
}

export async function makeWorld(t: TestApp): Promise<World> {
  const staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
  const cliente = (await insertCliente(t.db, { nome: 'Padaria Pão Quente', email_faturamento: 'fin@padaria.com.br' }))
    .id;
  const outroCliente = (await insertCliente(t.db, { nome: 'Oficina Outra', email_faturamento: 'fin@oficina.com.br' }))
    .id;
  const clienteUser = await callerFor(t, 'CLIENTE', { clienteId: cliente, name: 'Carla Cliente' });
  const outroUser = await callerFor(t, 'CLIENTE', { clienteId: outroCliente, name: 'Otto Outro' });
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO produtos (sku, tipo, nome, descricao, preco, unidade)
     VALUES ('CAB-001', 'p', 'Cabo de rede', 'Cat6 azul', 12.5, 'M'), ('INS-001', 's', 'Instalação', null, 300, 'UN')
     RETURNING id`,
  );
  return { staff, cliente, clienteUser, outroCliente, outroUser, produtos: rows.map((row) => row.id) };
}

export function body(w: World, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clienteId: w.cliente,
    condicoesPagamento: '30 dias',
    prazoEntrega: '10 dias úteis',
    observacoes: null,
    frete: 15.5,
    itens: [
      { produtoId: w.produtos[0], quantidade: 2.5, unidade: 'M', precoUnitario: 19.99, descontoPercentual: 10 },
      { produtoId: w.produtos[1], quantidade: 1, precoUnitario: 1234.56 },
    ],
    ...extra,
  };
}

export interface Quote {
  id: number;
  numero: string;
  revisao: number;
  status: string;
  versao: number;
  [key: string]: unknown;
}

export async function criar(t: TestApp, w: World, extra: Record<string, unknown> = {}): Promise<Quote> {
  const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, extra));
  if (response.status !== 201) throw new Error(`criar: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function staffPost(t: TestApp, w: World, id: number, action: string, send: object = {}): Promise<Quote> {
  const response = await t.http.post(`/api/Cotacoes/${id}/${action}`).set(w.staff.auth).send(send);
  if (response.status >= 300) throw new Error(`${action}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A quotation brought to `status` through the API (expiry through the job, at a clock past validity). */
export async function emStatus(t: TestApp, w: World, status: string): Promise<Quote> {
  const q = await criar(t, w);
  if (status === 'rascunho') return q;
  await staffPost(t, w, q.id, 'enviar');
  if (status === 'enviada') return row(t, q.id);
  if (status === 'cancelada') await staffPost(t, w, q.id, 'cancelar');
  if (status === 'aceita')
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
  if (status === 'recusada')
    await t.http.post(`/api/minhas-cotacoes/${q.id}/recusar`).set(w.clienteUser.auth).expect(200);
  if (status === 'substituida') {
    const nova = await staffPost(t, w, q.id, 'revisar');
    await staffPost(t, w, nova.id, 'enviar');
  }
  if (status === 'expirada') await expirar(t, q.id);
  const final = await row(t, q.id);
  if (final.status !== status) throw new Error(`emStatus(${status}) ficou ${final.status}`);
  return final;
}

/** Pushes one sent quotation's validity into the past and runs the expiry job. */
export async function expirar(t: TestApp, id: number): Promise<void> {
  await t.db.query(`UPDATE cotacoes SET validade = validade - 400 WHERE id = $1`, [id]);
  await t.app.get(CotacoesJobsRepository).expireDue(t.app.get(Clock).now());
}

export async function row(t: TestApp, id: number): Promise<Quote> {
  const { rows } = await t.db.query(
    `SELECT id, numero, revisao, status, versao, total::text AS total FROM cotacoes WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function pedidosDe(t: TestApp, cotacaoId: number): Promise<{ id: number; valor: string }[]> {
  const { rows } = await t.db.query(`SELECT id, valor::text AS valor FROM pedidos WHERE cotacao_id = $1`, [cotacaoId]);
  return rows;
}

/**
 * The usual set-up of a quotation test file: a test app, the world above, the clock at
 * 2026-11-24 12:00 in Brasília; `ready` receives them; the app closes after the file.
 */
export function useQuoteWorld(ready: (t: TestApp, w: World) => void): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app, await makeWorld(app));
    setNow(app.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => app.close());
}
