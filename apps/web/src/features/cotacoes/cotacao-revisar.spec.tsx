import type { Cotacao } from '@portal/shared/dto';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { V1 } from './cotacao-fixture';

const ENVIADA: Cotacao = { ...V1, status: 'enviada', enviadaEm: '2026-11-26T10:00:00Z' };

describe('F16: losing a simultaneous "Revisar" links to the newest revision', () => {
  let answers: Routes;
  stubFetch(() => answers);

  it("shows the server's message with a link to the revision named in the 409", async () => {
    answers = {
      'GET /api/Cotacoes/5': () => ({ body: ENVIADA }),
      'GET /api/Cotacoes/5/mensagens': () => ({ body: [] }),
      'POST /api/Cotacoes/5/revisar': () => ({
        status: 409,
        body: { message: COTACAO_MESSAGES.revisarExisteNova, revisaoMaisNovaId: 9, requestId: 'r' },
      }),
      'GET /api/Cotacoes/9': () => ({ body: { ...V1, id: 9, revisao: 2 } }),
    };
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> }], {
      initialEntries: ['/comercial/cotacoes/5'],
    });
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('button', { name: 'Revisar' }));
    const alerta = (await screen.findByText(COTACAO_MESSAGES.revisarExisteNova)).closest('[role=alert]') as HTMLElement;
    const link = within(alerta).getByRole('link', { name: 'Abrir a revisão mais recente' });
    expect(link).toHaveAttribute('href', '/comercial/cotacoes/9');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/comercial/cotacoes/9');
  });
});
