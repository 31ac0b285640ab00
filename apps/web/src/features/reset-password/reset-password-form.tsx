import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { GENERAL_MESSAGES, ERROR_FALLBACKS, SUCCESS_MESSAGES, isSuccessMessage } from '@portal/shared/messages';
import { checkPassword } from '@portal/shared/validators';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { TextInput } from '@/components/form/text-input';
import { apiFetch } from '@/lib/api-client';

interface ResetPasswordFormProps {
  userId: string;
  token: string;
  /** Called once the password was saved (the page then redirects). */
  onSaved: () => void;
}

export function ResetPasswordForm({ userId, token, onSaved }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState('');
  const fields = [
    ['Nova senha', password, setPassword],
    ['Confirmar nova senha', confirmation, setConfirmation],
  ] as const;
  const allOk = checkPassword(password, confirmation).every((result) => result.ok);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allOk || sending || done) return;
    setSending(true);
    setMessage('');
    try {
      const result = await apiFetch<{ message?: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { userId, token, newPassword: password, confirmPassword: confirmation },
      });
      setDone(true);
      setMessage(isSuccessMessage(result?.message) ? result!.message! : SUCCESS_MESSAGES.passwordSet);
      onSaved();
    } catch (error) {
      setMessage(errorMessage(error, ERROR_FALLBACKS.resetPassword));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <fieldset disabled={done} style={{ border: 0, padding: 0, margin: 0 }}>
        {fields.map(([label, value, set], index) => (
          <TextInput
            key={label}
            label={label}
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(event) => set(event.target.value)}
            fullWidth
            margin="normal"
            disabled={done}
            autoFocus={index === 0}
          />
        ))}
        <PasswordChecklist password={password} confirmation={confirmation} />
        {message && (
          <Alert severity={isSuccessMessage(message) ? 'success' : 'error'} sx={{ my: 2 }}>
            {message}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth disabled={!allOk || sending || done}>
          {sending ? GENERAL_MESSAGES.loading : 'Salvar senha'}
        </Button>
      </fieldset>
    </Box>
  );
}
