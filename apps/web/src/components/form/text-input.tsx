import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'margin'> {
  label: string;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * An outlined text field with a real <label> and its helper text tied by aria-describedby.
 * Lighter than MUI's TextField, which also bundles Select, Menu and Modal: the public pages
 * (/login above all) stay small.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  fullWidth,
  margin,
  size,
  id,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} margin={margin} size={size}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={required ? `${label} *` : label} aria-describedby={helperId} {...input} />
      {helperText && (
        // Read out when a validation message appears or changes.
        <FormHelperText id={helperId} aria-live="polite">
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
