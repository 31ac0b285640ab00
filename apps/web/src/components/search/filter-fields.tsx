import TextField from '@mui/material/TextField';
import { FormSelect } from '@/components/form/form-select';

interface FilterTextProps<N extends string> {
  name: N;
  label: string;
  value: string;
  onChange: (name: N, value: string) => void;
  maxLength?: number;
  error?: string;
  helperText?: string;
  type?: 'text' | 'date' | 'datetime-local';
  digitsOnly?: boolean;
}

/** A labelled text filter; its message, when any, shows under it. */
export function FilterText<N extends string>(props: FilterTextProps<N>) {
  const { name, label, value, onChange, maxLength, error, helperText, type = 'text', digitsOnly } = props;
  return (
    <TextField
      size="small"
      name={name}
      label={label}
      type={type}
      value={value}
      onChange={(event) => onChange(name, digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { maxLength, ...(digitsOnly ? { inputMode: 'numeric' } : {}) },
        inputLabel: type === 'text' ? undefined : { shrink: true },
      }}
    />
  );
}

/** One filter of a search screen: a text box (the default) or a select. */
export type FilterField<N extends string> =
  | ({ kind?: 'text'; format?: (value: string) => string } & Omit<FilterTextProps<N>, 'value' | 'onChange' | 'error'>)
  | { kind: 'select'; name: N; label: string; options: readonly { value: string; label: string }[] };

interface FilterFieldsProps<F extends Record<string, string>> {
  fields: readonly FilterField<keyof F & string>[];
  value: F;
  errors: Partial<Record<keyof F, string>>;
  onChange: (name: keyof F, value: string) => void;
}

/** A search screen's filters, in order, from their description. */
export function FilterFields<F extends Record<string, string>>({
  fields,
  value,
  errors,
  onChange,
}: FilterFieldsProps<F>) {
  return fields.map((field) => {
    if (field.kind === 'select') {
      const { kind: _kind, ...select } = field;
      return (
        <FormSelect
          key={field.name}
          {...select}
          value={value[field.name]}
          onChange={(_name, next) => onChange(field.name, next)}
        />
      );
    }
    const { kind: _kind, format, ...text } = field;
    return (
      <FilterText
        key={field.name}
        {...text}
        value={value[field.name]}
        error={errors[field.name]}
        onChange={(name, next) => onChange(name, format ? format(next) : next)}
      />
    );
  });
}
