import type { ChangeEvent } from 'react';
import type { MeusDadosField } from './meus-dados-form-state';

/** The props every Meus Dados text field gets from the form: value, change handler, error text. */
export interface BoundField {
  name: string;
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText?: string;
  fullWidth: true;
  size: 'small';
}

export type FieldBinder = (field: MeusDadosField, mask?: (value: string) => string) => BoundField;
