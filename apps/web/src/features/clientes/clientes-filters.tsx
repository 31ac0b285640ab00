import { LIMITS } from '@portal/shared/constants';
import { maskDoc } from '@portal/shared/masks';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { FilterSelect, FilterText } from '@/components/search/filter-fields';
import type { FilterErrors } from '@/components/search/use-search-state';

export const CLIENTE_FILTERS = {
  tipo_pessoa: 'todos',
  id: '',
  nome: '',
  doc: '',
  email_faturamento: '',
  uf: '',
  cidade: '',
  statusfiltro: 'ativo',
};

export type ClienteFilters = typeof CLIENTE_FILTERS;

const tooShort = (value: string) => value.trim() !== '' && value.trim().length < LIMITS.minSearchText;

export function validateClienteFilters(filters: ClienteFilters): FilterErrors<ClienteFilters> {
  return {
    nome: tooShort(filters.nome) ? SEARCH_MESSAGES.nomeMinLength : undefined,
    email_faturamento: tooShort(filters.email_faturamento) ? SEARCH_MESSAGES.emailMinLength : undefined,
  };
}

interface ClientesFiltersProps {
  value: ClienteFilters;
  errors: FilterErrors<ClienteFilters>;
  ufs: string[];
  onChange: (name: keyof ClienteFilters, value: string) => void;
}

const F = LIMITS.filters;

export function ClientesFilters({ value, errors, ufs, onChange }: ClientesFiltersProps) {
  const change = (name: string, next: string) => onChange(name as keyof ClienteFilters, next);
  return (
    <>
      <FilterSelect
        name="tipo_pessoa"
        label="Tipo Pessoa"
        value={value.tipo_pessoa}
        onChange={change}
        options={[
          { value: 'todos', label: 'Todos' },
          { value: 'pf', label: 'Física' },
          { value: 'pj', label: 'Jurídica' },
        ]}
      />
      <FilterText name="id" label="ID" value={value.id} maxLength={F.id} digitsOnly onChange={change} />
      <FilterText
        name="nome"
        label="Nome/Razão Social"
        value={value.nome}
        maxLength={F.nome}
        error={errors.nome}
        onChange={change}
      />
      <FilterText
        name="doc"
        label="CPF/CNPJ"
        value={value.doc}
        maxLength={F.doc}
        onChange={(n, v) => change(n, maskDoc(v))}
      />
      <FilterText
        name="email_faturamento"
        label="Email"
        value={value.email_faturamento}
        maxLength={F.email}
        error={errors.email_faturamento}
        onChange={change}
      />
      <FilterSelect
        name="uf"
        label="UF"
        value={value.uf}
        onChange={change}
        options={[{ value: '', label: 'Todas' }, ...ufs.map((uf) => ({ value: uf, label: uf }))]}
      />
      <FilterText name="cidade" label="Cidade" value={value.cidade} maxLength={F.cidade} onChange={change} />
      <FilterSelect
        name="statusfiltro"
        label="Status"
        value={value.statusfiltro}
        onChange={change}
        options={[
          { value: 'ativo', label: 'Ativo' },
          { value: 'inativo', label: 'Inativo' },
          { value: 'todos', label: 'Todos' },
        ]}
      />
    </>
  );
}
