/**
 * Loads something from the gateway when a page opens (and again on `reload`), keeping the answer, the
 * error and whether it is still loading, so each page shows one of the three.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [round, setRound] = useState(0);
  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [run, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
