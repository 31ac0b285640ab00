import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dataBr } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CotacaoDocumento } from '@/components/cotacao/cotacao-documento';
import { PixPanel } from './pix-panel';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { errorMessage } from '@/components/data/error-message';
import { downloadCsv as downloadFile } from '@/components/search/download-csv';
import { usePageTitle } from '@/lib/use-page-title';
import { useMinhaCotacao, usePedidoDaCotacao } from './api/get-minha-cotacao';
import { sessionUserId } from '@/lib/token';
import { PorQueFechada } from './por-que-fechada';
import { respondivel, venceEm } from './prazo';
import { Responder } from './responder';
import { Vendedor } from './vendedor';
import { Mensagens } from '@/components/cotacao/mensagens';

interface Aviso {
  severity: 'success' | 'error';
  text: string;
  /** The status an answer whose response was lost aimed at. */
  perdida?: 'aceita' | 'recusada';
}

/**
 * What the last action said. An answer whose response was lost ('Erro de conexão.') may have registered:
 * once the reloaded quotation shows it did, that is said instead of the error.
 */
function AvisoResposta({ aviso, cotacao }: { aviso: Aviso; cotacao: Cotacao }) {
  const registrada = aviso.perdida && cotacao.status === aviso.perdida;
  const severity = registrada ? 'success' : aviso.severity;
  const text = !registrada
    ? aviso.text
    : aviso.perdida === 'recusada'
      ? 'A recusa foi registrada. O vendedor foi avisado.'
      : `O aceite foi registrado${cotacao.pedidoId ? `: seu pedido nº ${cotacao.pedidoId} foi criado` : ''}.`;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Alert>
  );
}

/** /cliente/minhas-cotacoes/:id: read, download, accept or decline one quotation. */
export function MinhaCotacaoPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { data: cotacao, failed, reload } = useMinhaCotacao(id);
  const { data: pedido } = usePedidoDaCotacao(cotacao?.pedidoId ?? null);
  const [eu] = useState(sessionUserId);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  usePageTitle(cotacao ? `Cotação ${cotacao.numero}` : 'Cotação');

  if (id === null || failed) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">Cotação não encontrada.</Alert>
        <Link component={RouterLink} to="/cliente/minhas-cotacoes">
          Voltar para minhas cotações
        </Link>
      </Box>
    );
  }
  if (!cotacao)
    return (
      <Typography sx={{ p: 2 }} role="status">
        Carregando...
      </Typography>
    );

  const pdf = async () => {
    try {
      await downloadFile(`/api/minhas-cotacoes/${cotacao.id}/pdf`, {}, `${cotacao.numero}.pdf`);
    } catch (error) {
      setAviso({ severity: 'error', text: errorMessage(error, 'Não foi possível baixar o PDF.') });
    }
  };

  return (
    <Box
      component="article"
      aria-labelledby="cotacao-title"
      // minmax(0, 1fr): a grid column otherwise grows to its widest child's min-content (a long word, a table).
      sx={{ p: 2, maxWidth: 1000, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Link component={RouterLink} to="/cliente/minhas-cotacoes">
        ← Minhas cotações
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="cotacao-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Cotação {numeroText(cotacao)}
        </Typography>
        <StatusChip status={cotacao.status} />
      </Stack>
      <Typography>
        Validade: {dataBr(cotacao.validade)}
        {venceEm(cotacao) && ` (${venceEm(cotacao)})`}
      </Typography>
      {aviso && <AvisoResposta aviso={aviso} cotacao={cotacao} />}
      <PorQueFechada cotacao={cotacao} eu={eu} pedido={pedido} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={pdf}>
          Baixar PDF
        </Button>
        {respondivel(cotacao) && (
          <Responder
            cotacao={cotacao}
            onDone={(text, severity, perdida) => {
              setAviso({ severity, text, perdida });
              reload();
            }}
          />
        )}
      </Stack>
      {/* Pix waits for the order's state: a cancelled order is not offered for payment. */}
      {(!cotacao.pedidoId || pedido) && <PixPanel cotacao={cotacao} pedidoCancelado={pedido?.status === 'cancelado'} />}
      <CotacaoDocumento cotacao={cotacao} />
      <Vendedor cotacao={cotacao} />
      <Mensagens url={`/api/minhas-cotacoes/${cotacao.id}/mensagens`} souCliente />
    </Box>
  );
}
