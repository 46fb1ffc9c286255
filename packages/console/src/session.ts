/**
 * The signed-in person: their role and key, held in this tab's session storage only (gone when the tab
 * closes; never in a URL, a cookie or local storage), so a reload keeps them signed in.
 */
export type Role = 'integrator' | 'operator';

export interface Session {
  role: Role;
  key: string;
}

const STORAGE_KEY = 'site-query-gateway.console.session';

export function loadSession(): Session | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Session | null;
    return value && (value.role === 'integrator' || value.role === 'operator') && typeof value.key === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.clear();
}
