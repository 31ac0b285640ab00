import { SEARCH_DEFAULTS, STATUS_FILTRO_OPTIONS } from '@portal/shared/constants';
import type { MeusPedidosQuery } from '@portal/shared/dto';
import { formatDateTime } from '@/components/data/format';
import { PedidoStatusChip } from '@/components/pedido/pedido-status';
import { StatusCardSearchPage } from '@/components/search/status-card-search-page';
import { useMeusPedidos } from './api/get-meus-pedidos';

const DEFAULTS = {
  status: SEARCH_DEFAULTS.pedidos.status as NonNullable<MeusPedidosQuery['status']>,
  sort: SEARCH_DEFAULTS.pedidos.sort,
};

/** /cliente/meus-pedidos: the customer's orders as cards (a phone first). */
export function MeusPedidosPage() {
  return (
    <StatusCardSearchPage
      title="Meus Pedidos"
      listLabel="Pedidos"
      defaults={DEFAULTS}
      statusOptions={STATUS_FILTRO_OPTIONS.pedidos}
      useResults={useMeusPedidos}
      words={{ none: 'Nenhum pedido encontrado.', one: 'pedido', many: 'pedidos' }}
      href={(p) => `/cliente/meus-pedidos/${p.id}`}
      numero={(p) => `Pedido ${p.numero ?? p.id}`}
      chip={(p) => <PedidoStatusChip status={p.status} />}
      detail={(p) => `Emitido em ${formatDateTime(p.dataEmissao)}`}
    />
  );
}
