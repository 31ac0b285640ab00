import { useSyncExternalStore } from 'react';
import type { LinhaForm } from './cotacao-form';

/**
 * The form's lines, kept out of the page's React state: the list, the totals and the unsaved-changes
 * flag subscribe to them, so typing in a line re-renders those and not the page around them.
 * A change replaces only the line typed in (the others keep their objects and their memoised rows).
 */
export interface LinhasStore {
  get: () => LinhaForm[];
  set: (next: LinhaForm[] | ((atual: LinhaForm[]) => LinhaForm[])) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLinhasStore(): LinhasStore {
  let itens: LinhaForm[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => itens,
    set: (next) => {
      const novo = typeof next === 'function' ? next(itens) : next;
      if (novo === itens) return;
      itens = novo;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The lines now, re-rendering the caller when they change. */
export const useLinhas = (store: LinhasStore) => useSyncExternalStore(store.subscribe, store.get);
