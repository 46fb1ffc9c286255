/**
 * Calls `tick` every `ms` while the page is visible, and once as soon as it becomes visible again: a page that
 * keeps itself current without asking the gateway for anything while no one looks at it.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useEvery(ms: number, tick: () => void): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) latest.current();
    }, ms);
    const shown = (): void => {
      if (!document.hidden) latest.current();
    };
    document.addEventListener('visibilitychange', shown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [ms]);
}
