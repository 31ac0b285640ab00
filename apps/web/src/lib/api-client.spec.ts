import { jsonResponse } from '@/test/jwt';
import { ApiError, apiFetch, forgetSession } from './api-client';
import { setNavigator } from './navigation';
import { stubFetch } from '@/test/fetch-stub';

describe('apiFetch (docs/produto.md §7)', () => {
  const { fetchMock } = stubFetch();
  const navigate = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    forgetSession();
    navigate.mockReset();
    setNavigator(navigate, () => ({ pathname: '/comercial/clientes-busca', search: '?x=1', hash: '' }));
  });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
  };

  it('sends the Bearer token and the JSON content type, and parses the JSON answer', async () => {
    localStorage.setItem('token', 'tok123');
    fetchMock.mockResolvedValue(jsonResponse({ data: [1], totalCount: 1 }));
    await expect(apiFetch('/api/Clientes', { method: 'POST', body: { nome: 'Á' } })).resolves.toEqual({
      data: [1],
      totalCount: 1,
    });
    const { init, headers } = lastRequest();
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"nome":"Á"}');
  });

  it('sends no Authorization without a token, and no content type when disabled', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x', { json: false })).resolves.toBeUndefined();
    expect(lastRequest().headers).toEqual({ Accept: 'application/json' });
  });

  it('builds the query string, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/api/Clientes', { query: { nome: 'ana maria', page: 2, uf: '', id: undefined, doc: null } });
    expect(lastRequest().url).toBe('/api/Clientes?nome=ana+maria&page=2');
  });

  it('on 401 clears the token and goes to /login, remembering the page', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado.' }, 401));
    await expect(apiFetch('/api/Clientes')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/comercial/clientes-busca?x=1', notice: 'Sua sessão terminou. Entre novamente para continuar.' },
    });
  });

  it("on 401 of a deactivated account, the login page says the server's reason (F4)", async () => {
    localStorage.setItem('token', 'old');
    const inativo = 'Usuário inativo. Entre em contato com o administrador.';
    fetchMock.mockResolvedValue(jsonResponse({ message: inativo }, 401));
    await expect(apiFetch('/api/Cotacoes/5', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/comercial/clientes-busca?x=1', notice: inativo },
    });
  });

  it('on 401 after another tab signed out (the shared token gone), still says the session ended', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiFetch('/api/minhas-cotacoes/7');
    localStorage.removeItem('token'); // the other tab's Sair
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado.' }, 401));
    await expect(apiFetch('/api/minhas-cotacoes/7/aceitar', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/comercial/clientes-busca?x=1', notice: 'Sua sessão terminou. Entre novamente para continuar.' },
    });
  });

  it("a second 401 once on /login (the page reloading) keeps the first one's page and notice", async () => {
    setNavigator(navigate, () => ({ pathname: '/login', search: '', hash: '' }));
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado.' }, 401));
    await expect(apiFetch('/api/minhas-cotacoes/7')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 without a token (never signed in), no notice', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado.' }, 401));
    await expect(apiFetch('/api/Clientes')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/comercial/clientes-busca?x=1' },
    });
  });

  it.each([403, 500])('logs a %i (and still rejects, so no screen takes it for a success)', async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'kept');
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Acesso negado.' }, status));
    await expect(apiFetch('/api/logs')).rejects.toMatchObject({ status, message: 'Acesso negado.' });
    expect(log).toHaveBeenCalledWith(`GET /api/logs: HTTP ${status}`, { message: 'Acesso negado.' });
    expect(localStorage.getItem('token')).toBe('kept');
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it.each([
    [{ error: 'Erro do campo error', message: 'outro' }, 'Erro do campo error'],
    [{ message: 'CPF já cadastrado.' }, 'CPF já cadastrado.'],
    [{ outra: 1 }, 'Erro HTTP 409'],
  ])('raises the error, else the message, else Erro HTTP {status}: %j', async (body, text) => {
    fetchMock.mockResolvedValue(jsonResponse(body, 409));
    const error = await apiFetch('/api/Clientes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(text);
  });

  it('raises Erro HTTP {status} for a non-JSON failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toThrow('Erro HTTP 502');
  });

  it('turns a network failure into status 0 "Erro de conexão."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, message: 'Erro de conexão.' });
  });
});
