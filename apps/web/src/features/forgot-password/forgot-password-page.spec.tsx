import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse } from '@/test/jwt';
import { ForgotPasswordPage } from './forgot-password-page';
import { stubFetch } from '@/test/fetch-stub';

const ANSWER = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';

/** The live regions (aria-live, alert, status) whose text holds `text`, the message and its ancestors. */
function liveRegionsReading(text: string): Element[] {
  const message = screen.getByText(text);
  const regions: Element[] = [];
  for (let node: Element | null = message; node; node = node.parentElement) {
    const live = node.getAttribute('aria-live');
    const role = node.getAttribute('role');
    if ((live && live !== 'off') || role === 'alert' || role === 'status' || role === 'log') regions.push(node);
  }
  return regions;
}

function renderPage() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ForgotPasswordPage /> }])} />);
}

describe('ForgotPasswordPage', () => {
  const { fetchMock } = stubFetch();

  it('announces field errors once (one live region) without calling the server', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(liveRegionsReading('E-mail é obrigatório.')).toHaveLength(1);
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('E-mail é obrigatório.');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(liveRegionsReading('Formato de e-mail inválido.')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed e-mail and shows the server answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ANSWER }));
    renderPage();
    await userEvent.type(screen.getByLabelText(/E-mail/), ' ana@exemplo.com.br ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ana@exemplo.com.br' });
    expect(screen.getByRole('button', { name: 'Enviar link' })).toBeDisabled();
  });
});
