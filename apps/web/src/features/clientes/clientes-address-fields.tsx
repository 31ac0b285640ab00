import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@portal/shared/constants';
import { maskCep } from '@portal/shared/masks';
import { FormText } from '@/components/form/form-text';
import type { ClienteErrors, ClienteField, ClienteForm } from './cliente-form';

interface ClientesAddressFieldsProps {
  form: ClienteForm;
  errors: ClienteErrors;
  readOnly: boolean;
  /** Buscar CEP shows in create mode and while editing. */
  onBuscarCep?: () => void;
  lookupPending: boolean;
  ufs: string[];
  onChange: (name: ClienteField, value: string) => void;
}

const L = LIMITS.customer;

export function ClientesAddressFields(props: ClientesAddressFieldsProps) {
  const { form, errors, readOnly, onBuscarCep, lookupPending, ufs, onChange } = props;
  const change = (name: string, value: string) => onChange(name as ClienteField, value);
  const text = (name: ClienteField, label: string, maxLength: number, required = true) => (
    <FormText
      name={name}
      label={label}
      value={form[name] as string}
      error={errors[name]}
      readOnly={readOnly}
      required={required}
      maxLength={maxLength}
      onChange={change}
    />
  );
  // Keep the stored UF selectable even when the UF list failed to load.
  const options = form.uf && !ufs.includes(form.uf) ? [form.uf, ...ufs] : ufs;

  return (
    <>
      <FormText
        name="cep"
        label="CEP"
        required
        value={form.cep}
        error={errors.cep}
        readOnly={readOnly}
        format={maskCep}
        onChange={change}
        endAction={
          onBuscarCep && (
            <Button variant="outlined" onClick={onBuscarCep} disabled={lookupPending} sx={{ whiteSpace: 'nowrap' }}>
              Buscar CEP
            </Button>
          )
        }
      />
      {text('logradouro', 'Logradouro', L.logradouro)}
      {text('numero', 'Número', L.numero)}
      {text('complemento', 'Complemento', L.complemento, false)}
      {text('bairro', 'Bairro', L.bairro)}
      {text('cidade', 'Cidade', L.cidade)}
      <TextField
        select
        size="small"
        name="uf"
        label="UF"
        required
        value={form.uf}
        disabled={readOnly}
        error={!!errors.uf}
        helperText={errors.uf}
        onChange={(event) => change('uf', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Selecione</option>
        {options.map((uf) => (
          <option key={uf} value={uf}>
            {uf}
          </option>
        ))}
      </TextField>
    </>
  );
}
