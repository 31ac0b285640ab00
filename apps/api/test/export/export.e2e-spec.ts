import { auditOf } from '../accounts/helpers.js';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';
import { parseCsv } from '@portal/test-support';
import { freezeClock, resetClock } from '../support/clock.js';

const BOM = '\uFEFF';

describe('CSV exports (GET /api/{Clientes,UsuariosInternos,Produtos,logs}/export)', () => {
  let t: TestApp;
  let admin: string;
  let comercial: string;
  let cliente: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await tokenFor(t.app, await insertUser(t.db, 'ADMIN', { name: 'Admin Exporta' }), 'ADMIN');
    comercial = await tokenFor(t.app, await insertUser(t.db, 'COMERCIAL'), 'COMERCIAL');
    cliente = await tokenFor(t.app, await insertUser(t.db, 'CLIENTE'), 'CLIENTE');
    // 70 matching customers (more than a page) plus tricky text, and some that the filter leaves out.
    await t.db.query(`
      INSERT INTO clientes (tipo_pessoa, nome, razao_social, cpf, cnpj, email_faturamento, status, cep, logradouro,
                            numero, bairro, cidade, uf)
      SELECT CASE WHEN i % 2 = 0 THEN 'pj' ELSE 'pf' END,
             CASE i WHEN 1 THEN 'Exporta; "Aspas" Ltda' WHEN 2 THEN E'Exporta\\nQuebra' WHEN 3 THEN '=Exporta+1'
                    ELSE 'Exporta Cliente ' || lpad(i::text, 3, '0') END,
             CASE WHEN i % 2 = 0 THEN 'RAZÃO ' || i END,
             CASE WHEN i % 2 = 1 THEN lpad(i::text, 11, '0') END, CASE WHEN i % 2 = 0 THEN lpad(i::text, 14, '0') END,
             'fin' || i || '@exemplo.com.br', i % 7 <> 0, '01310100', 'RUA Ç', '1', 'CENTRO', 'SÃO PAULO', 'SP'
        FROM generate_series(1, 80) i`);
    await t.db.query(`
      INSERT INTO clientes (tipo_pessoa, nome, cpf, status, cep, logradouro, numero, bairro, cidade, uf)
      SELECT 'pf', 'Outro ' || i, lpad((1000 + i)::text, 11, '0'), true, '01310100', 'RUA', '1', 'B', 'C', 'RJ'
        FROM generate_series(1, 5) i`);
  });
  afterAll(() => t.close());

  const get = (path: string, token?: string) => {
    const request = t.http
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    return token ? request.set('Authorization', `Bearer ${token}`) : request;
  };

  it('exports every customer matching the filters and sort, in the order of the search, as Excel pt-BR reads it', async () => {
    const filters = { nome: 'exporta', statusfiltro: 'todos', sortField: 'nome', sortDirection: 'desc' };
    const response = await get(`/api/Clientes/export?${new URLSearchParams(filters)}`, comercial).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body as string;
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'ID',
      'Tipo',
      'Nome/Razão Social',
      'Razão Social',
      'Doc',
      'IE',
      'Isento IE',
      'Email',
      'Status',
      'CEP',
      'Logradouro',
      'Número',
      'Complemento',
      'Bairro',
      'Cidade',
      'UF',
    ]);
    expect(rows).toHaveLength(80);

    // The same rows, page by page, from the search itself.
    const ids: number[] = [];
    for (let page = 1; page <= 2; page++) {
      const search = await t.http
        .get('/api/Clientes')
        .query({ ...filters, page, pageSize: 50 })
        .set('Authorization', `Bearer ${comercial}`)
        .expect(200);
      expect(search.body.totalCount).toBe(80);
      ids.push(...search.body.data.map((c: { id: number }) => c.id));
    }
    expect(rows.map((row) => Number(row[0]))).toEqual(ids);

    const byName = new Map(rows.map((row) => [row[2], row]));
    expect(byName.get('Exporta; "Aspas" Ltda')).toEqual(expect.arrayContaining(['Física', '000.000.000-01']));
    expect(byName.has('Exporta\nQuebra')).toBe(true);
    // Excel would run it as a formula: it goes out as text.
    expect(byName.has("'=Exporta+1")).toBe(true);
    const pj = rows.find((row) => row[1] === 'Jurídica')!;
    expect(pj[4]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(pj[10]).toBe('RUA Ç');
    expect(text).toContain('"Exporta; ""Aspas"" Ltda"');
  });

  it('audits each export with its filters and row count', async () => {
    await get('/api/Clientes/export?uf=RJ', admin).expect(200);
    const entries = await auditOf(t.db, 'EXPORT_CSV');
    const last = entries[entries.length - 1];
    expect(last.message).toBe('Exportação CSV de clientes: 5 linhas');
    expect(last.data).toMatchObject({
      email: expect.stringContaining('@'),
      changes: { entidade: 'clientes', linhas: 5, completa: true, filtros: { uf: 'RJ' } },
    });
  });

  it('names every exported entity in Portuguese in its audit text (the entity key stays in changes.entidade)', async () => {
    const exports = [
      ['/api/Clientes/export', 'clientes', 'clientes'],
      ['/api/Produtos/export', 'produtos', 'produtos'],
      ['/api/Cotacoes/export', 'cotacoes', 'cotações'],
      ['/api/Pedidos/export', 'pedidos', 'pedidos'],
      ['/api/UsuariosInternos/export', 'usuarios-internos', 'usuários internos'],
      ['/api/logs/export', 'logs', 'logs'],
    ];
    for (const [path, entidade, label] of exports) {
      await get(path, admin).expect(200);
      const entries = await auditOf(t.db, 'EXPORT_CSV');
      const last = entries[entries.length - 1];
      expect(last.message).toMatch(new RegExp(`^Exportação CSV de ${label}: \\d+ linhas?$`));
      expect(last.data).toMatchObject({ changes: { entidade } });
    }
  });

  it('exports products with pt-BR dates, internal users and logs', async () => {
    await t.db.query(`INSERT INTO produtos (sku, tipo, nome, status, criado_em)
                      VALUES ('EXP1', 's', 'Serviço; exportado', true, '2026-03-04T15:06:07Z')`);
    const produtos = parseCsv(
      ((await get('/api/Produtos/export?sku=EXP', comercial).expect(200)).body as string).slice(1),
    );
    expect(produtos).toEqual([
      ['ID', 'SKU', 'Nome', 'Tipo', 'Status', 'Descrição', 'Criado Em'],
      [expect.any(String), 'EXP1', 'Serviço; exportado', 'Serviço', 'Ativo', '', '04/03/2026 12:06:07'],
    ]);

    const users = parseCsv(
      ((await get('/api/UsuariosInternos/export?name=Exporta', admin).expect(200)).body as string).slice(1),
    );
    expect(users).toEqual([
      ['ID', 'Nome', 'Perfil Acesso', 'Email', 'Telefone', 'Status'],
      [expect.any(String), 'Admin Exporta', 'ADMIN', expect.stringContaining('@'), '', 'Ativo'],
    ]);

    const logs = parseCsv(
      ((await get('/api/logs/export?text=Exportação CSV', admin).expect(200)).body as string).slice(1),
    );
    expect(logs[0]).toEqual(['Timestamp', 'Message', 'Data (JSON)']);
    expect(logs.length).toBeGreaterThan(1);
    expect(logs[1][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(logs[1][2]).action).toBe('EXPORT_CSV');
  });

  it('applies the search roles: COMERCIAL exports customers and products only; CLIENTE and anonymous nothing', async () => {
    await get('/api/UsuariosInternos/export', comercial).expect(403);
    await get('/api/logs/export', comercial).expect(403);
    for (const path of ['/api/Clientes/export', '/api/Produtos/export']) {
      await get(path, cliente).expect(403);
      await get(path).expect(401);
    }
  });

  it('rejects the parameters the search rejects, with JSON messages', async () => {
    const bad = await t.http
      .get('/api/Clientes/export?sortField=senha')
      .set('Authorization', `Bearer ${comercial}`)
      .expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
    await t.http.get('/api/Produtos/export?nome=ab').set('Authorization', `Bearer ${comercial}`).expect(400);
    await t.http.get('/api/Clientes/export?foo=1').set('Authorization', `Bearer ${comercial}`).expect(400);
    const range = await t.http
      .get('/api/logs/export?startDate=2026-11-22T00:00:00Z&endDate=2026-11-01T00:00:00Z')
      .set('Authorization', `Bearer ${admin}`)
      .expect(400);
    expect(range.body.message).toEqual(expect.any(String));
  });

  it('names the file by the Brasília day: at 23:30 in Brasília (02:30 UTC of the next day) the name says today', async () => {
    try {
      freezeClock(t.app, new Date('2026-12-01T02:30:00Z'));
      const response = await get('/api/Produtos/export', comercial).expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="produtos-2026-11-30.csv"');
    } finally {
      resetClock(t.app);
    }
  });
});
