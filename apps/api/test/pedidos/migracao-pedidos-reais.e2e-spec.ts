import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertCliente } from '@portal/test-support';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { migrate } from '../../src/database/migrator.js';

// Issue 29: orders written before the migration get the copies the accept now makes (the accepted
// revision, the customer's fiscal data), and accepts the certificate of what was recorded then.
const MIGRACAO = '20261126160000_pedidos_reais';
const TODAS = resolve(import.meta.dirname, '../../../../prisma/migrations');
const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;

function migracoes(incluindoEsta: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'migracoes-'));
  for (const nome of readdirSync(TODAS).filter((n) => n < MIGRACAO || (incluindoEsta && n === MIGRACAO)))
    cpSync(join(TODAS, nome), join(dir, nome), { recursive: true });
  return dir;
}

describe(`migration ${MIGRACAO} over existing orders`, () => {
  const nome = `m_${randomBytes(5).toString('hex')}`;
  let db: pg.Client;
  afterAll(async () => {
    await db?.end();
    await dropDatabase(adminUrl(), nome);
  });

  it('backfills the snapshot, the fiscal copy and the search columns; an accept gets its certificate', async () => {
    await recreateDatabase(adminUrl(), nome);
    const url = withDatabase(adminUrl(), nome);
    await migrate(url, migracoes(false));
    db = new pg.Client({ connectionString: url });
    await db.connect();
    db.on('error', () => undefined);
    const cliente = await insertCliente(db, {
      tipo_pessoa: 'pj',
      nome: 'Loja Antiga',
      razao_social: 'LOJA ANTIGA LTDA',
      ie: '110042490114',
      email_faturamento: 'nf@antiga.com.br',
    });
    const { rows: u } = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, role_id, cliente_id) VALUES ('c@antiga.com.br', 'Cida', (SELECT id FROM roles WHERE normalized_name = 'CLIENTE'), $1) RETURNING id`,
      [cliente.id],
    );
    const { rows: c } = await db.query<{ id: number }>(
      `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, status, validade, subtotal, descontos, frete, total,
                             condicoes_pagamento, enviada_em, respondida_em, respondida_por, aceite_ip)
       VALUES ('COT-2026-000001', 2026, 1, 1, $1, $2, 'aceita', '2026-12-31', 90, 0, 10, 100, '28 dias', now(), '2026-11-20T12:00:00Z', $2, '198.51.100.4')
       RETURNING id`,
      [cliente.id, u[0].id],
    );
    const { rows: p } = await db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, preco) VALUES ('PRD-1', 'p', 'Parafuso', 9) RETURNING id`,
    );
    await db.query(
      `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, quantidade, unidade, preco_unitario, desconto_percentual, total)
       VALUES ($1, 1, $2, 'PRD-1', 'Parafuso', 'p', 10, 'UN', 9, 0, 90)`,
      [c[0].id, p[0].id],
    );
    await db.query('INSERT INTO cotacao_pdfs (cotacao_id, conteudo) VALUES ($1, $2)', [c[0].id, Buffer.from('%PDF-1')]);
    await db.query(
      `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero) VALUES ($1, 100, '2026-11-20T12:00:00Z', $2, 'COT-2026-000001')`,
      [cliente.id, c[0].id],
    );

    await migrate(url, migracoes(true));

    const { rows } = await db.query(
      `SELECT status, cliente_nome, cliente_documento, cliente_fiscal, snapshot FROM pedidos`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'aberto', cliente_nome: 'Loja Antiga', cliente_documento: cliente.doc });
    expect(rows[0].cliente_fiscal).toMatchObject({
      tipoPessoa: 'pj',
      razaoSocial: 'LOJA ANTIGA LTDA',
      documento: cliente.doc,
      ie: '110042490114',
      emailFaturamento: 'nf@antiga.com.br',
      endereco: { cep: '01310100', uf: 'SP' },
    });
    expect(rows[0].snapshot).toMatchObject({
      id: c[0].id,
      numero: 'COT-2026-000001',
      status: 'aceita',
      condicoesPagamento: '28 dias',
      subtotal: 90,
      frete: 10,
      total: 100,
      itens: [{ sku: 'PRD-1', quantidade: 10, precoUnitario: 9, total: 90 }],
    });
    const { rows: aceites } = await db.query(`SELECT * FROM cotacao_aceites`);
    expect(aceites).toEqual([
      expect.objectContaining({
        cotacao_id: c[0].id,
        usuario_id: u[0].id,
        nome: 'Cida',
        email: 'c@antiga.com.br',
        ip: '198.51.100.4',
        user_agent: null,
        // sha256sum of the stored bytes '%PDF-1'
        pdf_sha256: '21af8e71c8703196df7fe1ff901869a88fe64c07bbaa83d838efb45a52b4f303',
      }),
    ]);
  });
});
