import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { dataBr, impedimento } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { Cotacao, PedidoResumo } from '@portal/shared/dto';
import { formatDateTime } from '@/components/data/format';
import { Link as RouterLink } from 'react-router-dom';
import { vencida } from './prazo';

/**
 * Who answered: "Você" only for the login reading (like the messages' autorId, probe F3); another
 * contact by name.
 */
export function quemRespondeu(cotacao: Cotacao, eu: number | null): string {
  const por = cotacao.respondidaPor;
  if (por?.usuarioId != null && por.usuarioId === eu) return 'Você';
  return por?.nome ?? 'Um contato do cliente';
}

const quando = (cotacao: Cotacao) => (cotacao.respondidaEm ? ` em ${formatDateTime(cotacao.respondidaEm)}` : '');

/** The order's state after the accept (probe F6): a cancelled one has nothing to pay. */
function PedidoEstado({ pedido }: { pedido: PedidoResumo }) {
  if (pedido.status === 'cancelado')
    return (
      <Alert severity="warning">
        O pedido nº {pedido.id} foi cancelado: não há pagamento a fazer.{' '}
        <Link component={RouterLink} to={`/cliente/meus-pedidos/${pedido.id}`}>
          Ver o pedido
        </Link>
      </Alert>
    );
  if (pedido.status === 'faturado') return <Alert severity="info">O pedido nº {pedido.id} foi faturado.</Alert>;
  return null;
}

/** Why a quotation cannot be answered (any more), who answered it, and where its newest revision is. */
export function PorQueFechada({
  cotacao,
  eu = null,
  pedido = null,
}: {
  cotacao: Cotacao;
  /** The login reading (sessionUserId). */
  eu?: number | null;
  /** The accepted quotation's order, once read. */
  pedido?: PedidoResumo | null;
}) {
  const newest = cotacao.revisoes
    .filter((r) => r.id !== cotacao.id && r.revisao > cotacao.revisao && r.status !== 'rascunho')
    .sort((a, b) => b.revisao - a.revisao)[0];
  const link = newest && (
    <>
      {' '}
      <Link component={RouterLink} to={`/cliente/minhas-cotacoes/${newest.id}`}>
        Ver a revisão {newest.revisao}
      </Link>
    </>
  );
  // Open, but the customer's record is inactive: they read, the server refuses an answer (409).
  if (impedimento('aceitar', cotacao, new Date()) === 'clienteInativo') {
    return <Alert severity="warning">{M.clienteInativoSemResposta}</Alert>;
  }
  if (cotacao.status === 'aceita') {
    return (
      <>
        <Alert severity="success">
          {quemRespondeu(cotacao, eu)} aceitou esta cotação{quando(cotacao)}
          {cotacao.pedidoId ? `; pedido nº ${cotacao.pedidoId}` : ''}.
        </Alert>
        {pedido && <PedidoEstado pedido={pedido} />}
      </>
    );
  }
  if (cotacao.status === 'recusada') {
    return (
      <Alert severity="info">
        {quemRespondeu(cotacao, eu)} recusou esta cotação{quando(cotacao)}
        {cotacao.motivoRecusa ? `: ${cotacao.motivoRecusa}` : '.'}
        {link}
      </Alert>
    );
  }
  if (vencida(cotacao)) {
    return (
      <Alert severity="warning">
        Esta cotação venceu em {dataBr(cotacao.validade)} e não pode mais ser aceita nem recusada. Peça uma nova
        proposta ao seu vendedor.{link}
      </Alert>
    );
  }
  if (cotacao.status === 'cancelada') {
    return (
      <Alert severity="warning">Esta cotação foi cancelada pelo vendedor e não pode mais ser respondida.{link}</Alert>
    );
  }
  if (cotacao.status === 'substituida') {
    return (
      <Alert severity="warning">
        Esta cotação foi substituída por uma revisão mais nova e não pode mais ser respondida.{link}
      </Alert>
    );
  }
  return null;
}
