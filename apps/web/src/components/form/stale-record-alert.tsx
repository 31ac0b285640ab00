import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface StaleRecordAlertProps {
  /** The server's 409 text (someone saved the record since this screen loaded it); null: nothing to say. */
  message: string | null;
  /** Loads the current version (what was typed here is replaced by it). */
  onReload?: () => void;
}

/**
 * A save refused because the record changed since it was loaded (docs/produto.md §2, edição
 * concorrente): the form keeps what was typed, so it can be copied, and Recarregar shows the current version.
 */
export function StaleRecordAlert({ message, onReload }: StaleRecordAlertProps) {
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        onReload && (
          <Button color="inherit" size="small" onClick={onReload}>
            Recarregar
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
