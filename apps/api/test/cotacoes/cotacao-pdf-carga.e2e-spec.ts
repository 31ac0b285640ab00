import { PDF_MESSAGES } from '@portal/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeWorld, setNow, type World } from './cotacoes-helpers.js';

const LINHAS = 500;

// Issue 25, finding 7: 30 downloads of a long quotation stalled /api/health for seconds, with no limit.
// No timing threshold here (the benchmark measures): only the order of the answers and the statuses.
describe('quotation PDF downloads under load', () => {
  let t: TestApp;
  let w: World;
  let id: number;

  beforeAll(async () => {
    // Two renders at once and 28 waiting: 30 downloads fit, the 31st does not.
    t = await createTestApp({ PDF_WORKERS: '2', PDF_FILA: '28' });
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, preco, unidade)
       SELECT 'CARGA-' || n, 'p', 'Parafuso sextavado de aço inox ' || n || ' mm', n, 'UN' FROM generate_series(1, $1) n
       RETURNING id`,
      [LINHAS],
    );
    const itens = rows.map((row, i) => ({ produtoId: row.id, quantidade: (i % 7) + 1, precoUnitario: 10 + i }));
    const criada = await t.http
      .post('/api/Cotacoes')
      .set(w.staff.auth)
      .send({ clienteId: w.cliente, itens })
      .expect(201);
    // A draft: rendered at each download (a sent quotation's stored PDF is only read).
    id = criada.body.id;
  }, 60_000);
  afterAll(() => t.close());

  /** `n` downloads at once; answers in the order they completed. */
  function downloads(n: number, finished: string[]) {
    return Array.from({ length: n }, () => {
      return t.http
        .get(`/api/Cotacoes/${id}/pdf`)
        .set(w.staff.auth)
        .responseType('blob')
        .then((res) => {
          finished.push(`pdf ${res.status}`);
          return res;
        });
    });
  }

  it('answers /api/health while 30 downloads of a 500-line PDF are being rendered, then every PDF', async () => {
    const finished: string[] = [];
    const pending = downloads(30, finished);
    const health = await t.http.get('/api/health');
    finished.push(`health ${health.status}`);
    const answers = await Promise.all(pending);
    expect(finished[0]).toBe('health 200');
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 120_000);

  it('answers 503 with Retry-After and the message past the bound, and still serves the others', async () => {
    const answers = await Promise.all(downloads(34, []));
    const refused = answers.filter((res) => res.status === 503);
    const served = answers.filter((res) => res.status === 200);
    expect(refused.length + served.length).toBe(34);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(30);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse((res.body as Buffer).toString()).message).toBe(PDF_MESSAGES.ocupado);
    }
    // Past the burst, a download is served again.
    await t.http.get(`/api/Cotacoes/${id}/pdf`).set(w.staff.auth).expect(200);
  }, 120_000);
});
