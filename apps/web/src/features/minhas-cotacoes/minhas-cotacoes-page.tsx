import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import { dataBr, formatarReais } from '@portal/shared/cotacoes';
import type { MinhasCotacoesQuery } from '@portal/shared/dto';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { FilterFields, type FilterField } from '@/components/search/filter-fields';
import { lastPage } from '@/components/search/page-math';
import { SearchFilterForm } from '@/components/search/search-filter-form';
import { SearchFooter } from '@/components/search/search-footer';
import { useSearchState } from '@/components/search/use-search-state';
import { usePageTitle } from '@/lib/use-page-title';
import { useMinhasCotacoes } from './api/get-minhas-cotacoes';
import { venceEm } from './prazo';

type Filtros = { status: NonNullable<MinhasCotacoesQuery['status']> };

/** The shared quotation defaults (status 'todos', newest first), as GET /api/minhas-cotacoes assumes them. */
const SEARCH = {
  defaults: { status: SEARCH_DEFAULTS.cotacoes.status } as Filtros,
  defaultSort: SEARCH_DEFAULTS.cotacoes.sort,
  searchOnOpen: true,
};
// The statuses a customer can see (never a draft), from packages/shared.
const FIELDS: FilterField<'status'>[] = [
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_FILTRO_OPTIONS.minhasCotacoes },
];

const contagem = (total: number) =>
  total === 0 ? 'Nenhuma cotação encontrada.' : total === 1 ? '1 cotação' : `${total} cotações`;

/** /cliente/minhas-cotacoes: the customer's quotations as cards (a phone first), on the shared search pieces. */
export function MinhasCotacoesPage() {
  usePageTitle('Minhas Cotações');
  const state = useSearchState(SEARCH);
  const { rows, total, loading, error, retry } = useMinhasCotacoes(state.query, state.version);
  const { applied } = state;

  return (
    <Box component="section" aria-labelledby="minhas-title" sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography id="minhas-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        Minhas Cotações
      </Typography>
      <SearchFilterForm onSearch={state.search}>
        <FilterFields fields={FIELDS} value={state.draft} errors={state.errors} onChange={state.setField} />
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
        {loading || !applied ? 'Carregando...' : contagem(total)}
      </Typography>
      <Stack component="ul" aria-label="Cotações" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((c) => (
          <Card component="li" variant="outlined" key={c.id}>
            <CardActionArea component={RouterLink} to={`/cliente/minhas-cotacoes/${c.id}`} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{numeroText(c)}</Typography>
                <StatusChip status={c.status} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Typography variant="h6" component="p">
                  {formatarReais(c.total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Validade {dataBr(c.validade)}
                  {venceEm(c) && ` · ${venceEm(c)}`}
                </Typography>
              </Stack>
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
