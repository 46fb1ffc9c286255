/**
 * The queries this tab has run, newest first, kept in session storage next to the key (at most 100): the
 * gateway lists no queries, so the console remembers which ones to ask about.
 */
export interface HistoryEntry {
  queryId: string;
  siteId: string;
  mode: 'immediate' | 'async';
  sql: string;
  submittedAt: string;
}

const STORAGE_KEY = 'site-query-gateway.console.history';
const MAX = 100;

export function loadHistory(): HistoryEntry[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function remember(entry: HistoryEntry): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify([entry, ...loadHistory().filter((e) => e.queryId !== entry.queryId)].slice(0, MAX)));
}
