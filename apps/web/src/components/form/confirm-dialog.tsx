import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirm: string;
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A question with Voltar and the action's own word. */
export function ConfirmDialog({ open, title, confirm, disabled, onCancel, onConfirm, children }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Voltar
        </Button>
        <Button variant="contained" disabled={disabled} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
