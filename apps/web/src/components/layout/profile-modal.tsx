import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface ProfileModalProps {
  open: boolean;
  onClose: () => void;
  name: string;
  email: string;
}

// The contract's "edit profile" modal exists but does nothing: it shows the profile and closes.
export function ProfileModal({ open, onClose, name, email }: ProfileModalProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="profile-modal-title" fullWidth maxWidth="sm">
      <DialogTitle id="profile-modal-title">Editar perfil</DialogTitle>
      <DialogContent>
        <TextField label="Nome" value={name} fullWidth margin="normal" slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField
          label="E-mail"
          value={email}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
