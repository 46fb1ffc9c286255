/**
 * @module store/json-columns
 * JSON kept in text columns. Reading one must never fail a read: a damaged value degrades to a fallback.
 */
export function parseJsonOr<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
