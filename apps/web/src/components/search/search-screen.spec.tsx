import type { SearchResult } from '@portal/shared/dto';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { FilterText } from './filter-fields';
import { SearchScreen } from './search-screen';
import type { SearchColumn } from './search-table';
import { SEARCH_TIMEOUT_MS, searchErrorText, useSearchResults } from './use-search-results';
import { serializeSearch } from './search-url';
import { useSearchState } from './use-search-state';

interface Row {
  id: number;
  nome: string;
}
type Query = { nome: string; page: number; pageSize: number; sortField?: string; sortDirection?: string };

const columns: SearchColumn<Row>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (r) => r.id },
  { key: 'nome', label: 'Nome', sortField: 'nome', render: (r) => r.nome },
];

function fakeServer(total: number) {
  return vi.fn(async (q: Query): Promise<SearchResult<Row>> => {
    const first = (q.page - 1) * q.pageSize;
    const count = Math.max(0, Math.min(q.pageSize, total - first));
    return {
      data: Array.from({ length: count }, (_, i) => ({ id: first + i + 1, nome: `N${first + i + 1}` })),
      totalCount: total,
    };
  });
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="url">{search}</output>;
}

function Harness({ fetcher }: { fetcher: (q: Query) => Promise<SearchResult<Row>> }) {
  const state = useSearchState({
    defaults: { nome: '' },
    defaultSort: { field: 'nome', direction: 'asc' },
    validate: (f) => ({ nome: f.nome && f.nome.length < 3 ? 'Digite 3 ou mais caracteres para o nome.' : undefined }),
  });
  const { applied } = state;
  const query = useMemo(
    () =>
      applied && {
        ...applied.filters,
        page: applied.page,
        pageSize: applied.pageSize,
        sortField: applied.sort?.field,
        sortDirection: applied.sort?.direction,
      },
    [applied],
  );
  const results = useSearchResults(fetcher, query, state.version);
  return (
    <SearchScreen
      title="Teste"
      state={state}
      results={results}
      columns={columns}
      rowKey={(r) => r.id}
      onView={() => undefined}
      filters={
        <FilterText
          name="nome"
          label="Nome"
          value={state.draft.nome}
          error={state.errors.nome}
          onChange={state.setField}
        />
      }
    />
  );
}

function setup(total: number, url = '/busca') {
  const fetcher = fakeServer(total);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness fetcher={fetcher} />
      <Location />
    </MemoryRouter>,
  );
  return { fetcher, user };
}

