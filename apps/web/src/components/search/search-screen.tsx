import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';
import { ExportCsvButton, type ExportCsv } from './export-csv-button';
import { lastPage } from './page-math';
import { SearchFilterForm } from './search-filter-form';
import { SearchFooter } from './search-footer';
import { SearchTable, type SearchColumn } from './search-table';
import type { FilterValues } from './search-url';
import type { SearchResults } from './use-search-results';
import type { SearchState } from './use-search-state';
import { usePageTitle } from '@/lib/use-page-title';

interface SearchScreenProps<T, F extends FilterValues> {
  title: string;
  state: SearchState<F>;
  results: SearchResults<T>;
  columns: SearchColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  /** The entity's filter fields. */
  filters: ReactNode;
  onView?: (row: T) => void;
  onAdd?: () => void;
  /** The entity's modal. */
  children?: ReactNode;
  /** Adds 'Exportar CSV' for the applied search. */
  exportCsv?: ExportCsv;
}

/** The search screen pattern: filters + Buscar, sortable table, footer with paging. */
export function SearchScreen<T, F extends FilterValues>(props: SearchScreenProps<T, F>) {
  const { title, state, results, columns, rowKey, filters, onView, onAdd, children, exportCsv } = props;
  const { applied, setPage } = state;
  const titleId = useId();
  usePageTitle(title);
  const last = applied ? lastPage(results.total, applied.pageSize) : 1;

  // A page left beyond the end (after a delete, or from an old link) moves to the last page.
  useEffect(() => {
    if (applied && !results.loading && applied.page > last) setPage(last, true);
  }, [applied, results.loading, last, setPage]);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={titleId} variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          {exportCsv && <ExportCsvButton {...exportCsv} />}
          {onAdd && (
            <Button variant="contained" color="success" onClick={onAdd}>
              Adicionar Novo
            </Button>
          )}
        </Stack>
      </Stack>
      <SearchFilterForm onSearch={state.search}>{filters}</SearchFilterForm>
      <SearchTable
        label={title}
        columns={columns}
        rows={results.rows}
        rowKey={rowKey}
        loading={results.loading}
        searched={applied !== null}
        error={results.error}
        onRetry={results.retry}
        sort={state.sort}
        onSort={state.toggleSort}
        onView={onView}
      />
      {applied && (
        <SearchFooter
          total={results.total}
          page={applied.page}
          last={last}
          pageSize={applied.pageSize}
          onPage={setPage}
          onPageSize={state.setPageSize}
        />
      )}
      {children}
    </Box>
  );
}
