import { useCallback, useEffect, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

interface Loaded<T> {
  key: string | null;
  data?: T;
  failed?: boolean;
}

/** Loads `fetcher(arg)` when `arg` is not null; pass a primitive or memoized arg. */
export function useResource<T, A>(fetcher: (arg: A) => Promise<T>, arg: A | null): Resource<T> {
  const [version, setVersion] = useState(0);
  const key = arg === null ? null : `${version}:${JSON.stringify(arg)}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null });

  useEffect(() => {
    if (arg === null) return;
    let current = true;
    fetcher(arg).then(
      (data) => current && setLoaded({ key, data }),
      (error: unknown) => {
        console.error('Falha ao carregar', error);
        if (current) setLoaded({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [fetcher, arg, key]);

  const fresh = loaded.key === key;
  return {
    data: fresh ? loaded.data : undefined,
    loading: key !== null && !fresh,
    failed: fresh && !!loaded.failed,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