const lastQuery = (fetcher: ReturnType<typeof fakeServer>) => fetcher.mock.calls.at(-1)![0];
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => Number(b.textContent));
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('SearchScreen', () => {
  it('fetches nothing before the first Buscar, then page 1 with the default sort', async () => {
    const { fetcher, user } = setup(40);
    expect(screen.queryByText(/Total:/)).not.toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Total: 40')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(lastQuery(fetcher)).toEqual({ nome: '', page: 1, pageSize: 15, sortField: 'nome', sortDirection: 'asc' });
    expect(bodyRows()).toHaveLength(15);
    expect(screen.getByTestId('url')).toHaveTextContent('?page=1&pageSize=15&sortField=nome&sortDirection=asc');
  });

  it('searches on Enter in a field and blocks a short text with its message', async () => {
    const { fetcher, user } = setup(5);
    await user.type(screen.getByLabelText('Nome'), 'ab{Enter}');
    expect(await screen.findByText('Digite 3 ou mais caracteres para o nome.')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nome'), 'c{Enter}');
    await screen.findByText('Total: 5');
    expect(lastQuery(fetcher)).toMatchObject({ nome: 'abc', page: 1 });
  });

  it('toggles the sort direction on a header click and marks the column', async () => {
    const { fetcher, user } = setup(40);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('Total: 40');
    const nome = screen.getByRole('columnheader', { name: 'Nome' });
    expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nome).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ sortField: 'nome', sortDirection: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(screen.getByRole('columnheader', { name: 'ID' })).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ sortField: 'id', sortDirection: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort');
  });

  it('clamps the page box to 1..last and accepts digits only', async () => {
    const { fetcher, user } = setup(100); // 7 pages of 15
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('Total: 100');
    const box = screen.getByLabelText('Ir para a página');
    await user.clear(box);
    await user.type(box, 'x9y9');
    expect(box).toHaveValue('99');
    await user.click(screen.getByRole('button', { name: 'Ir' }));
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ page: 7 }));
    expect(screen.getByLabelText('Ir para a página')).toHaveValue('7');
    await user.clear(screen.getByLabelText('Ir para a página'));
    await user.type(screen.getByLabelText('Ir para a página'), '0{Enter}');
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ page: 1 }));
    expect(screen.getByLabelText('Ir para a página')).toHaveValue('1');
  });

  it('shows a window of 7 page numbers at the start, middle and end', async () => {
    const { user } = setup(300); // 20 pages
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('Total: 300');
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página 7' }));
    await user.click(await screen.findByRole('button', { name: 'Página 10' }));
    await waitFor(() => expect(pageButtons()).toEqual([7, 8, 9, 10, 11, 12, 13]));
    expect(screen.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(pageButtons()).toEqual([8, 9, 10, 11, 12, 13, 14]));
    await user.type(screen.getByLabelText('Ir para a página'), '{selectall}20{Enter}');
    await waitFor(() => expect(pageButtons()).toEqual([14, 15, 16, 17, 18, 19, 20]));
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByText('N300')).toBeInTheDocument();
  });

  it('goes back to page 1 when the filters or the page size change', async () => {
    const { fetcher, user } = setup(100);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ page: 3 }));
    await user.type(screen.getByLabelText('Nome'), 'abc{Enter}');
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ nome: 'abc', page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Página 4' }));
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ page: 4 }));
    await user.selectOptions(screen.getByLabelText('Itens por página'), '50');
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ page: 1, pageSize: 50 }));
    expect(bodyRows()).toHaveLength(50);
  });

  it('restores a search from the URL and moves a page beyond the end to the last page', async () => {
    const { fetcher } = setup(40, '/busca?nome=abc&page=9&pageSize=30&sortField=id&sortDirection=desc');
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ nome: 'abc', page: 2, pageSize: 30 }));
    expect(screen.getByLabelText('Nome')).toHaveValue('abc');
    expect(fetcher.mock.calls[0][0]).toMatchObject({ page: 9, sortField: 'id', sortDirection: 'desc' });
    expect(await screen.findByText('N40')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('page=2');
  });

  it('before the first Buscar says what to do; a failed load shows the error and Tentar novamente', async () => {
    let fail = true;
    const server = fakeServer(2);
    const fetcher = vi.fn(async (q: Query) => {
      if (fail) throw new ApiError('Erro de conexão.', 0, null);
      return server(q);
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/busca']}>
        <Harness fetcher={fetcher} />
      </MemoryRouter>,
    );
    expect(screen.getByText(GENERAL_MESSAGES.searchHint)).toBeInTheDocument();
    expect(document.title).toBe('Portal de Cotações - Teste');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERAL_MESSAGES.searchFailed);
    expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
    expect(screen.queryByText(GENERAL_MESSAGES.searchHint)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('N2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a 403 says the user may not see the records; an unexpected answer is an empty list', async () => {
    expect(searchErrorText(new ApiError('x', 403, null))).toBe(GENERAL_MESSAGES.searchForbidden);
    expect(searchErrorText(new ApiError('x', 500, null))).toBe(GENERAL_MESSAGES.searchFailed);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/busca']}>
        <Harness fetcher={vi.fn(async () => ({}) as SearchResult<Row>)} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a search unanswered for SEARCH_TIMEOUT_MS fails, and its late answer is dropped', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (value: SearchResult<Row>) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<SearchResult<Row>>((resolve) => (answer = resolve)));
    const query = { nome: '' };
    const { result } = renderHook(() => useSearchResults(fetcher, query, 0));
    expect(result.current.loading).toBe(true);
    await act(async () => vi.advanceTimersByTime(SEARCH_TIMEOUT_MS));
    expect(result.current).toMatchObject({ loading: false, error: GENERAL_MESSAGES.searchFailed, rows: [] });
    await act(async () => answer({ data: [{ id: 1, nome: 'tarde' }], totalCount: 1 }));
    expect(result.current.rows).toEqual([]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    error.mockRestore();
  });

  it('what was typed before the default search reached the URL stays in the form (searchOnOpen)', () => {
    // The router applies the default search in a transition: a fast user types first.
    let navigate: NavigateFunction = () => undefined;
    const defaults = { nome: '' };
    const { result } = renderHook(
      () => {
        navigate = useNavigate();
        return useSearchState({ defaults, defaultSort: null });
      },
      { wrapper: ({ children }) => <MemoryRouter initialEntries={['/busca']}>{children}</MemoryRouter> },
    );
    act(() => result.current.setField('nome', 'Maria'));
    const bare = serializeSearch({ filters: defaults, page: 1, pageSize: 15, sort: null }, defaults);
    act(() => void navigate(`/busca?${bare.toString()}`, { replace: true }));
    expect(result.current.applied).not.toBeNull();
    expect(result.current.draft.nome).toBe('Maria');
    // A search the user ran and then went back from still brings its own filters back.
    act(
      () =>
        void navigate(
          `/busca?${serializeSearch({ filters: { nome: 'Joana' }, page: 1, pageSize: 15, sort: null }, defaults).toString()}`,
        ),
    );
    expect(result.current.draft.nome).toBe('Joana');
  });
});
