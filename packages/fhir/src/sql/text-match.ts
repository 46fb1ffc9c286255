/**
 * @module fhir/sql/text-match
 * A text search that ignores case the same way on every engine, Unicode letters included. PostgreSQL (ILIKE),
 * MySQL/MariaDB and SQL Server (case-insensitive collations) and Firebird (UPPER) fold accented letters as
 * they fold ASCII ones; SQLite's LIKE folds ASCII letters only, so `family=öz` missed "Öztürk". For a value
 * with such letters the SQLite condition is a LIKE in which each of them is any one character (ASCII still
 * folded, and a NOCASE index still narrows a prefix) and a GLOB that spells each letter in both cases. Values
 * are always bound; the SQL for ASCII values is unchanged.
 */
import type { SqlBuilder } from './builder.js';

/** Where the value must occur in the text. */
export type TextPlace = 'start' | 'anywhere' | 'whole';

/** The single-character spellings of a character in both cases (itself alone when it has no case). */
function caseVariants(char: string): string[] {
  const variants = new Set([char, char.toLowerCase(), char.toUpperCase()]);
  return [...variants].filter((v) => [...v].length === 1);
}

/** A letter beyond ASCII that has another case: the one SQLite's LIKE does not fold. */
function isFoldableBeyondAscii(char: string): boolean {
  return char.codePointAt(0)! > 0x7f && caseVariants(char).length > 1;
}

/** GLOB pattern for `value` at `place`: each letter as a class of its two cases, wildcards literal. */
function globPattern(value: string, place: TextPlace): string {
  let body = '';
  for (const char of value) {
    if (char === '*' || char === '?' || char === '[') body += `[${char}]`;
    else {
      const variants = caseVariants(char);
      body += variants.length > 1 ? `[${variants.join('')}]` : char;
    }
  }
  return place === 'start' ? `${body}*` : place === 'anywhere' ? `*${body}*` : body;
}

function around(escaped: string, place: TextPlace): string {
  return place === 'start' ? `${escaped}%` : place === 'anywhere' ? `%${escaped}%` : escaped;
}

/** `value` occurs at `place` in any of `columns`, ignoring case. */
export function matchIgnoringCase(b: SqlBuilder, columns: readonly string[], value: string, place: TextPlace): string[] {
  const chars = [...value];
  if (!b.d.likeFoldsAsciiOnly || !chars.some(isFoldableBeyondAscii)) {
    const pattern = b.value('NVarChar', around(b.d.escapeLike(value), place));
    return columns.map((c) => b.d.likeIgnoringCase(c, pattern));
  }
  const likeText = chars.map((c) => (isFoldableBeyondAscii(c) ? '_' : b.d.escapeLike(c))).join('');
  const like = b.value('NVarChar', around(likeText, place));
  const glob = b.value('NVarChar', globPattern(value, place));
  return columns.map((c) => `(${b.d.likeIgnoringCase(c, like)} AND ${c} GLOB ${glob})`);
}
