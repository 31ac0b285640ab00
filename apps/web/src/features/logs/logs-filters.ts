import { LOG_DEFAULT_LOOKAHEAD_MS, LOG_DEFAULT_LOOKBACK_MS } from '@portal/shared/constants';
import type { LogSearchQuery } from '@portal/shared/dto';
import { SEARCH_MESSAGES } from '@portal/shared/messages';
import { searchTextError } from '@portal/shared/validators';
import type { FilterField } from '@/components/search/filter-fields';
import type { AppliedSearch } from '@/components/search/search-url';
import type { FilterErrors } from '@/components/search/use-search-state';

export type LogFilters = {
  startDate: string;
  endDate: string;
  text: string;
  data: string;
  /** 'acessos': only reads of a customer's personal data (LGPD). */
  tipo: string;
  clienteId: string;
  usuarioId: string;
};

/** The audit action of a recorded read of one customer's full record. */
export const DADOS_PESSOAIS_LIDOS = 'DADOS_PESSOAIS_LIDOS';
const TIPOS = [
  { value: '', label: 'Todos' },
  { value: 'acessos', label: 'Acessos a dados pessoais' },
] as const;

/** A Date as the value of a datetime-local field (local time, minutes). */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** From one week before now to one minute after now (docs/produto.md §9). */
export function logDefaults(now = new Date()): LogFilters {
  return {
    startDate: toLocalInput(new Date(now.getTime() - LOG_DEFAULT_LOOKBACK_MS)),
    endDate: toLocalInput(new Date(now.getTime() + LOG_DEFAULT_LOOKAHEAD_MS)),
    text: '',
    data: '',
    tipo: '',
    clienteId: '',
    usuarioId: '',
  };
}

const iso = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

export function toLogQuery(search: AppliedSearch<LogFilters>): LogSearchQuery {
  const { startDate, endDate, text, data, tipo, clienteId, usuarioId } = search.filters;
  return {
    text,
    data: tipo === 'acessos' ? DADOS_PESSOAIS_LIDOS : data,
    startDate: iso(startDate),
    endDate: iso(endDate),
    clienteId: clienteId ? Number(clienteId) : undefined,
    usuarioId: usuarioId ? Number(usuarioId) : undefined,
    page: search.page,
    pageSize: search.pageSize,
  };
}

export function validateLogFilters(filters: LogFilters): FilterErrors<LogFilters> {
  // Both texts need 3+ characters (the server refuses shorter ones with the same message).
  return {
    text: searchTextError(filters.text, SEARCH_MESSAGES.logTextMinLength),
    data: filters.tipo === 'acessos' ? undefined : searchTextError(filters.data, SEARCH_MESSAGES.logTextMinLength),
  };
}

export const LOG_FILTER_FIELDS: FilterField<keyof LogFilters>[] = [
  { name: 'startDate', label: 'Data inicial', type: 'datetime-local' },
  { name: 'endDate', label: 'Data final', type: 'datetime-local' },
  { name: 'text', label: 'Message', maxLength: 200 },
  { name: 'data', label: 'JSON Log', helperText: 'userId, idObject, email, ip, action', maxLength: 200 },
  { kind: 'select', name: 'tipo', label: 'Tipo', options: TIPOS },
  { name: 'clienteId', label: 'ID do cliente', maxLength: 10, digitsOnly: true },
  { name: 'usuarioId', label: 'ID do usuário', maxLength: 10, digitsOnly: true },
];
