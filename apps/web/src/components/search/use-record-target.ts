import { useState } from 'react';
import { useSnackbar } from '@/components/feedback/snackbar-context';
import type { RecordTarget } from '@/components/form/record-mode';

/**
 * Which record modal a search page shows; a save or delete closes it, says so and refreshes the list.
 * `check` runs before the modal opens (the session check of the internal users); a failure keeps it shut.
 */
export function useRecordTarget(refresh: () => void, check?: () => Promise<unknown>) {
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const notify = useSnackbar();
  return {
    target,
    open: (next: RecordTarget) => {
      if (!check) return setTarget(next);
      check().then(
        () => setTarget(next),
        (error: unknown) => console.error('Sessão não confirmada', error),
      );
    },
    close: () => setTarget(null),
    changed: (message: string) => {
      setTarget(null);
      notify(message);
      refresh();
    },
  };
}

export type RecordTargetState = ReturnType<typeof useRecordTarget>;
