import Box from '@mui/material/Box';
import { LIMITS, PRODUTO_TIPOS } from '@portal/shared/constants';
import { numeroExibido } from '@/components/data/numero-campo';
import { bindFields } from '@/components/form/bind-field';
import { FormCheck } from '@/components/form/form-check';
import { FormSelect } from '@/components/form/form-select';
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
const TIPOS = Object.entries(PRODUTO_TIPOS).map(([value, label]) => ({ value, label }));
const upper = (value: string) => value.toUpperCase();
const precoExibido = (value: string) => numeroExibido(value, 2, true);
const ipiExibido = (value: string) => numeroExibido(value, 2);

/** SKU (upper-cased, fixed once created), Tipo, Nome, Preço de lista, Unidade, NCM, IPI, Status and Descrição. */
export function ProdutosFormFields({ form, errors, mode, onChange }: ProdutosFormFieldsProps) {
  const readOnly = mode === 'view';
  const field = bindFields(form, errors, readOnly, onChange);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <FormText {...field('sku')} label="SKU" required readOnly={mode !== 'create'} maxLength={L.sku} format={upper} />
      <FormSelect {...field('tipo')} label="Tipo" required placeholder="Selecione" options={TIPOS} />
      <FormText {...field('nome')} label="Nome" required maxLength={L.nome} />
      <FormText {...field('preco')} label="Preço de lista (R$)" maxLength={20} display={precoExibido} />
      <FormText {...field('unidade')} label="Unidade" maxLength={6} format={upper} />
      <FormText {...field('ncm')} label="NCM" maxLength={10} />
      <FormText {...field('ipiPercentual')} label="IPI (%)" maxLength={10} display={ipiExibido} />
      <FormCheck label="Ativo" checked={form.status} readOnly={readOnly} onChange={(on) => onChange('status', on)} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormText {...field('descricao')} label="Descrição" error={undefined} maxLength={L.descricao} multiline />
      </Box>
    </Box>
  );
}
