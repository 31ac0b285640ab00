import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { acessoPortalErrors, normalizeAcessoPortal, type AcessoPortalErrors } from '@portal/shared/validators';
import type { KeyboardEvent } from 'react';
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

/**
 * Nome and e-mail of the contact to invite, and "Dar acesso". Not a <form>: the tab lives inside the
 * customer modal's form, and a nested form's submit would also reach the modal's Salvar.
 */
export function ConviteForm({ value, errors, busy, onChange, onSubmit }: ConviteFormProps) {
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Box
      role="group"
      aria-label="Dar acesso ao portal"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      onKeyDown={enter}
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
      <Button type="button" variant="contained" disabled={busy} onClick={onSubmit}>
        Dar acesso
      </Button>
    </Box>
  );
}
