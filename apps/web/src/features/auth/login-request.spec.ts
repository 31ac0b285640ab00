import { jsonResponse } from '@/test/jwt';
import { requestLogin } from './login-request';
import { stubFetch } from '@/test/fetch-stub';

describe('requestLogin: the login error catalogue (docs/produto.md §8)', () => {
  const { fetchMock } = stubFetch();

  const login = () => requestLogin({ email: 'a@b.com', password: 'x' });

  it('posts the credentials as JSON to /api/Auth/login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't' }));
    await expect(login()).resolves.toEqual({ ok: true, token: 't' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/Auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.com', password: 'x' });
  });

  it.each([
    ['a JSON message', jsonResponse({ message: 'E-mail ou senha inválidos.' }, 401), 'E-mail ou senha inválidos.'],
    ['a JSON error field', jsonResponse({ error: 'Conta bloqueada.' }, 400), 'Conta bloqueada.'],
    ['JSON without a message', jsonResponse({}, 401), 'Erro ao realizar login.'],
    ['a JSON 429', jsonResponse({ message: 'Espere 10 minutos.' }, 429), 'Espere 10 minutos.'],
    [
      'a non-JSON 429',
      new Response('Too Many Requests', { status: 429 }),
      'Muitas tentativas. Aguarde antes de tentar novamente.',
    ],
    [
      'another non-JSON failure',
      new Response('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      'Ocorreu um problema. Tente novamente mais tarde.',
    ],
    [
      'a broken JSON body',
      new Response('{"tok', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      'Ocorreu um problema. Tente novamente mais tarde.',
    ],
    ['success without a token', jsonResponse({ ok: true }), 'Erro inesperado: Token não recebido.'],
  ])('%s', async (_case, response, message) => {
    fetchMock.mockResolvedValue(response);
    await expect(login()).resolves.toEqual({ ok: false, message });
  });

  it('a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(login()).resolves.toEqual({
      ok: false,
      message: 'Erro ao conectar ao servidor. Por favor, tente novamente mais tarde.',
    });
  });
});
