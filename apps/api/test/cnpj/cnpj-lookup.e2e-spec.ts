import { CLIENTE_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { cnpjFrom } from '@portal/test-support';
import { startFakeCnpjProvider, type FakeCnpjProvider } from '../support/fake-cnpj-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';

const COMPANY = {
  nome: 'PADARIA PAO QUENTE LTDA',
  fantasia: 'PAO QUENTE',
  email: 'contato@paoquente.com.br',
  logradouro: 'RUA DA BAHIA',
  numero: '120',
  bairro: 'CENTRO',
  municipio: 'BELO HORIZONTE',
  uf: 'MG',
  cep: '30.160-011',
  complemento: 'LOJA 2',
  abertura: '01/02/2003',
};

describe('GET /api/cnpj/consulta-cnpj/{cnpj}', () => {
  let provider: FakeCnpjProvider;
  let t: TestApp;
  let staff: Caller;

  beforeAll(async () => {
    provider = await startFakeCnpjProvider();
    t = await createTestApp({ CNPJ_API_URL: provider.url, LOOKUP_TIMEOUT_MS: '300' });
    staff = await callerFor(t, 'COMERCIAL');
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const lookup = (cnpj: string) => t.http.get(`/api/cnpj/consulta-cnpj/${cnpj}`).set(staff.auth);

  it('answers the contract fields of a company found, and caches it', async () => {
    const cnpj = cnpjFrom('112223330001');
    provider.set(cnpj, { kind: 'found', company: COMPANY });
    const response = await lookup(cnpj).expect(200);
    expect(response.body).toEqual({
      nome: 'PADARIA PAO QUENTE LTDA',
      fantasia: 'PAO QUENTE',
      email: 'contato@paoquente.com.br',
      logradouro: 'RUA DA BAHIA',
      numero: '120',
      bairro: 'CENTRO',
      municipio: 'BELO HORIZONTE',
      uf: 'MG',
      cep: '30160011',
      complemento: 'LOJA 2',
    });
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect((await lookup(masked).expect(200)).body).toEqual(response.body);
    expect(provider.hits.get(cnpj)).toBe(1);
  });

  it('looks up an alphanumeric CNPJ typed in lower case', async () => {
    const cnpj = cnpjFrom('12ABC3450001');
    provider.set(cnpj, { kind: 'found', company: { nome: 'ALFA SA' } });
    const response = await lookup(cnpj.toLowerCase()).expect(200);
    expect(response.body).toMatchObject({ nome: 'ALFA SA', fantasia: '', cep: '' });
  });

  it('checks the check digits before asking the provider', async () => {
    const response = await lookup('11222333000100').expect(400);
    expect(response.body.message).toBe(CLIENTE_MESSAGES.cnpjLookupInvalid);
    expect(provider.hits.has('11222333000100')).toBe(false);
    expect((await lookup('abc').expect(400)).body.message).toBe('CNPJ inválido');
  });

  it('answers 404 when the provider does not know the CNPJ (status ERROR or HTTP 404), and caches it', async () => {
    const unknown = cnpjFrom('998887770001');
    const first = await lookup(unknown).expect(404);
    expect(first.body.message).toBe(SERVER_MESSAGES.cnpjLookupNotFound);
    await lookup(unknown).expect(404);
    expect(provider.hits.get(unknown)).toBe(1);
    const gone = cnpjFrom('998887760001');
    provider.set(gone, { kind: 'not-found-404' });
    expect((await lookup(gone).expect(404)).body.message).toBe(SERVER_MESSAGES.cnpjLookupNotFound);
  });

  it('answers 502 with the reason when the provider answers status ERROR, without caching', async () => {
    const cnpj = cnpjFrom('776665550001');
    provider.set(cnpj, { kind: 'error', message: 'CNPJ rejeitado pela Receita Federal' });
    const response = await lookup(cnpj).expect(502);
    expect(response.body.message).toBe(
      `${SERVER_MESSAGES.cnpjLookupProviderError} Motivo: CNPJ rejeitado pela Receita Federal`,
    );
    await lookup(cnpj).expect(502);
    expect(provider.hits.get(cnpj)).toBe(2);
    const broken = cnpjFrom('776665540001');
    provider.set(broken, { kind: 'broken' });
    expect((await lookup(broken).expect(502)).body.message).toBe(SERVER_MESSAGES.cnpjLookupProviderError);
  });

  it('answers 503 when the provider throttles (429), and asks again next time', async () => {
    const cnpj = cnpjFrom('554443330001');
    provider.set(cnpj, { kind: 'throttled' });
    expect((await lookup(cnpj).expect(503)).body.message).toBe(SERVER_MESSAGES.cnpjLookupThrottled);
    provider.set(cnpj, { kind: 'found', company: COMPANY });
    expect((await lookup(cnpj).expect(200)).body.nome).toBe(COMPANY.nome);
    expect(provider.hits.get(cnpj)).toBe(2);
  });

  it('answers 504 when the provider is slower than LOOKUP_TIMEOUT_MS', async () => {
    const cnpj = cnpjFrom('443332220001');
    provider.set(cnpj, { kind: 'slow', delayMs: 3000 });
    const started = Date.now();
    expect((await lookup(cnpj).expect(504)).body.message).toBe(SERVER_MESSAGES.cnpjLookupTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const down = await createTestApp({ CNPJ_API_URL: 'http://127.0.0.1:9/v1/cnpj/{cnpj}', LOOKUP_TIMEOUT_MS: '1000' });
    try {
      const caller = await callerFor(down, 'ADMIN');
      const response = await down.http.get(`/api/cnpj/consulta-cnpj/${cnpjFrom('332221110001')}`).set(caller.auth);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(SERVER_MESSAGES.cnpjLookupUnavailable);
    } finally {
      await down.close();
    }
  });
});
