/** '{label} deve ter no máximo {max} caracteres.' for a field or filter over its limit. */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} deve ter no máximo ${max} caracteres.`;
}
