/**
 * The 400 of a text the quotation PDF could not print (a Japanese name, an emoji): the field, the
 * characters refused (at most 5, each once) and what is accepted.
 */
export function textoNaoImprimivelMessage(label: string, caracteres: readonly string[]): string {
  const lista = caracteres.slice(0, 5).join(' ');
  return (
    `${label} tem caracteres que o PDF da cotação não consegue imprimir: ${lista}. ` +
    'Use letras latinas (com ou sem acento), gregas ou cirílicas, números e sinais comuns.'
  );
}
