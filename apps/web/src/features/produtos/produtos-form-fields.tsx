import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { LIMITS, PRODUTO_TIPOS } from '@portal/shared/constants';
import { FormText } from '@/components/form/form-text';
import type { RecordMode } from '@/components/form/record-mode';
import type { ProdutoErrors, ProdutoForm } from './produto-form';

interface ProdutosFormFieldsProps {
  form: ProdutoForm;
  errors: ProdutoErrors;
  mode: RecordMode;
  onChange: (name: keyof ProdutoForm, value: string | boolean) => void;
}

const L = LIMITS.product;

/** SKU (upper-cased, fixed once created), Tipo, Nome, Preço de lista, Unidade, Status and Descrição. */
export function ProdutosFormFields({ form, errors, mode, onChange }: ProdutosFormFieldsProps) {
  const readOnly = mode === 'view';
  const change = (name: string, value: string) => onChange(name as keyof ProdutoForm, value);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <FormText
        name="sku"
        label="SKU"
        required
        value={form.sku}
        error={errors.sku}
        readOnly={mode !== 'create'}
        maxLength={L.sku}
        format={(value) => value.toUpperCase()}
        onChange={change}
      />
      <TextField
        select
        size="small"
        name="tipo"
        label="Tipo"
        required
        value={form.tipo}
        disabled={readOnly}
        error={!!errors.tipo}
        helperText={errors.tipo}
        onChange={(event) => change('tipo', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Selecione</option>
        {Object.entries(PRODUTO_TIPOS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <FormText
        name="nome"
        label="Nome"
        required
        value={form.nome}
        error={errors.nome}
        readOnly={readOnly}
        maxLength={L.nome}
        onChange={change}
      />
      <FormText
        name="preco"
        label="Preço de lista (R$)"
        value={form.preco}
        error={errors.preco}
        readOnly={readOnly}
        maxLength={20}
        onChange={change}
      />
      <FormText
        name="unidade"
        label="Unidade"
        value={form.unidade}
        error={errors.unidade}
        readOnly={readOnly}
        maxLength={6}
        format={(value) => value.toUpperCase()}
        onChange={change}
      />
      <FormControlLabel
        label="Ativo"
        disabled={readOnly}
        control={<Checkbox checked={form.status} onChange={(event) => onChange('status', event.target.checked)} />}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormText
          name="descricao"
          label="Descrição"
          value={form.descricao}
          readOnly={readOnly}
          maxLength={L.descricao}
          multiline
          onChange={change}
        />
      </Box>
    </Box>
  );
}
