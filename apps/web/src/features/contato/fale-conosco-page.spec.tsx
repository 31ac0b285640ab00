import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetPublicConfig } from '@/lib/public-config';
import { jsonResponse } from '@/test/jwt';
import { FaleConoscoPage } from './fale-conosco-page';

const CONFIG = {
  cepApiUrl: 'http://cep/{cep}',
  lookupTimeoutMs: 1000,
  contact: { email: 'contato@empresa.test', phone: '(11) 4000-0000', address: 'Rua A, 1 - São Paulo - SP' },
};

function renderPage() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <FaleConoscoPage /> }])} />);
}

describe('FaleConoscoPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetPublicConfig();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/public/config'
        ? jsonResponse(CONFIG)
        : jsonResponse({ message: 'Mensagem enviada com sucesso! Responderemos em breve.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the configured contact details', async () => {
    renderPage();
    const address = await screen.findByText(/Rua A, 1/);
    expect(within(address).getByRole('link', { name: 'contato@empresa.test' })).toHaveAttribute(
      'href',
      'mailto:contato@empresa.test',
    );
    expect(within(address).getByRole('link', { name: '(11) 4000-0000' })).toHaveAttribute('href', 'tel:+551140000000');
  });

  it('announces every field error in Portuguese and sends nothing', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Telefone/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'Telefone deve ter 10 ou 11 dígitos.',
      'Mensagem é obrigatória.',
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/public/contato')).toEqual([]);
  });

  it('sends the form (with the empty honeypot) and shows the answer', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Maria Souza');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/Telefone/), '11987654321');
    await userEvent.type(screen.getByLabelText(/Mensagem/), 'Quero uma cotação.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada com sucesso! Responderemos em breve.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/public/contato')!;
    expect(JSON.parse(sent[1]!.body as string)).toEqual({
      nome: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      telefone: '(11)98765-4321',
      mensagem: 'Quero uma cotação.',
      website: '',
    });
  });
});
