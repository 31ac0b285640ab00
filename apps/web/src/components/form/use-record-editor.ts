import { ERROR_FALLBACKS, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { useState, type FormEvent } from 'react';
import { answerMessage, errorMessage, isStaleVersion } from '@/components/data/error-message';
import { useMutation } from '@/components/data/use-mutation';
import type { RecordMode } from './record-mode';

/** The texts of one entity's record modal. */
export interface RecordEditorTexts {
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  idMissing: string;
}

/** The contract's texts of a record modal, by the entity's message prefix. */
export function recordTexts(entity: 'customer' | 'product' | 'user'): RecordEditorTexts {
  return {
    created: SUCCESS_MESSAGES[`${entity}Created`],
    updated: SUCCESS_MESSAGES[`${entity}Updated`],
    deleted: SUCCESS_MESSAGES[`${entity}Deleted`],
    saveFailed: ERROR_FALLBACKS[`${entity}Save`],
    deleteFailed: ERROR_FALLBACKS[`${entity}Delete`],
    idMissing: ERROR_FALLBACKS[`${entity}IdMissing`],
  };
}

export interface RecordEditorSpec<F extends object, I> {
  /** null in create mode. */
  id: number | null;
  /** The loaded record's version, sent with its update (a stale one is refused: see `stale`). */
  versao?: number;
  /** Opens an existing record in edit mode (it was loaded again after a stale save), not view mode. */
  editing?: boolean;
  /** The form as it opens (the record's values, or the empty form). */
  initial: F;
  validate: (form: F) => Partial<Record<keyof F, string>>;
  toInput: (form: F, id: number | null) => I;
  create: (input: I) => Promise<unknown>;
  update: (id: number, input: I) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  texts: RecordEditorTexts;
  /** After a save or delete, with the success text (the modal closes, the list refreshes). */
  onChanged: (message: string) => void;
  /** How a failure is told: a browser alert unless the modal shows it itself. */
  onFailure?: (message: string) => void;
  /** Success texts come from the server's `message` when it sends one. */
  answerTexts?: boolean;
  /** Called when Salvar finds messages (e.g. to show the tab that holds the fields). */
  onInvalid?: () => void;
}

const alertFailure = (message: string) => window.alert(message);

/**
 * A record modal's state and actions: mode (create, view, edit), the form and its messages, Salvar
 * with validation, and Excluir after a confirmation. Create, view and edit share one form.
 */
export function useRecordEditor<F extends object, I>(spec: RecordEditorSpec<F, I>) {
  const { id, texts, onChanged, onFailure = alertFailure } = spec;
  const [mode, setMode] = useState<RecordMode>(id === null ? 'create' : spec.editing ? 'edit' : 'view');
  const [form, setForm] = useState<F>(spec.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const create = useMutation(spec.create);
  const update = useMutation(spec.update);
  const remove = useMutation(spec.remove);
  const success = (answer: unknown, fallback: string) =>
    spec.answerTexts ? answerMessage(answer, fallback) : fallback;

  /** Changes some fields and clears their messages. */
  const patch = (changes: Partial<F>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as keyof F];
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = spec.validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return spec.onInvalid?.();
    const input = spec.toInput(form, id);
    try {
      const answer = id === null ? await create.run(input) : await update.run(id, withVersao(input, spec.versao));
      onChanged(success(answer, id === null ? texts.created : texts.updated));
    } catch (error) {
      // Someone saved the record since it was loaded: the form keeps what was typed (StaleRecordAlert).
      if (isStaleVersion(error)) return setStale(errorMessage(error, texts.saveFailed));
      onFailure(errorMessage(error, texts.saveFailed));
    }
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (id === null) return onFailure(texts.idMissing);
    try {
      onChanged(success(await remove.run(id), texts.deleted));
    } catch (error) {
      onFailure(errorMessage(error, texts.deleteFailed));
    }
  };

  return {
    id,
    mode,
    form,
    errors,
    patch,
    setField: <K extends keyof F>(name: K, value: F[K]) => {
      const changes: Partial<F> = {};
      changes[name] = value;
      patch(changes);
    },
    save,
    stale,
    edit: () => setMode('edit'),
    saving: create.pending || update.pending,
    deleting: remove.pending,
    confirming,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete,
  };
}

/** The update's body with the version the record was loaded at (none known: sent without, as before). */
function withVersao<I>(input: I, versao: number | undefined): I {
  return versao === undefined ? input : { ...input, versao };
}
