/**
 * What a person types in a money or quantity box ('1.234,56', '12,5', '3.5') as a plain decimal
 * text ('1234.56'), or null when it is not a number. With a comma, the comma is the decimal mark
 * (pt-BR) and dots are thousands marks; without one, a single dot is the decimal mark and several
 * dots are thousands marks.
 */
export function decimalText(input: string): string | null {
  const text = input.trim().replace(/\s|R\$/g, '');
  if (!text) return null;
  let plain: string;
  if (text.includes(',')) plain = text.replace(/\./g, '').replace(',', '.');
  else if ((text.match(/\./g) ?? []).length > 1) plain = text.replace(/\./g, '');
  else plain = text;
  return /^\d+(\.\d+)?$/.test(plain) ? plain : null;
}

/** A number as the box shows it: '1234,5' (comma, no thousands mark), '' for null. */
export function decimalInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
