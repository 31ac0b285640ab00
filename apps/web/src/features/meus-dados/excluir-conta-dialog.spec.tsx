import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '@/test/fetch-stub';
import { ExcluirContaDialog } from './excluir-conta-dialog';

// Issue 26: the confirmation says what happens to whoever is signed in.
describe('ExcluirContaDialog', () => {
  let alcance: 'cliente' | 'contato' = 'contato';
  const { requests } = stubFetch(() => ({ 'GET /api/meusdados/excluir-conta': () => ({ body: { alcance } }) }));
  afterEach(cleanup);

  const abrir = () =>
    render(
      <MemoryRouter>
        <ExcluirContaDialog onCancel={() => {}} />
      </MemoryRouter>,
    );

  it('a contact: only their own data goes; the customer, quotations and other contacts stay', async () => {
    alcance = 'contato';
    abrir();
    expect(await screen.findByText('Ao excluir sua conta, apagamos só os seus dados de contato:')).toBeInTheDocument();
    expect(screen.getByText(/os outros contatos seguem com acesso ao portal/)).toBeInTheDocument();
    expect(screen.queryByText(/substituídos por um pseudônimo/)).not.toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/meusdados/excluir-conta']);
  });

  it('the titular of a pf customer: the whole record is anonymised', async () => {
    alcance = 'cliente';
    abrir();
    expect(await screen.findByText(/substituídos por um pseudônimo/)).toBeInTheDocument();
    expect(screen.getByText(/você e os contatos do seu cadastro não poderão mais entrar/)).toBeInTheDocument();
  });
});
