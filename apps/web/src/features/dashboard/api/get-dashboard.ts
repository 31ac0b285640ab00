import type { CotacoesPipeline } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export interface NovosClientesMes {
  /** YYYY-MM */
  mes: string;
  total: number;
}

export interface UltimoLog {
  timestamp: string;
  message: string;
  data: Record<string, unknown>;
}

/** GET /api/dashboard */
export interface Dashboard {
  clientesAtivos: { pf: number; pj: number };
  produtosAtivos: { produtos: number; servicos: number };
  usuariosInternosAtivos: { admin: number; comercial: number };
  novosClientesPorMes: NovosClientesMes[];
  /** The quotation pipeline. */
  cotacoes?: CotacoesPipeline;
  /** ADMIN only. */
  ultimosLogs?: UltimoLog[];
}

export function getDashboard(): Promise<Dashboard> {
  return apiFetch('/api/dashboard');
}

export function useDashboard() {
  return useResource(getDashboard, 'dashboard');
}
