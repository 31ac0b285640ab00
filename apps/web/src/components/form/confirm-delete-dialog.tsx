import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  detail?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation: the contract's question, Cancelar and Sim, excluir. */
export function ConfirmDeleteDialog({ open, title, detail, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      {detail && (
        <DialogContent>
          <DialogContentText>{detail}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          Sim, excluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
