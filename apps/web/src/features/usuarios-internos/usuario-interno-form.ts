import type { InternalUser, InternalUserInput, UserStatus } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';
import { INTERNAL_USER_MESSAGES as M } from '@portal/shared/messages';
import { hasTwoWords, isValidEmail, isValidPhone, onlyDigits } from '@portal/shared/validators';

export interface UsuarioInternoForm {
  email: string;
  name: string;
  /** Masked (00)0000-0000. */
  phoneNumber: string;
  /** A role id as text; '' when none was chosen. */
  roleId: string;
  status: '1' | '0';
}

export type UsuarioInternoErrors = Partial<Record<keyof UsuarioInternoForm, string>>;

export const EMPTY_USUARIO: UsuarioInternoForm = { email: '', name: '', phoneNumber: '', roleId: '', status: '1' };

export function toUsuarioForm(user: InternalUser): UsuarioInternoForm {
  return {
    email: user.email ?? '',
    name: user.name ?? '',
    phoneNumber: maskPhone(user.phoneNumber),
    roleId: user.roleId ? String(user.roleId) : '',
    status: user.status === 0 ? '0' : '1',
  };
}

export function toUsuarioInput(form: UsuarioInternoForm, id: number | null): InternalUserInput {
  return {
    id,
    email: form.email.trim().toLowerCase(),
    name: form.name.trim(),
    phoneNumber: onlyDigits(form.phoneNumber) || null,
    status: Number(form.status) as UserStatus,
    roleId: Number(form.roleId),
  };
}

/** The internal user form's messages (docs/produto.md §5). */
export function validateUsuario(form: UsuarioInternoForm): UsuarioInternoErrors {
  const errors: UsuarioInternoErrors = {};
  const email = form.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!isValidEmail(email)) errors.email = M.emailInvalid;
  if (!form.name.trim()) errors.name = M.nameRequired;
  else if (!hasTwoWords(form.name)) errors.name = M.nameTwoWords;
  if (onlyDigits(form.phoneNumber) && !isValidPhone(form.phoneNumber)) errors.phoneNumber = M.phoneInvalid;
  if (!form.roleId) errors.roleId = M.roleRequired;
  return errors;
}
