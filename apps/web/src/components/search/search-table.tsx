import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
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
  sort: SortState | null;
  onSort: (field: string) => void;
  onView?: (row: T) => void;
}

export function SearchTable<T>(props: SearchTableProps<T>) {
  const { label, columns, rows, rowKey, loading, searched, sort, onSort, onView } = props;
  const width = columns.length + (onView ? 1 : 0);
  const message = loading && rows.length === 0 ? SEARCH_TEXTS.loading : null;
  const empty = searched && !loading && rows.length === 0;

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
          {(message || empty) && (
            <TableRow>
              <TableCell colSpan={width} align="center">
                {message ?? SEARCH_TEXTS.empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
