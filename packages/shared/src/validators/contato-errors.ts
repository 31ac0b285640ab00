import { CONTATO_LIMITS, CONTATO_MESSAGES as M } from '../messages/contato-messages.js';
import { textoLivreError } from './controles-de-direcao.js';
import { isValidEmail } from './is-valid-email.js';
import { optionalPhoneError } from './is-valid-phone.js';
import { trimmedText } from './text-rules.js';

export interface ContatoForm {
  nome?: unknown;
  email?: unknown;
  telefone?: unknown;
  mensagem?: unknown;
}

export type ContatoErrors = Partial<Record<'nome' | 'email' | 'telefone' | 'mensagem', string>>;

const text = (value: unknown) => (typeof value === 'string' ? trimmedText(value) : '');

/**
 * The contact form's field errors ({} when valid): nome, e-mail and mensagem required, telefone
 * optional with 10 or 11 digits; no bidirectional control in nome or mensagem. Any input, never a throw.
 */
export function contatoErrors(form: ContatoForm): ContatoErrors {
  const errors: ContatoErrors = {};
  const nome = text(form.nome);
  const email = text(form.email);
  const mensagem = text(form.mensagem);
  const nomeLivre = textoLivreError(nome, 'Nome');
  const mensagemLivre = textoLivreError(mensagem, 'Mensagem');
  if (!nome) errors.nome = M.nomeRequired;
  else if (nome.length > CONTATO_LIMITS.nome) errors.nome = M.nomeTooLong;
  else if (nomeLivre) errors.nome = nomeLivre;
  if (!email) errors.email = M.emailRequired;
  else if (email.length > CONTATO_LIMITS.email) errors.email = M.emailTooLong;
  else if (!isValidEmail(email)) errors.email = M.emailInvalid;
  const telefone = optionalPhoneError(form.telefone, M.telefoneInvalid);
  if (telefone) errors.telefone = telefone;
  if (!mensagem) errors.mensagem = M.mensagemRequired;
  else if (mensagem.length > CONTATO_LIMITS.mensagem) errors.mensagem = M.mensagemTooLong;
  else if (mensagemLivre) errors.mensagem = mensagemLivre;
  return errors;
}
