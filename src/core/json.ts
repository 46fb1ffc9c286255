/**
 * @module core/json
 * Parsing JSON kept in store columns, where a bad value must degrade to a fallback rather than fail a read.
 */
export function parseJsonOr<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
