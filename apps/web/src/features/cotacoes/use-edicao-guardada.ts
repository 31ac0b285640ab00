import type { Cotacao } from '@portal/shared/dto';
import { useCallback, useEffect, useState } from 'react';
import { sessionUserId } from '@/lib/token';
import type { CotacaoForm } from './cotacao-form';
import { guardarEdicao, retomarEdicao, type EdicaoGuardada } from './edicao-guardada';

interface Options {
  id: number | null;
  /** The quotation as the server answered this page's load (undefined until then). */
  loaded: Cotacao | undefined;
  cotacao: Cotacao | null;
  formAtual: () => CotacaoForm;
  /** Puts the kept typing back over `servidor`, the version loaded now (null: a new quotation). */
  restaurar: (edicao: EdicaoGuardada, servidor: Cotacao | null) => void;
}

/**
 * The editor's side of a session that ends mid-edit: `guardar` keeps the typing in this browser (the leave
 * guard calls it instead of asking to discard), and once the same user is back on the page the typing
 * is given back over what the server holds now.
 */
export function useEdicaoGuardada({ id, loaded, cotacao, formAtual, restaurar }: Options) {
  // Whose session this page opened in: the token is gone by the time the guard asks.
  const [usuario] = useState(sessionUserId);
  useEffect(() => {
    if (usuario === null || (id !== null && !loaded)) return;
    const edicao = retomarEdicao(usuario, id);
    if (edicao) restaurar(edicao, loaded ?? null);
  }, [usuario, id, loaded, restaurar]);

  return useCallback(() => {
    if (usuario !== null) guardarEdicao(usuario, id, { base: cotacao, form: formAtual() });
  }, [usuario, id, cotacao, formAtual]);
}
