import { ACESSO_PORTAL_MESSAGES as M } from '../messages/acesso-portal-messages.js';
import { textoLivreError } from './controles-de-direcao.js';
import { isValidEmail } from './is-valid-email.js';
import { cleanText, collectErrors, isText, requiredText, type FieldErrors } from './text-rules.js';
import { normalizeEmail } from './normalize-email.js';

const NOME_MAX = 255;
const EMAIL_MAX = 254;

/** POST /api/Clientes/{id}/usuarios: a contact's name and login e-mail. */
export const ACESSO_PORTAL_FIELDS = ['nome', 'email'] as const;
export type AcessoPortalField = (typeof ACESSO_PORTAL_FIELDS)[number];
export type AcessoPortalFields = Partial<Record<AcessoPortalField, unknown>>;
export type AcessoPortalErrors = FieldErrors<AcessoPortalField>;

/** As stored: nome trimmed with single spaces, e-mail trimmed and lower-case; blanks absent. */
export function normalizeAcessoPortal(input: AcessoPortalFields): AcessoPortalFields {
  const nome = cleanText(input.nome);
  const email = cleanText(input.email);
  return {
    nome: typeof nome === 'string' ? nome.replace(/\s+/g, ' ') : nome,
    email: typeof email === 'string' ? normalizeEmail(email) : email,
  };
}

/** The messages of a normalised contact; {} when it can be invited. */
export function acessoPortalErrors(input: AcessoPortalFields): AcessoPortalErrors {
  const { nome, email } = input;
  return collectErrors<AcessoPortalField>({
    nome: requiredText(nome, M.nomeRequired, 'Nome', NOME_MAX) ?? textoLivreError(nome, 'Nome'),
    email: !isText(email)
      ? M.emailRequired
      : (requiredText(email, M.emailRequired, 'E-mail', EMAIL_MAX) ??
        (isValidEmail(email) ? undefined : M.emailInvalid)),
  });
}
