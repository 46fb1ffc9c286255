/**
 * Which page is shown: the part of the address after `#` (e.g. `#/sql`), so the browser's back button and
 * bookmarks work. Only page names and ids go there, never a key.
 */
import { useEffect, useState } from 'preact/hooks';

export function currentRoute(): string {
  return location.hash.replace(/^#/, '') || '/';
}

export function useRoute(): string {
  const [route, setRoute] = useState(currentRoute());
  useEffect(() => {
    const changed = (): void => setRoute(currentRoute());
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return route;
}

export function go(path: string): void {
  location.hash = path;
}
