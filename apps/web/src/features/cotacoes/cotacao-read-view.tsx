import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dataBr } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { CotacaoDocumento } from '@/components/cotacao/cotacao-documento';
import { STATUS_LABELS } from '@/components/cotacao/cotacao-status';

/**
 * A quotation that is no longer a draft, as a document: no inputs that look editable and silently
 * refuse typing; the freight reads "R$ 0,00", not an empty field (issue 26, finding 6).
 */
export function CotacaoReadView({ cotacao }: { cotacao: Cotacao }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        Cotação {STATUS_LABELS[cotacao.status].toLowerCase()}: somente leitura. Para mudar algo, crie uma nova revisão
        ou duplique-a.
      </Alert>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
        <Typography>
          <strong>Cliente:</strong> {cotacao.clienteNome} ({cotacao.clienteDocumento})
        </Typography>
        <Typography>
          <strong>Validade:</strong> {dataBr(cotacao.validade)}
        </Typography>
        <Typography>
          <strong>Vendedor:</strong> {cotacao.vendedorNome}
        </Typography>
      </Paper>
      <CotacaoDocumento cotacao={cotacao} />
    </Box>
  );
}
