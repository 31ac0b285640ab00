/** Messages of a number typed the Brazilian way (quantities, prices, percentages, freight). */
export const NUMERO_MESSAGES = {
  vazio: 'Informe um número.',
  invalido: 'Número inválido: use ponto para milhares e vírgula para decimais, como 1.234,56.',
  ambiguo:
    'Número ambíguo: no padrão brasileiro o ponto separa milhares e a vírgula separa decimais (escreva 1.234,56).',
  casas: (casas: number) =>
    casas === 0 ? 'Use um número inteiro, sem casas decimais.' : `Use no máximo ${casas} casas decimais.`,
} as const;
