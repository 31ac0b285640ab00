import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useSearchState } from '@/components/search/use-search-state';
import { COTACAO_SEARCH } from './cotacoes-filters';

// Issue 26, finding 6: the quotation search used to stay empty until Buscar.
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/comercial/cotacoes-busca']}>{children}</MemoryRouter>
);

describe('the quotation search', () => {
  it('runs the default search as soon as it opens, in the URL so paging works', async () => {
    const { result } = renderHook(() => useSearchState(COTACAO_SEARCH), { wrapper });
    await waitFor(() => expect(result.current.query).not.toBeNull());
    expect(result.current.query).toMatchObject({ page: 1, status: SEARCH_DEFAULTS.cotacoes.status });
    expect(result.current.applied?.page).toBe(1);
  });

  it('other search screens still wait for Buscar', async () => {
    const { result } = renderHook(() => useSearchState({ ...COTACAO_SEARCH, searchOnOpen: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.query).toBeNull();
  });
});
