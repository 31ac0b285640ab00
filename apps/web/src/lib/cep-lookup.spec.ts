import { jsonResponse } from '@/test/jwt';
import { lookupCep } from './cep-lookup';
import { resetPublicConfig } from './public-config';
import { stubFetch } from '@/test/fetch-stub';

describe('lookupCep', () => {
  const { fetchMock } = stubFetch();
  beforeEach(() => {
    resetPublicConfig();
  });

  const config = () => jsonResponse({ cepApiUrl: 'http://cep.local/ws/{cep}/json/', lookupTimeoutMs: 50 });

  it('asks the service the server names and maps localidade to cidade', async () => {
    fetchMock
      .mockResolvedValueOnce(config())
      .mockResolvedValueOnce(
        jsonResponse({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' }),
      );
    await expect(lookupCep('01001-000')).resolves.toEqual({
      ok: true,
      address: { logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' },
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/public/config',
      'http://cep.local/ws/01001000/json/',
    ]);
  });

  it('refuses a CEP without 8 digits before asking anyone', async () => {
    await expect(lookupCep('0100-1')).resolves.toEqual({ ok: false, message: 'CEP inválido ou incompleto' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['erro: true', () => jsonResponse({ erro: true }), 'CEP não encontrado'],
    ['erro: "true"', () => jsonResponse({ erro: 'true' }), 'CEP não encontrado'],
    [
      'a refused request',
      () => new Response('Bad Request', { status: 400 }),
      'Erro ou CEP inválido ao consultar o serviço de CEP.',
    ],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'Erro ao consultar CEP'],
  ])('%s', async (_case, answer, message) => {
    fetchMock.mockResolvedValueOnce(config()).mockResolvedValueOnce(answer());
    await expect(lookupCep('01001000')).resolves.toEqual({ ok: false, message });
  });

  it('gives up after the timeout', async () => {
    fetchMock
      .mockResolvedValueOnce(config())
      .mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
    await expect(lookupCep('01001000')).resolves.toEqual({ ok: false, message: 'Erro ao consultar CEP' });
  });

  it('falls back to ViaCEP when the server cannot say', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(jsonResponse({ erro: true }));
    await lookupCep('01001000');
    expect(fetchMock.mock.calls[1][0]).toBe('https://viacep.com.br/ws/01001000/json/');
    warn.mockRestore();
  });
});
