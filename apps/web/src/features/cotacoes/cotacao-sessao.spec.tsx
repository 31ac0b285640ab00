import type { Cotacao } from '@portal/shared/dto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '@/lib/navigation';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { tokenFor } from '@/test/jwt';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { V1 } from './cotacao-fixture';

/** The login page as far as this test needs it: the notice it was sent, and signing in back to `from`. */
function Login() {
  const { from, notice } = (useLocation().state as { from?: string; notice?: string } | null) ?? {};
  const navigate = useNavigate();
  return (
    <>
      <p role="status">{notice}</p>
      <button
        type="button"
        onClick={() => {
          localStorage.setItem('token', tokenFor('COMERCIAL', 3600, { sub: '7' }));
          void navigate(from ?? '/');
        }}
      >
        Entrar
      </button>
    </>
  );
}

describe('F4: the session ends mid-edit and the typing survives', () => {
  let sessaoViva: boolean;
  let atual: Cotacao;
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', tokenFor('COMERCIAL', 3600, { sub: '7' }));
    sessaoViva = true;
    atual = V1;
    answers = {
      'GET /api/Cotacoes/5': () => ({ body: atual }),
      'PUT /api/Cotacoes/5': ({ body }) => {
        if (!sessaoViva) return { status: 401, body: { message: 'Não autenticado.' } };
        const input = body as Cotacao;
        atual = { ...atual, versao: atual.versao + 1, observacoes: input.observacoes };
        return { body: atual };
      },
    };
  });

  it('goes to the login without the discard question, and after it the typing is back and saves', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> },
        { path: '/login', element: <Login /> },
      ],
      { initialEntries: ['/comercial/cotacoes/5'] },
    );
    setNavigator(
      (to, options) => void router.navigate(to, options),
      () => router.state.location,
    );
    render(<RouterProvider router={router} />);
    const quantidade = await screen.findByLabelText('Quantidade, linha 1');
    await user.clear(quantidade);
    await user.type(quantidade, '77');
    await user.type(screen.getByLabelText('Observações'), ' e ligar antes');

    sessaoViva = false; // revoked elsewhere
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await screen.findByText('Sua sessão terminou. Entre novamente para continuar.');
    expect(confirm).not.toHaveBeenCalled();
    expect(Object.keys(localStorage)).toContain('portal.guardado.7.cotacao.5');

    sessaoViva = true;
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByText(/as alterações que você não tinha salvado foram restauradas/);
    expect(screen.getByLabelText('Quantidade, linha 1')).toHaveValue('77');
    expect(screen.getByLabelText('Observações')).toHaveValue('Entregar de manhã e ligar antes');
    expect(Object.keys(localStorage)).not.toContain('portal.guardado.7.cotacao.5');

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await screen.findByText('Rascunho salvo.');
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1].body).toMatchObject({
      versao: 1,
      observacoes: 'Entregar de manhã e ligar antes',
      itens: [{ produtoId: 1, quantidade: 77 }, { produtoId: 2 }],
    });
  });
});
