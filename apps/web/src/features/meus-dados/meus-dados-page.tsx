import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { MeusDados } from '@portal/shared/dto';
import { ERROR_FALLBACKS, GENERAL_MESSAGES, isSuccessMessage } from '@portal/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { getMeusDados } from './meus-dados-api';
import { MeusDadosFormView } from './meus-dados-form';
import { PrivacidadeSection } from './privacidade-section';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; data: MeusDados; version: number };

/** /meus-dados (CLIENTE): the customer's own registration data, with an info banner for results. */
export function MeusDadosPage() {
  usePageTitle('Meus Dados');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [message, setMessage] = useState('');
  const [resetSent, setResetSent] = useState(false);

  const loaded = useCallback((data: MeusDados) => {
    // A new version remounts the form with the saved values as its new starting point.
    setLoad((current) => ({ kind: 'loaded', data, version: current.kind === 'loaded' ? current.version + 1 : 0 }));
  }, []);
  const failed = useCallback((error: unknown) => {
    setLoad({ kind: 'failed' });
    setMessage(errorMessage(error, ERROR_FALLBACKS.meusDadosLoad));
  }, []);
  const reload = useCallback(() => getMeusDados().then(loaded, failed), [loaded, failed]);

  useEffect(() => {
    void getMeusDados().then(loaded, failed);
  }, [loaded, failed]);

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Meus Dados
      </Typography>
      {message && (
        <Alert severity={isSuccessMessage(message) ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setMessage('')}>
          {message}
        </Alert>
      )}
      {load.kind === 'loading' && <Typography role="status">{GENERAL_MESSAGES.loading}</Typography>}
      {load.kind === 'loaded' && (
        <MeusDadosFormView
          key={load.version}
          data={load.data}
          onMessage={setMessage}
          resetSent={resetSent}
          onResetSent={() => setResetSent(true)}
          onSaved={reload}
        />
      )}
      {load.kind === 'loaded' && <PrivacidadeSection />}
    </>
  );
}
