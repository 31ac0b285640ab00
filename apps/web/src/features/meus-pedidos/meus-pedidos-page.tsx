import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import { formatarReais } from '@portal/shared/cotacoes';
import type { MeusPedidosQuery } from '@portal/shared/dto';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/data/format';
import { PedidoStatusChip } from '@/components/pedido/pedido-status';
import { FilterFields, type FilterField } from '@/components/search/filter-fields';
import { lastPage } from '@/components/search/page-math';
import { SearchFilterForm } from '@/components/search/search-filter-form';
import { SearchFooter } from '@/components/search/search-footer';
import { useSearchState } from '@/components/search/use-search-state';
import { usePageTitle } from '@/lib/use-page-title';
import { useMeusPedidos } from './api/get-meus-pedidos';

type Filtros = { status: NonNullable<MeusPedidosQuery['status']> };

const SEARCH = {
  defaults: { status: SEARCH_DEFAULTS.pedidos.status } as Filtros,
  defaultSort: SEARCH_DEFAULTS.pedidos.sort,
  searchOnOpen: true,
};
const FIELDS: FilterField<'status'>[] = [
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_FILTRO_OPTIONS.pedidos },
];

const contagem = (total: number) =>
  total === 0 ? 'Nenhum pedido encontrado.' : total === 1 ? '1 pedido' : `${total} pedidos`;

/** /cliente/meus-pedidos: the customer's orders as cards (a phone first). */
export function MeusPedidosPage() {
  usePageTitle('Meus Pedidos');
  const state = useSearchState(SEARCH);
  const { rows, total, loading, error, retry } = useMeusPedidos(state.query, state.version);
  const { applied } = state;

  return (
    <Box component="section" aria-labelledby="meus-pedidos-title" sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography id="meus-pedidos-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        Meus Pedidos
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
      <Stack component="ul" aria-label="Pedidos" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((p) => (
          <Card component="li" variant="outlined" key={p.id}>
            <CardActionArea component={RouterLink} to={`/cliente/meus-pedidos/${p.id}`} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>Pedido {p.numero ?? p.id}</Typography>
                <PedidoStatusChip status={p.status} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Typography variant="h6" component="p">
                  {formatarReais(p.total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Emitido em {formatDateTime(p.dataEmissao)}
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
