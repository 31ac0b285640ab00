import type { Cotacao } from '@portal/shared/dto';
import { guardarLocal, retomarLocal } from '@/lib/guardado-local';
import type { CotacaoForm } from './cotacao-form';

/**
 * The typing of a quotation kept in this browser when the session ended mid-edit (401: revoked,
 * expired, account deactivated), to give back after the next login. One per user and quotation
 * ('nova' for an unsaved one); taken out when given back, so it never lingers past the restore, and
 * discarded unrestored after VALIDADE_DIAS or at the user's own "Sair" (lib/guardado-local.ts).
 */
export interface EdicaoGuardada {
  /** The version the typing started from (null: a new quotation). */
  base: Cotacao | null;
  form: CotacaoForm;
}

const nome = (id: number | null) => `cotacao.${id ?? 'nova'}`;

export function guardarEdicao(usuario: number, id: number | null, edicao: EdicaoGuardada): void {
  guardarLocal(usuario, nome(id), edicao);
}

/** The typing kept for this user and quotation, removed from storage; null when none (or expired, or unreadable). */
export function retomarEdicao(usuario: number, id: number | null): EdicaoGuardada | null {
  const edicao = retomarLocal(usuario, nome(id)) as EdicaoGuardada | null;
  return edicao && typeof edicao === 'object' && Array.isArray(edicao.form?.itens) ? edicao : null;
}
