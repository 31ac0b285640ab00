import TextField from '@mui/material/TextField';

interface FormSelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  /** The choices, after an optional first 'Selecione'. */
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  readOnly?: boolean;
  required?: boolean;
}

/** A labelled native select of a record form (disabled in view mode); its message shows under it. */
export function FormSelect({
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  readOnly,
  required,
}: FormSelectProps) {
  return (
    <TextField
      select
      size="small"
      {...{ name, label, value, required }}
      disabled={readOnly}
      error={!!error}
      helperText={error}
      onChange={(event) => onChange(name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
