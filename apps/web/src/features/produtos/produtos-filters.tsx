import { LIMITS } from '@portal/shared/constants';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { FilterSelect, FilterText } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export const PRODUTO_FILTERS = { id: '', sku: '', nome: '', tipo: 'todos', statusfiltro: 'todos' };

export type ProdutoFilters = typeof PRODUTO_FILTERS;

export function validateProdutoFilters(filters: ProdutoFilters): FilterErrors<ProdutoFilters> {
  const nome = filters.nome.trim();
  return { nome: nome && nome.length < LIMITS.minSearchText ? SEARCH_MESSAGES.productNomeMinLength : undefined };
}

interface ProdutosFiltersProps {
  value: ProdutoFilters;
  errors: FilterErrors<ProdutoFilters>;
  onChange: (name: keyof ProdutoFilters, value: string) => void;
}

export function ProdutosFilters({ value, errors, onChange }: ProdutosFiltersProps) {
  return (
    <>
      <FilterText name="id" label="ID" value={value.id} maxLength={LIMITS.filters.id} digitsOnly onChange={onChange} />
      <FilterText name="sku" label="SKU" value={value.sku} maxLength={LIMITS.product.sku} onChange={onChange} />
      <FilterText
        name="nome"
        label="Nome"
        value={value.nome}
        maxLength={LIMITS.product.nome}
        error={errors.nome}
        onChange={onChange}
      />
      <FilterSelect
        name="tipo"
        label="Tipo"
        value={value.tipo}
        onChange={onChange}
        options={[
          { value: 'todos', label: 'Todos' },
          { value: 'p', label: 'Produto' },
          { value: 's', label: 'Serviço' },
        ]}
      />
      <FilterSelect
        name="statusfiltro"
        label="Status"
        value={value.statusfiltro}
        onChange={onChange}
        options={[
          { value: 'todos', label: 'Todos' },
          { value: 'ativo', label: 'Ativo' },
          { value: 'inativo', label: 'Inativo' },
        ]}
      />
    </>
  );
}
