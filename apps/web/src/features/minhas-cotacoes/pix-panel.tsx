import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarReais } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { useState } from 'react';
import { usePix } from './api/get-pix';

/**
 * After the customer accepts a quotation paid by Pix (issue 29): the QR code and the "copia e cola"
 * text of the first installment (or the total). Nothing when the server has no Pix configured, nor
 * once the order was cancelled.
 */
export function PixPanel({ cotacao, pedidoCancelado = false }: { cotacao: Cotacao; pedidoCancelado?: boolean }) {
  // A cancelled order has nothing to pay (the server answers 409 too).
  const ativo = cotacao.status === 'aceita' && cotacao.meioPagamento === 'pix' && !pedidoCancelado;
  const { data } = usePix(ativo ? cotacao.id : null);
  const [copiado, setCopiado] = useState(false);
  if (!ativo || !data) return null;
  const valor = cotacao.parcelas[0]?.valor ?? cotacao.total;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pix-title" sx={{ p: 2 }}>
      <Typography id="pix-title" variant="h6" component="h2">
        Pague com Pix
      </Typography>
      <Typography>
        {cotacao.parcelas.length ? '1ª parcela' : 'Total'}: <strong>{formatarReais(valor)}</strong>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
        <img src={data.qrCodePng} alt="QR code do Pix" width={200} height={200} />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <TextField
            fullWidth
            multiline
            label="Pix copia e cola"
            value={data.brcode}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button
            sx={{ mt: 1 }}
            onClick={() => {
              void navigator.clipboard?.writeText(data.brcode).then(() => setCopiado(true));
            }}
          >
            {copiado ? 'Copiado!' : 'Copiar código'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
