import { COTACAO_STATUSES, LIMITS } from '@portal/shared/constants';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { STATUS_LABELS } from '@/components/cotacao/cotacao-status';
import { FilterSelect, FilterText } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export const COTACAO_FILTERS = {
  numero: '',
  cliente: '',
  status: 'todos',
  vendedorId: '',
  criadaDe: '',
  criadaAte: '',
};

export type CotacaoFilters = typeof COTACAO_FILTERS;

export function validateCotacaoFilters(filters: CotacaoFilters): FilterErrors<CotacaoFilters> {
  const cliente = filters.cliente.trim();
  return { cliente: cliente && cliente.length < LIMITS.minSearchText ? M.clienteFiltroMinLength : undefined };
}

const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  ...COTACAO_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

interface CotacoesFiltersProps {
  value: CotacaoFilters;
  errors: FilterErrors<CotacaoFilters>;
  onChange: (name: keyof CotacaoFilters, value: string) => void;
  /** The signed-in salesperson, for "Minhas". */
  meuId: string | null;
}

export function CotacoesFilters({ value, errors, onChange, meuId }: CotacoesFiltersProps) {
  const vendedores = [{ value: '', label: 'Todos' }];
  if (meuId) vendedores.push({ value: meuId, label: 'Minhas cotações' });
  return (
    <>
      <FilterText name="numero" label="Número" value={value.numero} maxLength={20} onChange={onChange} />
      <FilterText
        name="cliente"
        label="Cliente (nome, CPF ou CNPJ)"
        value={value.cliente}
        maxLength={LIMITS.filters.nome}
        error={errors.cliente}
        onChange={onChange}
      />
      <FilterSelect name="status" label="Status" value={value.status} onChange={onChange} options={STATUS_OPTIONS} />
      <FilterSelect
        name="vendedorId"
        label="Vendedor"
        value={value.vendedorId}
        onChange={onChange}
        options={vendedores}
      />
      <FilterText name="criadaDe" label="Criada de" type="date" value={value.criadaDe} onChange={onChange} />
      <FilterText name="criadaAte" label="Criada até" type="date" value={value.criadaAte} onChange={onChange} />
    </>
  );
}
