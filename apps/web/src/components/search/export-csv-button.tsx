import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadCsv } from './download-csv';
import { errorMessage } from '@/components/data/error-message';

export interface ExportCsv {
  /** e.g. /api/Clientes/export */
  path: string;
  /** The applied search's query; null until the first Buscar. */
  query: object | null;
  fileName: string;
}

const FAILED = 'Não foi possível exportar o CSV.';

/** 'Exportar CSV': every row of the applied search (filters and sort), not just the page. */
export function ExportCsvButton({ path, query, fileName }: ExportCsv) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async () => {
    if (!query) return;
    setBusy(true);
    setError('');
    try {
      await downloadCsv(path, query, fileName);
    } catch (failure) {
      setError(errorMessage(failure, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={run} disabled={!query || busy} aria-busy={busy}>
        {busy ? 'Exportando...' : 'Exportar CSV'}
      </Button>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
