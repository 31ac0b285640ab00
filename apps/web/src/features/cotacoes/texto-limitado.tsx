import TextField from '@mui/material/TextField';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { maxLengthMessage } from '@portal/shared/messages';
import { trimmedText } from '@portal/shared/validators';
import type { TextoCampo } from './cotacao-form';

/**
 * The one rule of the editor's length-limited texts: nothing typed or pasted is cut (no maxLength);
 * past the limit the field says so at once with the shared message, as the save's check will
 * (cotacaoErrors counts the trimmed text in NFC, as the API). Undefined within the limit.
 */
export function excessoDeTexto(rotulo: string, valor: string, max: number): string | undefined {
  return trimmedText(valor).length > max ? maxLengthMessage(rotulo, max) : undefined;
}

interface Props {
  name: TextoCampo;
  label: string;
  value: string;
  /** The save's message for the field (shown after a save was tried). */
  error: string | undefined;
  readOnly: boolean;
  rows?: number;
  onChange: (value: string) => void;
}

/** A free text of the quotation with its count ('12/2000') and, past the limit, the message. */
export function TextoLimitado({ name, label, value, error, readOnly, rows, onChange }: Props) {
  const max = COTACAO_LIMITS[name];
  const mensagem = error ?? excessoDeTexto(label, value, max);
  return (
    <TextField
      fullWidth
      size="small"
      multiline={rows !== undefined}
      minRows={rows}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!mensagem}
      helperText={mensagem ?? `${trimmedText(value).length}/${max}`}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
