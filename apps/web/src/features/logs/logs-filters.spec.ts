import { describe, expect, it } from 'vitest';
import type { AppliedSearch } from '@/components/search/search-url';
import { DADOS_PESSOAIS_LIDOS, logDefaults, toLogQuery, validateLogFilters, type LogFilters } from './logs-filters';

const applied = (changes: Record<string, string>): AppliedSearch<LogFilters> => ({
  filters: { ...logDefaults(new Date(2026, 10, 24, 12, 0)), ...changes },
  page: 1,
  pageSize: 15,
  sort: null,
});

describe('log filters for personal-data reads (LGPD)', () => {
  it('"Acessos a dados pessoais" searches the read action, by customer and by reader', () => {
    const query = toLogQuery(applied({ tipo: 'acessos', data: 'ignorado', clienteId: '42', usuarioId: '7' }));
    expect(query).toMatchObject({ data: DADOS_PESSOAIS_LIDOS, clienteId: 42, usuarioId: 7 });
  });

  it('leaves the ids out when empty and keeps the JSON text otherwise', () => {
    const query = toLogQuery(applied({ data: 'LOGIN' }));
    expect(query).toMatchObject({ data: 'LOGIN', clienteId: undefined, usuarioId: undefined });
  });

  it('does not ask for 3 characters of JSON text when the type sets it', () => {
    expect(validateLogFilters({ ...logDefaults(), tipo: 'acessos', data: 'ab' }).data).toBeUndefined();
    expect(validateLogFilters({ ...logDefaults(), data: 'ab' }).data).toBeDefined();
  });
});
