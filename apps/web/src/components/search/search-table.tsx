import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import type { ReactNode } from 'react';
import type { SortState } from './search-url';

export interface SearchColumn<T> {
  key: string;
  label: string;
  /** Server sort field; columns without it are not sortable. */
  sortField?: string;
  render: (row: T) => ReactNode;
}

export const SEARCH_TEXTS = {
  loading: 'Carregando...',
  empty: 'Nenhum registro encontrado.',
  hint: GENERAL_MESSAGES.searchHint,
  retry: GENERAL_MESSAGES.retry,
  view: 'Visualizar',
  actions: 'Ações',
} as const;

interface SearchTableProps<T> {
  label: string;
  columns: SearchColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  loading: boolean;
  searched: boolean;
  /** The last search failed: shown with Tentar novamente instead of the empty text. */
  error?: string | null;
  onRetry?: () => void;
  sort: SortState | null;
  onSort: (field: string) => void;
  onView?: (row: T) => void;
}

export function SearchTable<T>(props: SearchTableProps<T>) {
  const { label, columns, rows, rowKey, loading, searched, error, onRetry, sort, onSort, onView } = props;
  const width = columns.length + (onView ? 1 : 0);
  // Loading first, then a failure, then 'no records' after a search, or what to do before the first one.
  const message = loading && rows.length === 0 ? SEARCH_TEXTS.loading : null;
  const failed = !loading && error ? error : null;
  const empty = !loading && !failed && rows.length === 0 ? (searched ? SEARCH_TEXTS.empty : SEARCH_TEXTS.hint) : null;

  return (
    <TableContainer>
      {loading && <LinearProgress aria-label={SEARCH_TEXTS.loading} />}
      <Table size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = !!column.sortField && sort?.field === column.sortField;
              return (
                <TableCell key={column.key} sortDirection={active ? sort?.direction : false}>
                  {column.sortField ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort?.direction : 'asc'}
                      onClick={() => onSort(column.sortField!)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
            {onView && <TableCell>{SEARCH_TEXTS.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.render(row)}</TableCell>
              ))}
              {onView && (
                <TableCell>
                  <Button size="small" variant="outlined" onClick={() => onView(row)}>
                    {SEARCH_TEXTS.view}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {failed && (
            <TableRow>
              <TableCell colSpan={width}>
                <Alert
                  severity="error"
                  action={
                    onRetry && (
                      <Button color="inherit" size="small" onClick={onRetry}>
                        {SEARCH_TEXTS.retry}
                      </Button>
                    )
                  }
                >
                  {failed}
                </Alert>
              </TableCell>
            </TableRow>
          )}
          {(message || empty) && (
            <TableRow>
              <TableCell colSpan={width} align="center" sx={searched ? undefined : { color: 'text.secondary' }}>
                {message ?? empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
