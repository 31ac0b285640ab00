import type { Cotacao, ProdutoSugestao } from '@portal/shared/dto';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { useResource } from '@/components/data/use-resource';
import { ApiError } from '@/lib/api-client';
import { getCotacao } from './api/get-cotacao';
import { saveCotacao } from './api/save-cotacao';
import {
  EMPTY_COTACAO,
  formSignature,
  hasErrors,
  linhaDoProduto,
  toCotacaoForm,
  toCotacaoInput,
  validateCotacao,
  type CotacaoErrors,
  type CotacaoForm,
  type LinhaForm,
} from './cotacao-form';
import { createLinhasStore } from './linhas-store';
import { rascunhoEditavel, SAVE_FAILED, useConflito, type Aviso } from './use-conflito';

/** The form but its lines: what the fields above the lines show. */
export type Cabecalho = Omit<CotacaoForm, 'itens'>;
const cabecalhoDe = ({ itens: _itens, ...cabecalho }: CotacaoForm): Cabecalho => cabecalho;
const SEM_ERROS: CotacaoErrors = { itens: [] };

/**
 * The editor's state: the quotation as loaded, the form, what changed, and the calls that change it.
 * The lines live in their own store (linhas-store.ts), apart from the fields above them, and `editor`
 * keeps its identity while only lines change: typing in a line re-renders that line and the totals,
 * not the page's other parts (a 500-line quotation stays fluid). The calls that save read the store.
 * A save that meets another version, and the typing kept over a session's end: use-conflito.ts.
 */
