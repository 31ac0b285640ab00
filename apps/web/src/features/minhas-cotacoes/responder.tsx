import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COTACAO_LIMITS, formatarReais } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { ApiError } from '@/lib/api-client';
import { aceitarCotacao, recusarCotacao } from './api/responder-cotacao';

interface ResponderProps {
  cotacao: Cotacao;
  /** `perdida`: no answer came back (the connection dropped), so the answer may have registered anyway. */
  onDone: (text: string, severity: 'success' | 'error', perdida?: 'aceita' | 'recusada') => void;
}

/** Aceitar (the total and the conditions confirmed) and Recusar (an optional reason). */
export function Responder({ cotacao, onDone }: ResponderProps) {
  const [aberto, setAberto] = useState<'aceitar' | 'recusar' | null>(null);
  const [concordo, setConcordo] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState(false);

  const answer = async (work: () => Promise<string>, fallback: string, alvo: 'aceita' | 'recusada') => {
    setBusy(true);
    try {
      onDone(await work(), 'success');
    } catch (error) {
      // 409 (expired, cancelled meanwhile): the server says why; the page reloads what it holds now.
      const perdida = error instanceof ApiError && error.status === 0 ? alvo : undefined;
      onDone(errorMessage(error, fallback), 'error', perdida);
    } finally {
      setBusy(false);
      setAberto(null);
    }
  };

  const aceitar = () =>
    answer(
      async () => {
        const { pedidoId } = await aceitarCotacao(cotacao.id);
        return `Cotação aceita! Seu pedido nº ${pedidoId} foi criado.`;
      },
      'Não foi possível aceitar a cotação.',
      'aceita',
    );

  const recusar = () =>
    answer(
      async () => {
        await recusarCotacao(cotacao.id, motivo);
        return 'Cotação recusada. O vendedor foi avisado.';
      },
      'Não foi possível recusar a cotação.',
      'recusada',
    );

  return (
    <>
      <Button variant="contained" color="success" onClick={() => setAberto('aceitar')}>
        Aceitar
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAberto('recusar')}>
        Recusar
      </Button>
      <Dialog open={aberto === 'aceitar'} onClose={() => setAberto(null)} aria-labelledby="aceitar-title">
        <DialogTitle id="aceitar-title">Aceitar a cotação {cotacao.numero}?</DialogTitle>
        <DialogContent>
          <Typography>
            Total: <strong>{formatarReais(cotacao.total)}</strong>
          </Typography>
          {cotacao.condicoesPagamento && <Typography>Pagamento: {cotacao.condicoesPagamento}</Typography>}
          {cotacao.prazoEntrega && <Typography>Entrega: {cotacao.prazoEntrega}</Typography>}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={concordo} onChange={(event) => setConcordo(event.target.checked)} />}
            label="Li e concordo com os itens, o total e as condições desta cotação."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(null)}>Voltar</Button>
          <Button variant="contained" color="success" disabled={!concordo || busy} onClick={aceitar}>
            Confirmar aceite
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={aberto === 'recusar'} onClose={() => setAberto(null)} aria-labelledby="recusar-title" fullWidth>
        <DialogTitle id="recusar-title">Recusar a cotação {cotacao.numero}?</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Motivo (opcional)"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            slotProps={{ htmlInput: { maxLength: COTACAO_LIMITS.motivoRecusa } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(null)}>Voltar</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={recusar}>
            Confirmar recusa
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
