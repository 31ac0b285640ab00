import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useBlurDisplay } from './use-blur-display';

const same = (value: string) => value;

interface FormTextProps {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  readOnly?: boolean;
  disabled?: boolean;
  maxLength?: number;
  multiline?: boolean;
  required?: boolean;
  /** Rewrites what is typed (mask, upper case, digits only). */
  format?: (value: string) => string;
  /** What the field shows while not focused (a number formatted the Brazilian way). */
  display?: (value: string) => string;
  /** A button beside the field (Buscar CEP, Buscar CNPJ). */
  endAction?: ReactNode;
}

/** A labelled form field whose validation message shows under it. */
export function FormText(props: FormTextProps) {
  const { name, label, value, onChange, error, readOnly, disabled, maxLength, multiline, required, format } = props;
  const shown = useBlurDisplay(value, props.display ?? same);
  const field = (
    <TextField
      fullWidth
      size="small"
      name={name}
      label={label}
      {...shown}
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      onChange={(event) => onChange(name, format ? format(event.target.value) : event.target.value)}
      error={!!error}
      helperText={error}
      // The message under the field is read out when it appears or changes.
      slotProps={{ htmlInput: { maxLength, readOnly }, formHelperText: { 'aria-live': 'polite' } }}
    />
  );
  if (!props.endAction) return field;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      {field}
      {props.endAction}
    </div>
  );
}
