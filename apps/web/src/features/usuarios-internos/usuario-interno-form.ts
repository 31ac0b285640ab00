import type { UsuarioInterno, UsuarioInternoInput, UserStatus } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';
import {
  normalizeEmail,
  normalizeUsuarioInterno,
  onlyDigits,
  usuarioInternoErrors,
  type UsuarioInternoErrors,
} from '@portal/shared/validators';

export interface UsuarioInternoForm {
  email: string;
  name: string;
  /** Masked (00)0000-0000. */
  phoneNumber: string;
  /** A role id as text; '' when none was chosen. */
  roleId: string;
  status: '1' | '0';
}

export type { UsuarioInternoErrors };

export const EMPTY_USUARIO: UsuarioInternoForm = { email: '', name: '', phoneNumber: '', roleId: '', status: '1' };

export function toUsuarioForm(user: UsuarioInterno): UsuarioInternoForm {
  return {
    email: user.email ?? '',
    name: user.name ?? '',
    phoneNumber: maskPhone(user.phoneNumber),
    roleId: user.roleId ? String(user.roleId) : '',
    status: user.status === 0 ? '0' : '1',
  };
}

export function toUsuarioInput(form: UsuarioInternoForm, id: number | null): UsuarioInternoInput {
  return {
    id,
    email: normalizeEmail(form.email),
    name: form.name.trim(),
    phoneNumber: onlyDigits(form.phoneNumber) || null,
    status: Number(form.status) as UserStatus,
    roleId: Number(form.roleId),
  };
}

/** The form's messages: the shared internal user rules (docs/produto.md §5) on the form as it would be sent. */
export function validateUsuario(form: UsuarioInternoForm): UsuarioInternoErrors {
  return usuarioInternoErrors(normalizeUsuarioInterno(form));
}
