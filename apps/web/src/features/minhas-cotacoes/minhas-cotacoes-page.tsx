import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import { dataBr, formatarReais } from '@portal/shared/cotacoes';
import type { MinhasCotacoesQuery } from '@portal/shared/dto';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { CardSearchScreen } from '@/components/search/card-search-screen';
import type { FilterField } from '@/components/search/filter-fields';
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
  const results = useMinhasCotacoes(state.query, state.version);
  return (
    <CardSearchScreen
      title="Minhas Cotações"
      listLabel="Cotações"
      fields={FIELDS}
      state={state}
      results={results}
      count={contagem}
      href={(c) => `/cliente/minhas-cotacoes/${c.id}`}
      card={(c) => (
        <>
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
        </>
      )}
    />
  );
}
