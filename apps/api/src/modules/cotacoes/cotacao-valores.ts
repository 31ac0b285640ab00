import { COTACAO_STATUSES, PRODUTO_TIPOS, TIPOS_PESSOA, type CotacaoStatus } from '@portal/shared/constants';
import { COTACAO_EVENTOS, FRETE_MODALIDADES, MEIOS_PAGAMENTO, type ParcelaTermo } from '@portal/shared/cotacoes';
import type { JsonValue } from '../../database/schema.generated.js';

/**
 * Guards for the quotation columns whose values the schema types only as text (CHECK constraints
 * hold the lists): a value the contract does not know is a corrupt row, an error, never a guess.
 */
function umDe<T extends string>(lista: readonly T[], what: string) {
  return (value: string): T => {
    const found = lista.find((item) => item === value);
    if (found === undefined) throw new Error(`${what} desconhecido no banco: ${value}`);
    return found;
  };
}

const chaves = <T extends string>(record: Record<T, unknown>) =>
  Object.keys(record).filter((key): key is T => key in record);

export const cotacaoStatus = umDe(COTACAO_STATUSES, 'Status de cotação');
export const eventoTipo = umDe(COTACAO_EVENTOS, 'Evento de cotação');
export const produtoTipo = umDe(chaves(PRODUTO_TIPOS), 'Tipo de produto');
export const tipoPessoa = umDe(TIPOS_PESSOA, 'Tipo de pessoa');
const meio = umDe(chaves(MEIOS_PAGAMENTO), 'Meio de pagamento');
const modalidade = umDe(chaves(FRETE_MODALIDADES), 'Modalidade de frete');
export const meioPagamento = (value: string | null) => (value === null ? null : meio(value));
export const freteModalidade = (value: string | null) => (value === null ? null : modalidade(value));

export type { CotacaoStatus };

/** The stored installments list, checked: a value the contract does not know is an error, not a guess. */
export function parcelasDoBanco(value: JsonValue): ParcelaTermo[] {
  if (!Array.isArray(value)) throw new Error('cotacoes.parcelas não é uma lista');
  return value.map((p) => {
    if (p === null || typeof p !== 'object' || Array.isArray(p)) throw new Error('parcela inválida no banco');
    const { dias, percentual } = p;
    if (typeof dias !== 'number' || typeof percentual !== 'number') throw new Error('parcela inválida no banco');
    return { dias, percentual };
  });
}
