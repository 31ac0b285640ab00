import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { acessoPortalErrors, normalizeAcessoPortal, type AcessoPortalErrors } from '@portal/shared/validators';
import { TextInput } from '@/components/form/text-input';

export interface Convite {
  nome: string;
  email: string;
}

export const EMPTY_CONVITE: Convite = { nome: '', email: '' };

/** The shared rules of POST /api/Clientes/{id}/usuarios, checked before sending. */
export function conviteErrors(convite: Convite): AcessoPortalErrors {
  return acessoPortalErrors(normalizeAcessoPortal(convite));
}

interface ConviteFormProps {
  value: Convite;
  errors: AcessoPortalErrors;
  busy: boolean;
  onChange: (next: Convite) => void;
  onSubmit: () => void;
}

/** Nome and e-mail of the contact to invite, and "Dar acesso". */
export function ConviteForm({ value, errors, busy, onChange, onSubmit }: ConviteFormProps) {
  return (
    <Box
      component="form"
      aria-label="Dar acesso ao portal"
      noValidate
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextInput
        label="Nome do contato"
        size="small"
        value={value.nome}
        error={Boolean(errors.nome)}
        helperText={errors.nome}
        onChange={(event) => onChange({ ...value, nome: event.target.value })}
      />
      <TextInput
        label="E-mail do contato"
        size="small"
        type="email"
        value={value.email}
        error={Boolean(errors.email)}
        helperText={errors.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Dar acesso
      </Button>
    </Box>
  );
}
