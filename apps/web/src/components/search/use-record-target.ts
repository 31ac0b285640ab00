import { useState } from 'react';
import { useSnackbar } from '@/components/feedback/snackbar-context';
import type { RecordTarget } from '@/components/form/record-mode';

/** Which record modal a search page shows; a save or delete closes it, says so and refreshes the list. */
export function useRecordTarget(refresh: () => void) {
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const notify = useSnackbar();
  return {
    target,
    open: setTarget,
    close: () => setTarget(null),
    changed: (message: string) => {
      setTarget(null);
      notify(message);
      refresh();
    },
  };
}

export type RecordTargetState = ReturnType<typeof useRecordTarget>;
