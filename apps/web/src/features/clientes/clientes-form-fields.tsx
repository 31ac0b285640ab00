import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@portal/shared/constants';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { bindFields } from '@/components/form/bind-field';
import { FormCheck } from '@/components/form/form-check';
import { FormText } from '@/components/form/form-text';
import type { RecordMode } from '@/components/form/record-mode';
import { ClientesAddressFields } from './clientes-address-fields';
import type { ClienteErrors, ClienteField, ClienteForm } from './cliente-form';

interface ClientesFormFieldsProps {
  form: ClienteForm;
  errors: ClienteErrors;
  mode: RecordMode;
  ufs: string[];
  lookupPending: boolean;
  onChange: (name: ClienteField, value: string | boolean) => void;
  onBuscarCep: () => void;
  onBuscarCnpj: () => void;
}

const L = LIMITS.customer;
const digits = (value: string) => value.replace(/\D/g, '');

/** The Dados Gerais fields, shared by create, view and edit (CPF/CNPJ fixed once created). */
export function ClientesFormFields(props: ClientesFormFieldsProps) {
  const { form, errors, mode, ufs, lookupPending, onChange, onBuscarCep, onBuscarCnpj } = props;
  const readOnly = mode === 'view';
  const docReadOnly = mode !== 'create';
  const pj = form.tipo_pessoa === 'pj';
  const field = bindFields(form, errors, readOnly, onChange);
  const doc = (name: 'cpf' | 'cnpj') => ({ ...field(name), readOnly: docReadOnly, required: true });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, pt: 1 }}>
      <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', alignItems: 'center' }}>
        <RadioGroup
          row
          aria-label="Tipo de Pessoa"
          name="tipo_pessoa"
          value={form.tipo_pessoa}
          onChange={(event) => onChange('tipo_pessoa', event.target.value)}
        >
          <FormControlLabel value="pf" label="Física" control={<Radio />} disabled={docReadOnly} />
          <FormControlLabel value="pj" label="Jurídica" control={<Radio />} disabled={docReadOnly} />
        </RadioGroup>
        <FormCheck label="Ativo" checked={form.status} readOnly={readOnly} onChange={(on) => onChange('status', on)} />
      </Stack>
      {pj ? (
        <>
          <FormText
            {...doc('cnpj')}
            label="CNPJ"
            format={maskCnpj}
            endAction={
              mode !== 'view' && (
                <Button
                  variant="outlined"
                  onClick={onBuscarCnpj}
                  disabled={lookupPending}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Buscar CNPJ
                </Button>
              )
            }
          />
          <FormText {...field('razao_social')} label="Razão Social" required maxLength={L.razao_social} />
          <FormText {...field('nome')} label="Nome Fantasia" required maxLength={L.nome} />
          <FormText
            {...field('ie')}
            label="Inscrição Estadual"
            required={!form.isento_ie}
            value={form.isento_ie ? '' : form.ie}
            disabled={form.isento_ie}
            maxLength={L.ie}
            format={digits}
          />
          <FormCheck
            label="Isento IE"
            checked={form.isento_ie}
            readOnly={readOnly}
            onChange={(on) => onChange('isento_ie', on)}
          />
        </>
      ) : (
        <>
          <FormText {...doc('cpf')} label="CPF" format={maskCpf} />
          <FormText {...field('nome')} label="Nome" required maxLength={L.nome} />
        </>
      )}
      <FormText
        {...field('email_faturamento')}
        label="Email de Faturamento"
        required={pj}
        maxLength={L.email_faturamento}
      />
      <ClientesAddressFields
        form={form}
        errors={errors}
        readOnly={readOnly}
        onBuscarCep={mode === 'view' ? undefined : onBuscarCep}
        lookupPending={lookupPending}
        ufs={ufs}
        onChange={onChange}
      />
    </Box>
  );
}
