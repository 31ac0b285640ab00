import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse } from '@/test/jwt';
import { ForgotPasswordPage } from './forgot-password-page';
import { stubFetch } from '@/test/fetch-stub';

const ANSWER = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';

function renderPage() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <ForgotPasswordPage /> }])} />);
}

describe('ForgotPasswordPage', () => {
  const { fetchMock } = stubFetch();

  it('announces field errors without calling the server', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail é obrigatório.');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Formato de e-mail inválido.');
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
