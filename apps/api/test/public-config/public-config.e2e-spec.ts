import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/public/config', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CEP_API_URL: 'http://127.0.0.1:9/cep/{cep}/json', LOOKUP_TIMEOUT_MS: '2500' });
  });
  afterAll(() => t.close());

  it('tells an anonymous browser the postal-code service URL and timeout', async () => {
    const response = await t.http.get('/api/public/config').expect(200);
    expect(response.body).toEqual({
      cepApiUrl: 'http://127.0.0.1:9/cep/{cep}/json',
      lookupTimeoutMs: 2500,
      contact: {
        email: 'contato@portal.local',
        phone: '(11) 4000-0000',
        address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      },
      privacy: { contactEmail: 'contato@portal.local', noticeVersion: '2026-11' },
    });
  });
});
