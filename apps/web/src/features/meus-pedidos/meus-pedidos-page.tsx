import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import { formatarReais } from '@portal/shared/cotacoes';
import type { MeusPedidosQuery } from '@portal/shared/dto';
import { formatDateTime } from '@/components/data/format';
import { PedidoStatusChip } from '@/components/pedido/pedido-status';
import { CardSearchScreen } from '@/components/search/card-search-screen';
import type { FilterField } from '@/components/search/filter-fields';
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
  const results = useMeusPedidos(state.query, state.version);
  return (
    <CardSearchScreen
      title="Meus Pedidos"
      listLabel="Pedidos"
      fields={FIELDS}
      state={state}
      results={results}
      count={contagem}
      href={(p) => `/cliente/meus-pedidos/${p.id}`}
      card={(p) => (
        <>
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
        </>
      )}
    />
  );
}
