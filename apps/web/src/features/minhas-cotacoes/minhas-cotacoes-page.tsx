import { SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import { dataBr } from '@portal/shared/cotacoes';
import type { MinhasCotacoesQuery } from '@portal/shared/dto';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { StatusCardSearchPage } from '@/components/search/status-card-search-page';
import { useMinhasCotacoes } from './api/get-minhas-cotacoes';
import { venceEm } from './prazo';

/** The shared quotation defaults (status 'todos', newest first), as GET /api/minhas-cotacoes assumes them. */
const DEFAULTS = {
  status: SEARCH_DEFAULTS.cotacoes.status as NonNullable<MinhasCotacoesQuery['status']>,
  sort: SEARCH_DEFAULTS.cotacoes.sort,
};

/** /cliente/minhas-cotacoes: the customer's quotations as cards (a phone first), on the shared search pieces. */
export function MinhasCotacoesPage() {
  return (
    <StatusCardSearchPage
      title="Minhas Cotações"
      listLabel="Cotações"
      defaults={DEFAULTS}
      // The statuses a customer can see (never a draft), from packages/shared.
      statusOptions={STATUS_FILTRO_OPTIONS.minhasCotacoes}
      useResults={useMinhasCotacoes}
      words={{ none: 'Nenhuma cotação encontrada.', one: 'cotação', many: 'cotações' }}
      href={(c) => `/cliente/minhas-cotacoes/${c.id}`}
      numero={numeroText}
      chip={(c) => <StatusChip status={c.status} />}
      detail={(c) => `Validade ${dataBr(c.validade)}${venceEm(c) ? ` · ${venceEm(c)}` : ''}`}
    />
  );
}
