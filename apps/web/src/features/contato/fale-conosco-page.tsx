import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { maskPhone } from '@portal/shared/masks';
import { CONTATO_LIMITS, CONTATO_MESSAGES, GENERAL_MESSAGES } from '@portal/shared/messages';
import { contatoErrors, type ContatoErrors } from '@portal/shared/validators';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { SendResult } from '@/components/feedback/send-result';
import { TextInput } from '@/components/form/text-input';
import { PublicPage } from '@/components/layout/public-page';
import { apiFetch } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactDetails } from './contact-details';
import { useContactDetails } from './use-contact-details';

type Field = 'nome' | 'email' | 'telefone' | 'mensagem';
const EMPTY: Record<Field | 'website', string> = { nome: '', email: '', telefone: '', mensagem: '', website: '' };

/** /fale-conosco: the company's contact details and a message form (stored and e-mailed by the API). */
export function FaleConoscoPage() {
  usePageTitle('Fale conosco');
  const contact = useContactDetails();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ContatoErrors>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const set = (field: keyof typeof EMPTY, value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contatoErrors(form);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const result = await apiFetch<{ message: string }>('/api/public/contato', { method: 'POST', body: form });
      setSent(result.message);
      setForm(EMPTY);
    } catch (error) {
      setFailure(errorMessage(error, CONTATO_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string) => ({
    name,
    label,
    value: form[name],
    error: Boolean(errors[name]),
    helperText: errors[name] && <span role="alert">{errors[name]}</span>,
    fullWidth: true,
    margin: 'dense' as const,
    onChange: (event: { target: { value: string } }) =>
      set(name, name === 'telefone' ? maskPhone(event.target.value) : event.target.value),
  });

  return (
    <PublicPage title="Fale conosco" maxWidth={640}>
      <Typography sx={{ mb: 2 }}>
        Quer acessar o portal?{' '}
        <Link component={RouterLink} to="/cadastro-cliente">
          Cadastre-se
        </Link>{' '}
        e enviaremos ao seu e-mail o link para definir sua senha.
      </Typography>
      <ContactDetails contact={contact} />
      <Typography component="h2" variant="h6">
        Envie uma mensagem
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput
          {...field('nome', 'Nome')}
          required
          autoComplete="name"
          inputProps={{ maxLength: CONTATO_LIMITS.nome }}
        />
        <TextInput {...field('email', 'E-mail')} required type="email" autoComplete="email" />
        <TextInput {...field('telefone', 'Telefone')} autoComplete="tel" inputProps={{ inputMode: 'tel' }} />
        <TextInput
          {...field('mensagem', 'Mensagem')}
          required
          multiline
          minRows={4}
          inputProps={{ maxLength: CONTATO_LIMITS.mensagem }}
        />
        {/* The honeypot: off screen and out of the tab order, so only bots fill it. */}
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="contato-website">Site</label>
          <input
            id="contato-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(event) => set('website', event.target.value)}
          />
        </Box>
        <SendResult success={sent} failure={failure} />
        <Button type="submit" variant="contained" fullWidth disabled={sending} sx={{ mt: 2 }}>
          {sending ? GENERAL_MESSAGES.loading : 'Enviar mensagem'}
        </Button>
      </Box>
    </PublicPage>
  );
}
