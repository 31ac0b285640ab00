import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FilterOption } from '@portal/shared/constants';
import { formatarReais } from '@portal/shared/cotacoes';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { CardSearchScreen } from './card-search-screen';
import type { FilterField } from './filter-fields';
import { searchQuery, type SortState } from './search-url';
import type { SearchResults } from './use-search-results';
import { useSearchState } from './use-search-state';

type Query<S extends string> = ReturnType<typeof searchQuery<{ status: S }>>;

interface StatusCardSearchPageProps<T extends { id: number; total: number }, S extends string> {
  title: string;
  /** The list's accessible name ('Cotações', 'Pedidos'). */
  listLabel: string;
  /** The status filter's default and options and the default sort, from packages/shared. */
  defaults: { status: S; sort: SortState };
  statusOptions: readonly FilterOption[];
  useResults: (query: Query<S> | null, version: number) => SearchResults<T>;
  /** The count line: 'Nenhuma cotação encontrada.', or '1 cotação', 'N cotações'. */
  words: { none: string; one: string; many: string };
  href: (row: T) => string;
  /** The card's heading (its number) and its status chip. */
  numero: (row: T) => ReactNode;
  chip: (row: T) => ReactNode;
  /** The line beside the total (a date). */
  detail: (row: T) => ReactNode;
}

/**
 * A customer's own list (/cliente/minhas-cotacoes, /cliente/meus-pedidos): a status filter, and a
 * card per record with its number, status, total and a date, linking to the record.
 */
export function StatusCardSearchPage<T extends { id: number; total: number }, S extends string>(
  props: StatusCardSearchPageProps<T, S>,
) {
  const { defaults, words, useResults } = props;
  usePageTitle(props.title);
  const state = useSearchState({
    defaults: { status: defaults.status },
    defaultSort: defaults.sort,
    searchOnOpen: true,
  });
  const results = useResults(state.query, state.version);
  const fields: FilterField<'status'>[] = [
    { kind: 'select', name: 'status', label: 'Status', options: props.statusOptions },
  ];
  const count = (total: number) => (total === 0 ? words.none : `${total} ${total === 1 ? words.one : words.many}`);
  return (
    <CardSearchScreen
      title={props.title}
      listLabel={props.listLabel}
      fields={fields}
      state={state}
      results={results}
      count={count}
      href={props.href}
      card={(row) => (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{props.numero(row)}</Typography>
            {props.chip(row)}
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Typography variant="h6" component="p">
              {formatarReais(row.total)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {props.detail(row)}
            </Typography>
          </Stack>
        </>
      )}
    />
  );
}
