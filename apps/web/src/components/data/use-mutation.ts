import { useCallback, useState } from 'react';

/** Wraps a call that changes data, telling whether it is running (to disable its button). */
export function useMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R> => {
      setPending(true);
      try {
        return await call(...args);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending };
}
