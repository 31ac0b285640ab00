import { sql } from 'kysely';
import type { CotacaoStatus } from '@portal/shared/constants';
import { cotacaoStatus } from './cotacao-valores.js';

/** What a refused conditional write reads to say why (never used to decide the write itself). */
export interface CotacaoEstado {
  id: number;
  numero: string;
  revisao: number;
  status: CotacaoStatus;
  versao: number;
  validade: string;
  clienteId: number;
  vendedorId: number;
  total: string;
  /** It was sent once: the customer may see it (a draft closed unsent stays staff-only). */
  enviada: boolean;
}

/** The columns of CotacaoEstado, for a select or a RETURNING on `cotacoes as c`. */
export const ESTADO = [
  'c.id',
  'c.numero',
  'c.revisao',
  'c.status',
  'c.versao',
  sql<string>`to_char(c.validade, 'YYYY-MM-DD')`.as('validade'),
  'c.cliente_id as clienteId',
  'c.vendedor_id as vendedorId',
  'c.total',
  sql<boolean>`c.enviada_em IS NOT NULL`.as('enviada'),
] as const;

export function toEstado(row: Omit<CotacaoEstado, 'status'> & { status: string }): CotacaoEstado {
  return { ...row, status: cotacaoStatus(row.status) };
}

export function toEstadoOuNull(row: (Omit<CotacaoEstado, 'status'> & { status: string }) | undefined) {
  return row ? toEstado(row) : null;
}
