import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { SnackbarContext } from './snackbar-context';

export const SNACKBAR_MS = 5000;

interface Notice {
  key: number;
  message: string;
}

/** One snackbar for every screen under it; a new notice replaces the one showing. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((message: string) => {
    setNotice({ key: Date.now(), message });
    setOpen(true);
  }, []);
  const close = (_: unknown, reason?: string) => {
    // A click elsewhere (the list refreshing, the next Visualizar) must not hide it at once.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={close} sx={{ width: '100%' }}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
