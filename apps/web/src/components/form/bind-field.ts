/**
 * The props a FormText or FormSelect takes from its form: `{...field('nome')}` gives the name, the
 * value, its message, read-only in view mode and the change handler.
 */
export function bindFields<F extends object>(
  form: F,
  errors: Partial<Record<keyof F, string>>,
  readOnly: boolean,
  onChange: (name: keyof F & string, value: string) => void,
) {
  return (name: keyof F & string) => ({
    name,
    value: String(form[name] ?? ''),
    error: errors[name],
    readOnly,
    onChange: (_name: string, value: string) => onChange(name, value),
  });
}
