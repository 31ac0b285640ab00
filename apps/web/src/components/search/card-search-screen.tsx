import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@portal/shared/constants';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FilterFields, type FilterField } from './filter-fields';
import { lastPage } from './page-math';
import { SearchFilterForm } from './search-filter-form';
import { SearchFooter } from './search-footer';
import type { SearchResults } from './use-search-results';
import type { SearchState } from './use-search-state';

interface CardSearchScreenProps<T extends { id: number }, F extends Record<string, string>> {
  title: string;
  /** The list's accessible name ('Cotações', 'Pedidos'). */
  listLabel: string;
  fields: FilterField<keyof F & string>[];
  state: SearchState<F>;
  results: SearchResults<T>;
  /** 'Nenhuma cotação encontrada.', '1 cotação', 'N cotações'. */
  count: (total: number) => string;
  href: (row: T) => string;
  card: (row: T) => ReactNode;
}

/** A customer's search as cards that link to each record (a phone first), on the shared search pieces. */
export function CardSearchScreen<T extends { id: number }, F extends Record<string, string>>(
  props: CardSearchScreenProps<T, F>,
) {
  const { state, results } = props;
  const { rows, total, loading, error, retry } = results;
  const { applied } = state;
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <SearchFilterForm onSearch={state.search}>
        <FilterFields fields={props.fields} value={state.draft} errors={state.errors} onChange={state.setField} />
      </SearchFilterForm>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {GENERAL_MESSAGES.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Typography role="status" sx={{ mb: 1 }} hidden={!!error}>
        {loading || !applied ? 'Carregando...' : props.count(total)}
      </Typography>
      <Stack component="ul" aria-label={props.listLabel} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Card component="li" variant="outlined" key={row.id}>
            <CardActionArea component={RouterLink} to={props.href(row)} sx={{ p: 2 }}>
              {props.card(row)}
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {applied && total > PAGE_SIZES[0] && (
        <SearchFooter
          total={total}
          page={applied.page}
          last={lastPage(total, applied.pageSize)}
          pageSize={applied.pageSize}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      )}
    </Box>
  );
}
