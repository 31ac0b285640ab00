import type { Produto } from '@portal/shared/dto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { jsonResponse } from '@/test/jwt';
import { ProdutosSearchPage } from './produtos-search-page';
import { label } from '@/test/label';
import { stubFetch, type Routes } from '@/test/fetch-stub';

const CONSULTORIA: Produto = {
  id: 3,
  sku: 'SRV-01',
  tipo: 's',
  nome: 'Consultoria',
  status: true,
  descricao: 'Horas',
  preco: 150,
  unidade: 'H',
  ncm: null,
  ipiPercentual: 0,
  criado_em: '2026-11-05T12:00:00',
  versao: 4,
};

describe('ProdutosSearchPage', () => {
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  beforeEach(() => {
    answers = {
      'GET /api/Produtos?*': () => ({ body: { data: [CONSULTORIA], totalCount: 1 } }),
      'GET /api/Produtos/3': () => jsonResponse(CONSULTORIA),
    };
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  async function search() {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProdutosSearchPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('SRV-01');
    return user;
  }

  it('searches with statusfiltro todos and shows Tipo and Criado Em in pt-BR', async () => {
    await search();
    expect(requests[0].url).toBe(
      '/api/Produtos?tipo=todos&statusfiltro=todos&page=1&pageSize=15&sortField=nome&sortDirection=asc',
    );
    const row = screen.getByRole('row', { name: /SRV-01/ });
    expect(row).toHaveTextContent('Serviço');
    expect(row).toHaveTextContent('05/11/2026');
  });

  it('upper-cases the SKU as typed and gives the form messages', async () => {
    const user = await search();
    await user.click(screen.getByRole('button', { name: 'Adicionar Novo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('SKU é obrigatório (máx 10 chars).')).toBeInTheDocument();
    expect(within(dialog).getByText('Tipo deve ser p (Produto) ou s (Serviço).')).toBeInTheDocument();
    expect(within(dialog).getByText('Nome é obrigatório.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(label('SKU')), 'abc-123456789');
    expect(within(dialog).getByLabelText(label('SKU'))).toHaveValue('ABC-123456');
  });

  it('keeps the SKU read-only when editing, and alerts the fallback when saving fails', async () => {
    const user = await search();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(label('SKU'))).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(label('Descrição'))).toHaveAttribute('maxlength', '1000');
    answers['PUT /api/Produtos/3'] = () => jsonResponse({}, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Erro ao salvar produto.'));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/Produtos/3',
      body: { id: 3, sku: 'SRV-01', tipo: 's', preco: 150, unidade: 'H', versao: 4 },
    });
  });

  it('on a 409 of a stale version keeps what was typed, says so, and Recarregar loads the current version to edit', async () => {
    const user = await search();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText(label('Nome')));
    await user.type(within(dialog).getByLabelText(label('Nome')), 'Consultoria sênior');
    answers['PUT /api/Produtos/3'] = () => jsonResponse({ message: SERVER_MESSAGES.registroAlterado }, 409);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText(SERVER_MESSAGES.registroAlterado)).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(label('Nome'))).toHaveValue('Consultoria sênior');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ nome: 'Consultoria sênior', versao: 4 });

    answers['GET /api/Produtos/3'] = () => jsonResponse({ ...CONSULTORIA, nome: 'Consultoria plena', versao: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    // Still in edit mode on the current version: the change is typed again, no Editar to click.
    await within(screen.getByRole('dialog')).findByRole('button', { name: 'Salvar' });
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByText(SERVER_MESSAGES.registroAlterado)).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(label('Nome'))).toHaveValue('Consultoria plena');
    expect(within(screen.getByRole('dialog')).getByLabelText(label('Nome'))).not.toHaveAttribute('readonly');
    answers['PUT /api/Produtos/3'] = (request) => jsonResponse({ ...CONSULTORIA, ...(request.body as object) });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'PUT')[1]?.body).toMatchObject({ versao: 5 });
  });

  it('asks with the product text before deleting', async () => {
    answers['DELETE /api/Produtos/3'] = () => jsonResponse({ message: 'ok' });
    const user = await search();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir este Produto/Serviço?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.url.startsWith('/api/Produtos?'))).toHaveLength(2);
  });
});
