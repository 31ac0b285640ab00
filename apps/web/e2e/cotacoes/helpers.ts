import type { Cotacao, CotacaoInput } from '@portal/shared/dto';
import { cnpjFromSeed, hashPassword, insertCliente } from '@portal/test-support';
import type { Page } from 'playwright-core';
import type pg from 'pg';
import { loginToken, withDb } from '../backoffice/helpers';
import { fillLogin } from '../support/browser';
import type { E2eContext, SeededUser } from '../support/context';

export interface Cenario {
  tag: string;
  /** A pj customer with one CLIENTE user and a billing address. */
  cliente: { id: number; nome: string; cnpj: string; emailFaturamento: string };
  usuario: SeededUser;
  /** Three active products with list prices and units. */
  produtos: { id: number; sku: string; nome: string; preco: number; unidade: string }[];
}

/** Inserts an active, confirmed login with `role` (of the customer `clienteId` for a CLIENTE); its id. */
export async function inserirLogin(
  db: pg.Client,
  user: SeededUser,
  role: 'CLIENTE' | 'COMERCIAL',
  clienteId: number | null = null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash, cliente_id)
     VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3), 1, true, $4, $5) RETURNING id`,
    [user.email, user.name, role, await hashPassword(user.password), clienteId],
  );
  return rows[0].id;
}

/** Inserts a pj customer, its CLIENTE user and three products, all named with `tag`. */
export async function criarCenario(e2e: E2eContext, tag: string): Promise<Cenario> {
  const usuario: SeededUser = {
    email: `compras.${tag}@e2e.test`,
    password: 'Cliente2026x',
    name: `Bruna Compras ${tag}`,
  };
  const cnpj = cnpjFromSeed(Date.now());
  const nome = `Ferragens ${tag}`;
  const emailFaturamento = `financeiro.${tag}@e2e.test`;
  return withDb(e2e, async (db) => {
    const { id: clienteId } = await insertCliente(db, {
      tipo_pessoa: 'pj',
      nome,
      razao_social: `${nome.toUpperCase()} LTDA`,
      cnpj,
      email_faturamento: emailFaturamento,
      ie: '123456789',
    });
    await inserirLogin(db, usuario, 'CLIENTE', clienteId);
    const produtos: Cenario['produtos'] = [];
    for (const [i, nomeProduto, preco, unidade] of [
      [1, 'Parafuso sextavado', 1.25, 'UN'],
      [2, 'Cabo flexível 2,5mm', 189.9, 'RL'],
      [3, 'Instalação elétrica', 350, 'H'],
    ] as const) {
      const sku = `${tag.slice(-6).toUpperCase()}-${i}`;
      const { rows: inserted } = await db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome, preco, unidade) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [sku, i === 3 ? 's' : 'p', `${nomeProduto} ${tag}`, preco, unidade],
      );
      produtos.push({ id: inserted[0].id, sku, nome: `${nomeProduto} ${tag}`, preco, unidade });
    }
    return { tag, cliente: { id: clienteId, nome, cnpj, emailFaturamento }, usuario, produtos };
  });
}

/** A call to the API as `user`, answering the parsed body (throws with the body on a failure status). */
export async function api<T>(
  e2e: E2eContext,
  user: SeededUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await loginToken(e2e, user);
  const response = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
}

/** A quotation made through the API (the editor has its own tests), sent when asked. */
export async function cotacaoPronta(
  e2e: E2eContext,
  cenario: Cenario,
  options: { enviar?: boolean; linhas?: number; observacoes?: string } = {},
): Promise<Cotacao> {
  const itens = Array.from({ length: options.linhas ?? 2 }, (_, i) => {
    const produto = cenario.produtos[i % cenario.produtos.length];
    return { produtoId: produto.id, quantidade: i + 1, unidade: produto.unidade, precoUnitario: produto.preco };
  });
  const input: CotacaoInput = {
    clienteId: cenario.cliente.id,
    condicoesPagamento: '30/60 dias',
    prazoEntrega: '10 dias úteis',
    observacoes: options.observacoes ?? null,
    frete: 50,
    itens,
  };
  const created = await api<Cotacao>(e2e, e2e.comercial, 'POST', '/api/Cotacoes', input);
  if (created.status !== 201) throw new Error(`criar cotação: ${created.status} ${JSON.stringify(created.body)}`);
  if (!options.enviar) return created.body;
  const sent = await api<Cotacao>(e2e, e2e.comercial, 'POST', `/api/Cotacoes/${created.body.id}/enviar`);
  if (sent.status !== 200) throw new Error(`enviar cotação: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body;
}

/** A page for a CLIENTE, signed in through the login screen. */
export function entrarComo(page: Page, user: SeededUser): Promise<void> {
  return fillLogin(page, user.email, user.password);
}

/** Does the page scroll sideways? (the phone check: nothing wider than the screen) */
export const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
