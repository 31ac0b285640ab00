import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

// The contract's "notifications and language" modal exists but does nothing: the choices are not stored.
export function PreferencesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="preferences-modal-title" fullWidth maxWidth="sm">
      <DialogTitle id="preferences-modal-title">Notificações e idioma</DialogTitle>
      <DialogContent>
        <FormControlLabel control={<Checkbox defaultChecked />} label="Receber notificações por e-mail" />
        <TextField select label="Idioma" defaultValue="pt-BR" fullWidth margin="normal">
          <MenuItem value="pt-BR">Português (Brasil)</MenuItem>
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
