import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@portal/shared/constants';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
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
  const change = (name: string, value: string) => onChange(name as ClienteField, value);
  const common = { readOnly, onChange: change };

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
        <FormControlLabel
          label="Ativo"
          disabled={readOnly}
          control={<Checkbox checked={form.status} onChange={(event) => onChange('status', event.target.checked)} />}
        />
      </Stack>
      {pj ? (
        <>
          <FormText
            name="cnpj"
            label="CNPJ"
            required
            value={form.cnpj}
            error={errors.cnpj}
            readOnly={docReadOnly}
            format={maskCnpj}
            onChange={change}
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
          <FormText
            name="razao_social"
            label="Razão Social"
            required
            value={form.razao_social}
            error={errors.razao_social}
            maxLength={L.razao_social}
            {...common}
          />
          <FormText
            name="nome"
            label="Nome Fantasia"
            required
            value={form.nome}
            error={errors.nome}
            maxLength={L.nome}
            {...common}
          />
          <FormText
            name="ie"
            label="Inscrição Estadual"
            required={!form.isento_ie}
            value={form.isento_ie ? '' : form.ie}
            error={errors.ie}
            disabled={form.isento_ie}
            maxLength={L.ie}
            format={digits}
            {...common}
          />
          <FormControlLabel
            label="Isento IE"
            disabled={readOnly}
            control={
              <Checkbox checked={form.isento_ie} onChange={(event) => onChange('isento_ie', event.target.checked)} />
            }
          />
        </>
      ) : (
        <>
          <FormText
            name="cpf"
            label="CPF"
            required
            value={form.cpf}
            error={errors.cpf}
            readOnly={docReadOnly}
            format={maskCpf}
            onChange={change}
          />
          <FormText
            name="nome"
            label="Nome"
            required
            value={form.nome}
            error={errors.nome}
            maxLength={L.nome}
            {...common}
          />
        </>
      )}
      <FormText
        name="email_faturamento"
        label="Email de Faturamento"
        required={pj}
        value={form.email_faturamento}
        error={errors.email_faturamento}
        maxLength={L.email_faturamento}
        {...common}
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
