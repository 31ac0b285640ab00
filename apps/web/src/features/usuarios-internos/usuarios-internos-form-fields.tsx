import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Role } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';
import type { ReactNode } from 'react';
import { FormText } from '@/components/form/form-text';
import type { UsuarioInternoErrors, UsuarioInternoForm } from './usuario-interno-form';

interface UsuariosInternosFormFieldsProps {
  form: UsuarioInternoForm;
  errors: UsuarioInternoErrors;
  readOnly: boolean;
  roles: Role[];
  onChange: (name: keyof UsuarioInternoForm, value: string) => void;
}

function Select(props: {
  name: keyof UsuarioInternoForm;
  label: string;
  value: string;
  disabled: boolean;
  error?: string;
  required?: boolean;
  onChange: (name: keyof UsuarioInternoForm, value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      name={props.name}
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      required={props.required}
      error={!!props.error}
      helperText={props.error}
      onChange={(event) => props.onChange(props.name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.children}
    </TextField>
  );
}

/** E-mail, Nome Completo, Telefone, Perfil de Acesso and Status, shared by create, view and edit. */
export function UsuariosInternosFormFields({
  form,
  errors,
  readOnly,
  roles,
  onChange,
}: UsuariosInternosFormFieldsProps) {
  const change = (name: string, value: string) => onChange(name as keyof UsuarioInternoForm, value);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <FormText
        name="email"
        label="E-mail"
        required
        value={form.email}
        error={errors.email}
        readOnly={readOnly}
        onChange={change}
      />
      <FormText
        name="name"
        label="Nome Completo"
        required
        value={form.name}
        error={errors.name}
        readOnly={readOnly}
        onChange={change}
      />
      <FormText
        name="phoneNumber"
        label="Telefone"
        value={form.phoneNumber}
        error={errors.phoneNumber}
        readOnly={readOnly}
        format={maskPhone}
        onChange={change}
      />
      <Select
        name="roleId"
        label="Perfil de Acesso"
        required
        value={form.roleId}
        disabled={readOnly}
        error={errors.roleId}
        onChange={onChange}
      >
        <option value="">Selecione</option>
        {roles.map((role) => (
          <option key={role.id} value={String(role.id)}>
            {role.normalizedName}
          </option>
        ))}
      </Select>
      <Select name="status" label="Status" value={form.status} disabled={readOnly} onChange={onChange}>
        <option value="1">Ativo</option>
        <option value="0">Inativo</option>
      </Select>
    </Box>
  );
}
