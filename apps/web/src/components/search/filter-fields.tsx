import TextField from '@mui/material/TextField';

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

interface FilterSelectProps<N extends string> {
  name: N;
  label: string;
  value: string;
  onChange: (name: N, value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: usable by keyboard and by any test driver. */
export function FilterSelect<N extends string>({ name, label, value, onChange, options }: FilterSelectProps<N>) {
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
