import Alert from '@mui/material/Alert';

/** What a sent form answered: the success, read out politely, or the failure as an alert. */
export function SendResult({ success, failure }: { success: string; failure: string }) {
  return (
    <>
      <div aria-live="polite">
        {success && (
          <Alert severity="success" sx={{ my: 2 }}>
            {success}
          </Alert>
        )}
      </div>
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
    </>
  );
}
