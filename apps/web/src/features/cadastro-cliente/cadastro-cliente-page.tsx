import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TipoPessoa } from '@portal/shared/dto';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { ERROR_FALLBACKS, GENERAL_MESSAGES } from '@portal/shared/messages';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { PublicPage } from '@/components/layout/public-page';
import { TextInput } from '@/components/form/text-input';
import { apiFetch } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { CadastroClienteCountdown } from './cadastro-cliente-countdown';
import {
  cadastroClientePayload,
  validateCadastroCliente,
  type CadastroClienteErrors,
  type CadastroClienteForm,
} from './validate-cadastro-cliente';

const EMPTY: CadastroClienteForm = { tipo_pessoa: 'pf', nome: '', email: '', cpf: '', cnpj: '', razao_social: '' };

/** /cadastro-cliente: public self-registration (docs/produto.md §2, §3, §5). */
export function CadastroClientePage() {
  usePageTitle('Cadastro de Cliente');
  const [form, setForm] = useState<CadastroClienteForm>(EMPTY);
  const [errors, setErrors] = useState<CadastroClienteErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState(false);
  const pf = form.tipo_pessoa === 'pf';
  const set = (field: keyof CadastroClienteForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCadastroCliente(form);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await apiFetch<unknown>('/api/public/PublicClientes', { method: 'POST', body: cadastroClientePayload(form) });
      setCreated(true);
    } catch (error) {
      setFailure(errorMessage(error, ERROR_FALLBACKS.cadastroCliente));
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'nome' | 'email' | 'cpf' | 'cnpj' | 'razao_social') => ({
    name,
    value: form[name],
    error: Boolean(errors[name as keyof CadastroClienteErrors]),
    helperText: errors[name as keyof CadastroClienteErrors],
    fullWidth: true,
    margin: 'normal' as const,
  });

  return (
    <PublicPage title="Cadastro de Cliente">
      <Box component="form" noValidate onSubmit={submit}>
        <fieldset disabled={created} style={{ border: 0, padding: 0, margin: 0 }}>
          <FormLabel id="tipo-pessoa-label">Tipo de pessoa</FormLabel>
          <RadioGroup
            row
            aria-labelledby="tipo-pessoa-label"
            name="tipo_pessoa"
            value={form.tipo_pessoa}
            onChange={(event) => {
              setForm({ ...form, tipo_pessoa: event.target.value as TipoPessoa });
              setErrors({});
            }}
          >
            <FormControlLabel value="pf" control={<Radio />} label="Física" />
            <FormControlLabel value="pj" control={<Radio />} label="Jurídica" />
          </RadioGroup>
          <TextInput
            {...field('nome')}
            label={pf ? 'Nome' : 'Nome do Responsável'}
            autoComplete="name"
            required
            onChange={(event) => set('nome', event.target.value)}
          />
          <TextInput
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            onChange={(event) => set('email', event.target.value)}
          />
          {pf ? (
            <TextInput
              {...field('cpf')}
              label="CPF"
              placeholder="000.000.000-00"
              required
              inputProps={{ inputMode: 'numeric' }}
              onChange={(event) => set('cpf', maskCpf(event.target.value))}
            />
          ) : (
            <>
              <TextInput
                {...field('cnpj')}
                label="CNPJ"
                placeholder="00.000.000/0000-00"
                required
                onChange={(event) => set('cnpj', maskCnpj(event.target.value))}
              />
              <TextInput
                {...field('razao_social')}
                label="Razão Social"
                onChange={(event) => set('razao_social', event.target.value)}
              />
            </>
          )}
          {failure && (
            <Alert severity="error" sx={{ my: 2 }}>
              {failure}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mt: 2 }}>
            Ao se cadastrar, você declara ter lido o{' '}
            <Link component={RouterLink} to="/privacidade" target="_blank">
              Aviso de Privacidade
            </Link>
            .
          </Typography>
          {created && <CadastroClienteCountdown />}
          <Button type="submit" variant="contained" fullWidth disabled={sending || created} sx={{ mt: 2 }}>
            {sending ? GENERAL_MESSAGES.loading : 'Cadastrar'}
          </Button>
        </fieldset>
      </Box>
    </PublicPage>
  );
}
