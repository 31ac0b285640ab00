import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTATO_MESSAGES, GENERAL_MESSAGES } from '@portal/shared/messages';
import { isValidEmail } from '@portal/shared/validators';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { SendResult } from '@/components/feedback/send-result';
import { TextInput } from '@/components/form/text-input';
import { PublicPage } from '@/components/layout/public-page';
import { apiFetch } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

const FAILED = 'Não foi possível enviar o pedido. Tente novamente mais tarde.';

/** /forgot-password: asks for a reset link; the answer never says whether the e-mail has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Esqueci minha senha');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const found = !value ? CONTATO_MESSAGES.emailRequired : isValidEmail(value) ? '' : CONTATO_MESSAGES.emailInvalid;
    setError(found);
    setFailure('');
    if (found) return;
    setSending(true);
    try {
      const result = await apiFetch<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: value },
      });
      setAnswer(result.message);
    } catch (failed) {
      setFailure(errorMessage(failed, FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicPage title="Esqueci minha senha">
      <Typography sx={{ mb: 1 }}>
        Informe o e-mail da sua conta. Enviaremos um link para você definir uma nova senha.
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          fullWidth
          margin="normal"
          value={email}
          error={Boolean(error)}
          // TextInput's helper is already a live region: a role="alert" inside it was read twice.
          helperText={error}
          disabled={Boolean(answer)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SendResult success={answer} failure={failure} />
        <Button type="submit" variant="contained" fullWidth disabled={sending || Boolean(answer)} sx={{ mt: 2 }}>
          {sending ? GENERAL_MESSAGES.loading : 'Enviar link'}
        </Button>
      </Box>
    </PublicPage>
  );
}
