import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { GENERAL_MESSAGES } from '@portal/shared/messages';

/** A record modal before its record arrives: loading, or the failure with a way to close it. */
export function RecordLoadState({ failed, onClose }: { failed: boolean; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        {failed ? <Alert severity="error">{GENERAL_MESSAGES.recordLoadFailed}</Alert> : GENERAL_MESSAGES.loading}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{GENERAL_MESSAGES.close}</Button>
      </DialogActions>
    </>
  );
}
