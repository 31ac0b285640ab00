import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cotacao } from '@portal/shared/dto';
import { Condicoes } from './condicoes';
import { CotacaoLines } from './cotacao-lines';
import { TotalsPanel } from './totals-panel';

/** A quotation's lines, conditions and totals as a document: the staff's read view and the customer's page. */
export function CotacaoDocumento({ cotacao }: { cotacao: Cotacao }) {
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Itens
        </Typography>
        <CotacaoLines itens={cotacao.itens} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Condicoes cotacao={cotacao} />
        <TotalsPanel totals={cotacao} />
      </Box>
    </>
  );
}
