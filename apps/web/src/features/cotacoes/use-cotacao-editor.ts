import type { Cotacao, ProdutoSugestao } from '@portal/shared/dto';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { useResource } from '@/components/data/use-resource';
import { ApiError } from '@/lib/api-client';
import { getCotacao } from './api/get-cotacao';
import { saveCotacao } from './api/save-cotacao';
import {
  EMPTY_COTACAO,
  formSignature,
  formTotals,
  hasErrors,
  linhaDoProduto,
  toCotacaoForm,
  toCotacaoInput,
  validateCotacao,
  type CotacaoForm,
  type LinhaForm,
} from './cotacao-form';

export interface Aviso {
  severity: 'success' | 'error' | 'info';
  text: string;
}

const SAVE_FAILED = 'Não foi possível salvar a cotação.';

/** The editor's state: the quotation as loaded, the form, what changed, and the calls that change it. */
export function useCotacaoEditor(id: number | null) {
  const navigate = useNavigate();
  const location = useLocation();
  // A message handed over by the move that led here (a new draft saved, a revision created).
  const handed = (location.state as { aviso?: Aviso } | null)?.aviso ?? null;
  const [cotacao, setCotacao] = useState<Cotacao | null>(null);
  const [form, setForm] = useState<CotacaoForm>(EMPTY_COTACAO);
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

  const apply = useCallback((loaded: Cotacao) => {
    const next = toCotacaoForm(loaded);
    setCotacao(loaded);
    setForm(next);
    setBaseline(formSignature(next));
    setShowErrors(false);
  }, []);

  // The navigation this page started has happened: the guard asks again from now on.
  useEffect(() => {
    leaving.current = false;
  }, [location.key]);

  // Each load (the first, another id, a reload after a 409) replaces the form.
  const { data: loaded, failed: loadFailed, reload } = useResource(getCotacao, id);
  const [lastLoaded, setLastLoaded] = useState<Cotacao>();
  if (loaded && loaded !== lastLoaded) {
    setLastLoaded(loaded);
    apply(loaded);
  }

  const dirty = formSignature(form) !== baseline;
  const editable = id === null || cotacao?.status === 'rascunho';
  const totals = useMemo(() => formTotals(form), [form]);

  /**
   * Runs a call; its answer, when a quotation of this page, replaces the form. A 409 (stale edit, action
   * refused in this status) shows the server's message and reloads what the server holds now.
   */
  const run = useCallback(
    async <T>(work: () => Promise<T>, success: string, fallback: string): Promise<{ ok: boolean; value?: T }> => {
      setBusy(true);
      setAviso(null);
      try {
        const value = await work();
        const answer = value as Partial<Cotacao> | undefined;
        if (answer?.id === id && answer?.itens) apply(answer as Cotacao);
        if (success) setAviso({ severity: 'success', text: success });
        return { ok: true, value };
      } catch (error) {
        setAviso({ severity: 'error', text: errorMessage(error, fallback) });
        if (error instanceof ApiError && error.status === 409) reload();
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

  /** Saves the draft; a new one moves to its own address. Resolves to the saved quotation, or null. */
  const save = useCallback(async (): Promise<Cotacao | null> => {
    const errors = validateCotacao(form);
    setShowErrors(true);
    if (hasErrors(errors)) {
      setAviso({ severity: 'error', text: errors.cliente ?? errors.frete ?? 'Corrija os itens destacados.' });
      return null;
    }
    const { value: saved } = await run(
      () => saveCotacao(id, toCotacaoInput(form, cotacao?.versao)),
      id === null ? '' : 'Rascunho salvo.',
      SAVE_FAILED,
    );
    if (saved && id === null) moveTo(`/comercial/cotacoes/${saved.id}`, 'Rascunho salvo.', true);
    return saved ?? null;
  }, [form, id, cotacao, run, moveTo]);

  const setField = useCallback(
    <K extends keyof CotacaoForm>(name: K, value: CotacaoForm[K]) => setForm((f) => ({ ...f, [name]: value })),
    [],
  );
  const addLinha = useCallback(
    (produto: ProdutoSugestao) => setForm((f) => ({ ...f, itens: [...f.itens, linhaDoProduto(produto)] })),
    [],
  );
  const changeLinha = useCallback(
    (key: string, campo: keyof LinhaForm, value: string) =>
      setForm((f) => ({ ...f, itens: f.itens.map((l) => (l.key === key ? { ...l, [campo]: value } : l)) })),
    [],
  );
  const removeLinha = useCallback(
    (key: string) => setForm((f) => ({ ...f, itens: f.itens.filter((l) => l.key !== key) })),
    [],
  );
  const moveLinha = useCallback(
    (key: string, by: -1 | 1) =>
      setForm((f) => {
        const itens = [...f.itens];
        const from = itens.findIndex((l) => l.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= itens.length) return f;
        [itens[from], itens[to]] = [itens[to], itens[from]];
        return { ...f, itens };
      }),
    [],
  );

  return {
    cotacao,
    form,
    totals,
    dirty,
    editable,
    busy,
    aviso,
    setAviso,
    loadFailed,
    showErrors,
    leaving,
    save,
    run,
    moveTo,
    reload,
    setField,
    addLinha,
    changeLinha,
    removeLinha,
    moveLinha,
  };
}

export type CotacaoEditor = ReturnType<typeof useCotacaoEditor>;
