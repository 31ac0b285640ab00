import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';
import { textoLivreError } from '../validators/controles-de-direcao.js';
import { collectErrors, trimmedText, type FieldErrors } from '../validators/text-rules.js';

/** A question or answer on a quotation: up to 2,000 characters (issue 26). */
export const COTACAO_MENSAGEM_MAX = 2000;

export const COTACAO_MENSAGEM_FIELDS = ['texto'] as const;
export type CotacaoMensagemField = (typeof COTACAO_MENSAGEM_FIELDS)[number];
export type CotacaoMensagemFields = Partial<Record<CotacaoMensagemField, unknown>>;

/** Line breaks kept (a message has paragraphs), the ends trimmed. */
export function normalizeCotacaoMensagem(input: CotacaoMensagemFields): CotacaoMensagemFields {
  return { ...input, texto: typeof input.texto === 'string' ? trimmedText(input.texto) : input.texto };
}

/** The message's errors ({} when valid): required text, at most COTACAO_MENSAGEM_MAX characters, no bidi control. */
export function cotacaoMensagemErrors(input: CotacaoMensagemFields): FieldErrors<CotacaoMensagemField> {
  const { texto } = input;
  return collectErrors<CotacaoMensagemField>({
    texto:
      typeof texto !== 'string' || texto === ''
        ? M.mensagemRequired
        : [...texto].length > COTACAO_MENSAGEM_MAX
          ? M.mensagemTooLong
          : textoLivreError(texto, 'Mensagem'),
  });
}