export function useCotacaoEditor(id: number | null) {
  const navigate = useNavigate();
  const location = useLocation();
  // A message handed over by the move that led here (a new draft saved, a revision created).
  const handed = (location.state as { aviso?: Aviso } | null)?.aviso ?? null;
  const [cotacao, setCotacao] = useState<Cotacao | null>(null);
  const [cabecalho, setCabecalho] = useState<Cabecalho>(() => cabecalhoDe(EMPTY_COTACAO));
  const [linhas] = useState(createLinhasStore);
  const setItens = linhas.set;
  // The form as a save sends it: the fields above and the lines as typed now.
  const formAtual = useCallback((): CotacaoForm => ({ ...cabecalho, itens: linhas.get() }), [cabecalho, linhas]);
  const setForm = useCallback(
    (next: CotacaoForm) => {
      setCabecalho(cabecalhoDe(next));
      linhas.set(next.itens);
    },
    [linhas],
  );
  const [baseline, setBaseline] = useState(() => formSignature(EMPTY_COTACAO));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [aviso, setAviso] = useState<Aviso | null>(handed);
  // The router keeps this page mounted from /nova to /:id and between revisions: take each move's message.
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setAviso(handed);
  }
  // Set right before a navigation this page starts itself (after a save), so the guard lets it pass.
  const leaving = useRef(false);

  // Each load (the first, another id, a reload after a 409) replaces the form.
  const { data: loaded, failed: loadFailed, reload } = useResource(getCotacao, id);
  const { conflito, perdida, limpar, guardar, onSaveConflict, reaplicarConflito, descartarConflito } = useConflito({
    id,
    loaded,
    cotacao,
    setCotacao,
    setBaseline,
    setForm,
    formAtual,
    setAviso,
  });

  const apply = useCallback(
    (loaded: Cotacao) => {
      const next = toCotacaoForm(loaded);
      setCotacao(loaded);
      setForm(next);
      setBaseline(formSignature(next));
      setShowErrors(false);
      limpar();
    },
    [setForm, limpar],
  );

  // The navigation this page started has happened: the guard asks again from now on.
  useEffect(() => {
    leaving.current = false;
  }, [location.key]);

  const [lastLoaded, setLastLoaded] = useState<Cotacao>();
  if (loaded && loaded !== lastLoaded) {
    setLastLoaded(loaded);
    apply(loaded);
  }

  // Re-renders the page only when the answer flips, not at each key typed in a line.
  const dirty = useSyncExternalStore(linhas.subscribe, () => formSignature(formAtual()) !== baseline);
  const editable = id === null || (cotacao !== null && rascunhoEditavel(cotacao));
  // The messages of the fields above the lines (each line shows its own).
  const erros = useMemo(
    () => (showErrors ? validateCotacao({ ...cabecalho, itens: [] }) : SEM_ERROS),
    [showErrors, cabecalho],
  );

  /**
   * Runs a call; its answer, when a quotation of this page, replaces the form. A 409 (stale edit, action
   * refused in this status) shows the server's message and reloads what the server holds now; with
   * `onConflict` a 409 or 404 goes there instead, which keeps the typing.
   */
  const run = useCallback(
    async <T>(
      work: () => Promise<T>,
      success: string,
      fallback: string,
      onConflict?: (error: ApiError) => Promise<void>,
    ): Promise<{ ok: boolean; value?: T }> => {
      setBusy(true);
      setAviso(null);
      try {
        const value = await work();
        const answer = value as Partial<Cotacao> | undefined;
        if (answer?.id === id && answer?.itens) apply(answer as Cotacao);
        if (success) setAviso({ severity: 'success', text: success });
        return { ok: true, value };
      } catch (error) {
        const recusa = error instanceof ApiError && (error.status === 409 || error.status === 404);
        if (recusa && onConflict) await onConflict(error);
        else {
          setAviso({ severity: 'error', text: errorMessage(error, fallback) });
          if (error instanceof ApiError && error.status === 409) reload();
        }
        return { ok: false };
      } finally {
        setBusy(false);
      }
    },
    [apply, reload, id],
  );

  /** Moves to another page of the app without the unsaved-changes question, with a message for it. */
  const moveTo = useCallback(
    (to: string, text: string, replace = false) => {
      leaving.current = true;
      void navigate(to, { replace, state: { aviso: { severity: 'success', text } } });
    },
    [navigate],
  );

  /** Shows the form's messages; true when `typed` is valid to save. */
  const validar = useCallback((typed: CotacaoForm) => {
    const errors = validateCotacao(typed);
    setShowErrors(true);
    if (!hasErrors(errors)) return true;
    setAviso({
      severity: 'error',
      text: errors.cliente ?? errors.frete ?? errors.lista ?? 'Corrija os itens destacados.',
    });
    return false;
  }, []);

  /** Saves `typed` as an edit of version `versao`; a new draft moves to its own address. The saved quotation, or null. */
  const saveForm = useCallback(
    async (typed: CotacaoForm, versao: number | undefined): Promise<Cotacao | null> => {
      if (!validar(typed)) return null;
      const { value: saved } = await run(
        () => saveCotacao(id, toCotacaoInput(typed, versao)),
        id === null ? '' : 'Rascunho salvo.',
        SAVE_FAILED,
        onSaveConflict,
      );
      if (saved && id === null) moveTo(`/comercial/cotacoes/${saved.id}`, 'Rascunho salvo.', true);
      return saved ?? null;
    },
    [id, run, moveTo, onSaveConflict, validar],
  );

  /** Saves the draft as typed, as an edit of the version this page loaded. */
  const save = useCallback(() => saveForm(formAtual(), cotacao?.versao), [saveForm, formAtual, cotacao]);

  const reapplyConflict = useCallback(() => reaplicarConflito(saveForm), [reaplicarConflito, saveForm]);
  const discardConflict = useCallback(() => descartarConflito(apply), [descartarConflito, apply]);

  const setField = useCallback(
    <K extends keyof Cabecalho>(name: K, value: Cabecalho[K]) => setCabecalho((c) => ({ ...c, [name]: value })),
    [],
  );
  const addLinha = useCallback(
    (produto: ProdutoSugestao) => setItens((atual) => [...atual, linhaDoProduto(produto)]),
    [setItens],
  );
  // Only the line typed in becomes a new object: the others keep theirs, so their memoised rows skip.
  const changeLinha = useCallback(
    (key: string, campo: keyof LinhaForm, value: string) =>
      setItens((atual) => atual.map((l) => (l.key === key ? { ...l, [campo]: value } : l))),
    [setItens],
  );
  const removeLinha = useCallback((key: string) => setItens((atual) => atual.filter((l) => l.key !== key)), [setItens]);
  const moveLinha = useCallback(
    (key: string, by: -1 | 1) =>
      setItens((atual) => {
        const from = atual.findIndex((l) => l.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= atual.length) return atual;
        const next = [...atual];
        [next[from], next[to]] = [next[to], next[from]];
        return next;
      }),
    [setItens],
  );

  const editor = useMemo(
    () => ({
      cotacao,
      cabecalho,
      linhas,
      erros,
      dirty,
      editable,
      busy,
      aviso,
      setAviso,
      conflito,
      reapplyConflict,
      discardConflict,
      perdida,
      formAtual,
      apply,
      validar,
      loadFailed,
      showErrors,
      leaving,
      guardar,
      save,
      run,
      moveTo,
      reload,
      setField,
      addLinha,
      changeLinha,
      removeLinha,
      moveLinha,
    }),
    [
      cotacao,
      cabecalho,
      linhas,
      erros,
      dirty,
      editable,
      busy,
      aviso,
      conflito,
      reapplyConflict,
      discardConflict,
      perdida,
      formAtual,
      apply,
      validar,
      loadFailed,
      showErrors,
      guardar,
      save,
      run,
      moveTo,
      reload,
      setField,
      addLinha,
      changeLinha,
      removeLinha,
      moveLinha,
    ],
  );
  return editor;
}

export type CotacaoEditor = ReturnType<typeof useCotacaoEditor>;
