import { useResource } from '@/components/data/use-resource';
import { downloadCsv as downloadFile } from '@/components/search/download-csv';
import { apiFetch } from '@/lib/api-client';

/** One recorded read of the customer's full record (GET /api/Clientes/{id}/acessos). */
export interface AcessoDadosPessoais {
  em: string;
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  ip: string | null;
  via: 'modal' | 'csv' | 'csv_pedidos' | 'csv_cotacoes' | 'pdf' | 'exportacao';
}

export interface AnonimizacaoResultado {
  message: string;
  anonimizadoEm: string;
  jaAnonimizado: boolean;
}

const base = (id: number) => `/api/Clientes/${id}`;

export function getAcessos(id: number): Promise<{ data: AcessoDadosPessoais[]; totalCount: number }> {
  return apiFetch(`${base(id)}/acessos`);
}

export function useAcessos(id: number | null) {
  return useResource(getAcessos, id);
}

export const baixarDadosPessoais = (id: number) =>
  downloadFile(`${base(id)}/dados-pessoais`, {}, `dados-pessoais-${id}.json`);

export const baixarRelatorioAcessos = (id: number) =>
  downloadFile(`${base(id)}/acessos`, { formato: 'csv' }, `acessos-cliente-${id}.csv`);

export const anonimizarCliente = (id: number, motivo: string) =>
  apiFetch<AnonimizacaoResultado>(`${base(id)}/anonimizar`, { method: 'POST', body: { motivo } });
