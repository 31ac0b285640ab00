/** Matches a field's label with or without the required-field asterisk MUI appends ('Nome' or 'Nome *'). */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
