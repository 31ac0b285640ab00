import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

interface ConfirmFormDialogProps {
  title: string;
  /** The explanation and the field(s) the action needs. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string;
  onCancel: () => void;
  onSubmit: () => void;
}

/** A destructive action that asks for something first (a password, a reason): Cancelar and the action. */
export function ConfirmFormDialog(props: ConfirmFormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React sends a portal's events up its React parents: a dialog opened inside a record form
    // would otherwise submit that form too.
    event.stopPropagation();
    props.onSubmit();
  };
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.children}
          {props.error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {props.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} autoFocus>
            Cancelar
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={props.pending}>
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
