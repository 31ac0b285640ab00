import { getClienteSugestoes } from './api/get-sugestoes';
import type { ClienteEscolhido } from './cotacao-form';
import { SuggestionBox } from './suggestion-box';

const label = (c: ClienteEscolhido) => `${c.nome} (${c.documento})`;
const key = (c: ClienteEscolhido) => c.id;

/** The customer box: suggestions by name, CPF or CNPJ as you type. */
export function ClientePicker(props: {
  value: ClienteEscolhido | null;
  onPick: (cliente: ClienteEscolhido | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <SuggestionBox<ClienteEscolhido>
      label="Cliente (nome, CPF ou CNPJ)"
      name="cliente"
      fetch={getClienteSugestoes}
      optionLabel={label}
      optionKey={key}
      {...props}
    />
  );
}
