import Box from '@mui/material/Box';
import type { Role } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';
import { bindFields } from '@/components/form/bind-field';
import { FormSelect } from '@/components/form/form-select';
import { FormText } from '@/components/form/form-text';
import type { UsuarioInternoErrors, UsuarioInternoForm } from './usuario-interno-form';

interface UsuariosInternosFormFieldsProps {
  form: UsuarioInternoForm;
  errors: UsuarioInternoErrors;
  readOnly: boolean;
  roles: Role[];
  onChange: (name: keyof UsuarioInternoForm, value: string) => void;
}

const STATUS_OPTIONS = [
  { value: '1', label: 'Ativo' },
  { value: '0', label: 'Inativo' },
];

/** E-mail, Nome Completo, Telefone, Perfil de Acesso and Status, shared by create, view and edit. */
export function UsuariosInternosFormFields({
  form,
  errors,
  readOnly,
  roles,
  onChange,
}: UsuariosInternosFormFieldsProps) {
  const field = bindFields(form, errors, readOnly, onChange);
  const roleOptions = roles.map((role) => ({ value: String(role.id), label: role.normalizedName }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <FormText {...field('email')} label="E-mail" required />
      <FormText {...field('name')} label="Nome Completo" required />
      <FormText {...field('phoneNumber')} label="Telefone" format={maskPhone} />
      <FormSelect
        {...field('roleId')}
        label="Perfil de Acesso"
        required
        placeholder="Selecione"
        options={roleOptions}
      />
      <FormSelect {...field('status')} label="Status" error={undefined} options={STATUS_OPTIONS} />
    </Box>
  );
}
