/**
 * An integer id as a body sends it: a JSON number, or its digits in text as forms send them
 * (docs/api.md "Tipos"), read as the number. Anything else is left as it came, for the field's own
 * rule to refuse with its message. One rule for roleId, clienteId, produtoId.
 */
export function idEnviado(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
}
