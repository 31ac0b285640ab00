import type { Cotacao } from '@portal/shared/dto';
import type { CotacaoForm } from './cotacao-form';

/**
 * The typing of a quotation kept in this browser when the session ended mid-edit (401: revoked,
 * expired, account deactivated), to give back after the next login. One per user and quotation
 * ('nova' for an unsaved one); taken out when given back, so it never lingers past the restore.
 */
export interface EdicaoGuardada {
  /** The version the typing started from (null: a new quotation). */
  base: Cotacao | null;
  form: CotacaoForm;
}

const chave = (usuario: number, id: number | null) => `portal.cotacao-nao-salva.${usuario}.${id ?? 'nova'}`;

export function guardarEdicao(usuario: number, id: number | null, edicao: EdicaoGuardada): void {
  try {
    localStorage.setItem(chave(usuario, id), JSON.stringify(edicao));
  } catch {
    // Storage full or blocked: nothing can be kept; the login page still opens.
  }
}

/** The typing kept for this user and quotation, removed from storage; null when none (or unreadable). */
export function retomarEdicao(usuario: number, id: number | null): EdicaoGuardada | null {
  try {
    const texto = localStorage.getItem(chave(usuario, id));
    if (texto === null) return null;
    localStorage.removeItem(chave(usuario, id));
    const edicao = JSON.parse(texto) as EdicaoGuardada;
    return edicao && typeof edicao === 'object' && Array.isArray(edicao.form?.itens) ? edicao : null;
  } catch {
    return null;
  }
}
