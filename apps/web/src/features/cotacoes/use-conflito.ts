import { acoesPermitidas } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { ApiError } from '@/lib/api-client';
import { getCotacao } from './api/get-cotacao';
import { reaplicar } from './conflito';
import { EMPTY_COTACAO, formSignature, toCotacaoForm, type CotacaoForm } from './cotacao-form';
import type { EdicaoGuardada } from './edicao-guardada';
import { useEdicaoGuardada } from './use-edicao-guardada';

export interface Aviso {
  severity: 'success' | 'error' | 'info';
  text: string;
  /** A page the message points to ('Abrir a revisão mais recente'). */
  link?: { to: string; text: string };
}

/** A save refused because another person saved the draft first: the server's version, beside the typing kept. */
export interface Conflito {
  servidor: Cotacao;
}

/**
 * A save refused because the draft is gone: another person sent it (or it left the draft status) or
 * deleted it. The typing stays in the form; `servidor` is what the server holds now (null: deleted).
 */
export interface EdicaoPerdida {
  servidor: Cotacao | null;
}

export const SAVE_FAILED = 'Não foi possível salvar a cotação.';
const RESTAURADA =
  'Sua sessão tinha terminado: as alterações que você não tinha salvado foram restauradas. Confira e salve.';

/** Its status still lets staff edit it (TRANSICOES.editar). */
export const rascunhoEditavel = (cotacao: Cotacao) => acoesPermitidas(cotacao, 'equipe').includes('editar');

/** What of the editor's form state the conflict handling reads and replaces (use-cotacao-editor.ts). */
interface Form {
  id: number | null;
  loaded: Cotacao | undefined;
  cotacao: Cotacao | null;
  setCotacao: (cotacao: Cotacao) => void;
  setBaseline: (signature: string) => void;
  setForm: (form: CotacaoForm) => void;
  formAtual: () => CotacaoForm;
  setAviso: (aviso: Aviso | null) => void;
}

/**
 * The editor's edits that meet another version: a save answered 409 or 404 (another person saved,
 * sent or deleted the draft), and the typing kept in this browser when the session ended (401) given
 * back after the next login. Never replaces what was typed: the server's version is shown beside it.
 */
export function useConflito({ id, loaded, cotacao, setCotacao, setBaseline, setForm, formAtual, setAviso }: Form) {
  const [conflito, setConflito] = useState<Conflito | null>(null);
  const [perdida, setPerdida] = useState<EdicaoPerdida | null>(null);

  /** A load replaced the form: nothing left to reconcile. */
  const limpar = useCallback(() => {
    setConflito(null);
    setPerdida(null);
  }, []);

  /** The typing kept when the session ended, back over `servidor`: its changes meanwhile shown as after a 409. */
  const restaurar = useCallback(
    ({ base, form }: EdicaoGuardada, servidor: Cotacao | null) => {
      const de = base ?? servidor;
      if (de) setCotacao(de);
      setBaseline(formSignature(de ? toCotacaoForm(de) : EMPTY_COTACAO));
      setForm(form);
      setAviso({ severity: 'info', text: RESTAURADA });
      if (!servidor || !de || servidor.versao === de.versao) return;
      if (rascunhoEditavel(servidor)) setConflito({ servidor });
      else setPerdida({ servidor });
    },
    [setCotacao, setBaseline, setForm, setAviso],
  );
  const guardar = useEdicaoGuardada({ id, loaded, cotacao, formAtual, restaurar });

  /**
   * A save answered 409 or 404. Still a draft: another person saved it first; the server's version is kept
   * beside the typing (the page shows what changed there). Sent or deleted meanwhile: the typing stays too,
   * with what happened and a way forward (EdicaoPerdidaPanel).
   */
  const onSaveConflict = useCallback(
    async (error: ApiError) => {
      const servidor =
        id === null
          ? null
          : await getCotacao(id).catch((e: unknown) => (e instanceof ApiError && e.status === 404 ? 'excluida' : null));
      setAviso(null);
      if (servidor === 'excluida') setPerdida({ servidor: null });
      else if (!servidor) setAviso({ severity: 'error', text: errorMessage(error, SAVE_FAILED) });
      else if (!rascunhoEditavel(servidor)) setPerdida({ servidor });
      else setConflito({ servidor });
    },
    [id, setAviso],
  );

  /**
   * After a conflict: the person's edits (from the version this page loaded to what is typed) over the
   * server's latest version, saved (by `saveForm`) as an edit of that version. The merged form stays if the
   * save fails.
   */
  const reaplicarConflito = useCallback(
    async (saveForm: (typed: CotacaoForm, versao: number) => Promise<Cotacao | null>) => {
      if (!conflito || !cotacao) return null;
      const servidorForm = toCotacaoForm(conflito.servidor);
      const merged = reaplicar(toCotacaoForm(cotacao), formAtual(), servidorForm);
      setCotacao(conflito.servidor);
      setBaseline(formSignature(servidorForm));
      setForm(merged);
      setConflito(null);
      return saveForm(merged, conflito.servidor.versao);
    },
    [conflito, cotacao, formAtual, setCotacao, setBaseline, setForm],
  );

  /** After a conflict: drop the typing and show (through `apply`) the server's latest version. */
  const descartarConflito = useCallback(
    (apply: (servidor: Cotacao) => void) => {
      if (!conflito) return;
      apply(conflito.servidor);
      setAviso({ severity: 'info', text: 'Suas alterações foram descartadas: esta é a versão atual da cotação.' });
    },
    [conflito, setAviso],
  );

  return { conflito, perdida, limpar, guardar, onSaveConflict, reaplicarConflito, descartarConflito };
}
