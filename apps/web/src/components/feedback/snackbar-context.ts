import { createContext, useContext } from 'react';

export type Notify = (message: string) => void;

// Outside a provider (unit tests of a lone editor) a notice is dropped, not an error.
export const SnackbarContext = createContext<Notify>(() => undefined);

/** Shows a short success notice at the bottom of the screen (the one snackbar of the layout). */
export function useSnackbar(): Notify {
  return useContext(SnackbarContext);
}
