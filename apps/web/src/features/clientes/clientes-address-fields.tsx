import Button from '@mui/material/Button';
import { LIMITS } from '@portal/shared/constants';
import { maskCep } from '@portal/shared/masks';
import { bindFields } from '@/components/form/bind-field';
import { FormSelect } from '@/components/form/form-select';
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
  const field = bindFields(form, errors, readOnly, onChange);
  // Keep the stored UF selectable even when the UF list failed to load.
  const options = form.uf && !ufs.includes(form.uf) ? [form.uf, ...ufs] : ufs;

  return (
    <>
      <FormText
        {...field('cep')}
        label="CEP"
        required
        format={maskCep}
        endAction={
          onBuscarCep && (
            <Button variant="outlined" onClick={onBuscarCep} disabled={lookupPending} sx={{ whiteSpace: 'nowrap' }}>
              Buscar CEP
            </Button>
          )
        }
      />
      <FormText {...field('logradouro')} label="Logradouro" required maxLength={L.logradouro} />
      <FormText {...field('numero')} label="Número" required maxLength={L.numero} />
      <FormText {...field('complemento')} label="Complemento" required={false} maxLength={L.complemento} />
      <FormText {...field('bairro')} label="Bairro" required maxLength={L.bairro} />
      <FormText {...field('cidade')} label="Cidade" required maxLength={L.cidade} />
      <FormSelect
        {...field('uf')}
        label="UF"
        required
        placeholder="Selecione"
        options={options.map((uf) => ({ value: uf, label: uf }))}
      />
    </>
  );
}
