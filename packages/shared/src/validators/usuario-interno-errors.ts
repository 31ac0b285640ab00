import { idEnviado } from './id-enviado.js';
import { USUARIO_INTERNO_MESSAGES as M } from '../messages/usuario-interno-messages.js';
import { maxLengthMessage } from '../messages/max-length-message.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { textoLivreError } from './controles-de-direcao.js';
import { hasTwoWords } from './has-two-words.js';
import { isValidEmail } from './is-valid-email.js';
import { isValidPhone } from './is-valid-phone.js';
import { stripMask } from './strip-mask.js';
import { cleanText, collectErrors, isText, type FieldErrors } from './text-rules.js';
import { normalizeEmail } from './normalize-email.js';

const NAME_MAX = 255;
// roles.id is a PostgreSQL integer: a larger id is no role at all (and would fail the query).
const MAX_ROLE_ID = 2_147_483_647;

/** The fields of an internal user's input, in the order their messages are reported. */
export const USUARIO_INTERNO_FIELDS = ['email', 'name', 'phoneNumber', 'status', 'roleId'] as const;
export type UsuarioInternoField = (typeof USUARIO_INTERNO_FIELDS)[number];
export type UsuarioInternoFields = Partial<Record<UsuarioInternoField, unknown>>;
export type UsuarioInternoErrors = FieldErrors<UsuarioInternoField>;

/**
 * An internal user input as it is stored: e-mail trimmed and lower-case, name trimmed with single
 * spaces, phone without mask, status and role id as numbers when typed as text; blanks absent.
 */
export function normalizeUsuarioInterno(input: UsuarioInternoFields): UsuarioInternoFields {
  const email = cleanText(input.email);
  const name = cleanText(input.name);
  const { phoneNumber, status, roleId } = input;
  return {
    email: typeof email === 'string' ? normalizeEmail(email) : email,
    name: typeof name === 'string' ? name.replace(/\s+/g, ' ') : name,
    phoneNumber: typeof phoneNumber === 'string' ? stripMask(phoneNumber) || undefined : (phoneNumber ?? undefined),
    status: status === '1' || status === '0' ? Number(status) : status,
    roleId: idEnviado(roleId),
  };
}

/** The messages of a normalised internal user input (docs/produto.md §5); {} when it can be saved. */
export function usuarioInternoErrors(input: UsuarioInternoFields): UsuarioInternoErrors {
  const { email, name, phoneNumber, status, roleId } = input;
  return collectErrors<UsuarioInternoField>({
    email: !isText(email) ? M.emailRequired : isValidEmail(email) ? undefined : M.emailInvalid,
    name: !isText(name)
      ? M.nameRequired
      : !hasTwoWords(name)
        ? M.nameTwoWords
        : name.length > NAME_MAX
          ? maxLengthMessage('Nome', NAME_MAX)
          : textoLivreError(name, 'Nome'),
    phoneNumber: phoneNumber === undefined || isValidPhone(phoneNumber) ? undefined : M.phoneInvalid,
    status: status === undefined || status === 0 || status === 1 ? undefined : SERVER_MESSAGES.invalidUserStatus,
    roleId:
      Number.isSafeInteger(roleId) && (roleId as number) > 0 && (roleId as number) <= MAX_ROLE_ID
        ? undefined
        : M.roleRequired,
  });
}
