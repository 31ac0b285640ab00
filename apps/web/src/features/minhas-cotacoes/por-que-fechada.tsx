import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { dataBr, impedimento } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { Cotacao } from '@portal/shared/dto';
import { Link as RouterLink } from 'react-router-dom';
import { vencida } from './prazo';

/** Why a quotation cannot be answered (any more), and where its newest revision is. */
export function PorQueFechada({ cotacao }: { cotacao: Cotacao }) {
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
      <Alert severity="success">
        Você aceitou esta cotação{cotacao.pedidoId ? `; pedido nº ${cotacao.pedidoId}` : ''}.
      </Alert>
    );
  }
  if (cotacao.status === 'recusada') {
    return (
      <Alert severity="info">
        Você recusou esta cotação{cotacao.motivoRecusa ? `: ${cotacao.motivoRecusa}` : '.'}
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
