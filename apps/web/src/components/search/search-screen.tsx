import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ComponentType, type ReactNode } from 'react';
import type { RecordModalProps } from '@/components/form/record-mode';
import { ExportCsvButton } from './export-csv-button';
import { FilterFields, type FilterField } from './filter-fields';
import { lastPage } from './page-math';
import { SearchFilterForm } from './search-filter-form';
import { SearchFooter } from './search-footer';
import { RecordModalHost } from './record-modal-host';
import { SearchTable, type SearchColumn } from './search-table';
import type { FilterValues } from './search-url';
import type { RecordTargetState } from './use-record-target';
import type { SearchResults } from './use-search-results';
import type { SearchState } from './use-search-state';
import { usePageTitle } from '@/lib/use-page-title';

interface SearchScreenProps<T, F extends FilterValues> {
  title: string;
  state: SearchState<F>;
  results: SearchResults<T>;
  columns: SearchColumn<T>[];
  /** A row's React key; by default its id. */
  rowKey?: (row: T, index: number) => string | number;
  /** The entity's filters, described (rendered by FilterFields)... */
  fields?: readonly FilterField<keyof F & string>[];
  /** ...or as elements. */
  filters?: ReactNode;
  onView?: (row: T) => void;
  onAdd?: () => void;
  /** The entity's record modal and its state: Adicionar Novo and a row's view open it. */
  Modal?: ComponentType<RecordModalProps>;
  modal?: RecordTargetState;
  /** The entity's modal. */
  children?: ReactNode;
  /** Adds 'Exportar CSV' for the applied search (by default with the search's own query). */
  exportCsv?: { path: string; fileName: string; query?: object | null };
}

/** A record's numeric id, when the row has one. */
const idOf = (row: unknown): number | null =>
  typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number' ? row.id : null;
const rowId = (row: unknown, index: number) => idOf(row) ?? index;

/** The search screen pattern: filters + Buscar, sortable table, footer with paging. */
export function SearchScreen<T, F extends FilterValues>(props: SearchScreenProps<T, F>) {
  const { title, state, results, columns, rowKey = rowId, modal, Modal, children, exportCsv } = props;
  const records = modal && Modal ? { modal, Modal } : null;
  const view = (row: T) => {
    const id = idOf(row);
    if (records && id !== null) records.modal.open({ mode: 'view', id });
  };
  const onView = records ? view : props.onView;
  const onAdd = records ? () => records.modal.open({ mode: 'create' }) : props.onAdd;
  const filters = props.fields ? (
    <FilterFields fields={props.fields} value={state.draft} errors={state.errors} onChange={state.setField} />
  ) : (
    props.filters
  );
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
          {exportCsv && <ExportCsvButton query={state.query} {...exportCsv} />}
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
      {records && <RecordModalHost {...records} />}
      {children}
    </Box>
  );
}
