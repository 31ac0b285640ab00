import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { ClientePicker } from './cliente-picker';
import type { ClienteEscolhido } from './cotacao-form';

/** Duplicar: the lines go into a new draft for the customer chosen here (this one by default). */
export function DuplicarDialog({
  cliente,
  onClose,
}: {
  cliente: ClienteEscolhido;
  onClose: (cliente: ClienteEscolhido | null) => void;
}) {
  const [escolhido, setEscolhido] = useState<ClienteEscolhido | null>(cliente);
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={() => onClose(null)} aria-labelledby="duplicar-title">
      <DialogTitle id="duplicar-title">Duplicar cotação</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <ClientePicker value={escolhido} onPick={setEscolhido} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Voltar</Button>
        <Button variant="contained" disabled={!escolhido} onClick={() => onClose(escolhido)}>
          Duplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
