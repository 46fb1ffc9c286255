/**
 * Marker rewriting for the engines whose protocols only know positional parameters: markers outside
 * literals, identifiers and comments change; everything else is left byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { MYSQL_DIALECT, POSTGRES_DIALECT, rewritePlaceholders } from './sql-placeholders.js';

const known = (names: string[]) => (name: string): string | undefined => (names.includes(name) ? `<${name}>` : undefined);

describe('rewritePlaceholders', () => {
  it('rewrites @name and :name that the caller knows, and nothing it does not', () => {
    expect(rewritePlaceholders('SELECT @a, :b, @c, a@b FROM t WHERE x = @a', POSTGRES_DIALECT, known(['a', 'b'])))
      .toBe('SELECT <a>, <b>, @c, a@b FROM t WHERE x = <a>');
  });

  it('leaves PostgreSQL casts, operators, E-strings, dollar quotes, quoted identifiers and nested comments alone', () => {
    const sql = `SELECT @a::int, x::text, '{1}' @> y, E'it\\'s @a', $$ @a $$, $tag$ :a $tag$, "col @a", /* @a /* :a */ @a */ 1 -- @a\n, @a`;
    expect(rewritePlaceholders(sql, POSTGRES_DIALECT, known(['a']))).toBe(
      `SELECT <a>::int, x::text, '{1}' @> y, E'it\\'s @a', $$ @a $$, $tag$ :a $tag$, "col @a", /* @a /* :a */ @a */ 1 -- @a\n, <a>`,
    );
  });

  it('does not treat a PostgreSQL positional parameter as a dollar quote', () => {
    expect(rewritePlaceholders('SELECT $1, @a, $2', POSTGRES_DIALECT, known(['a']))).toBe('SELECT $1, <a>, $2');
  });

  it('leaves MySQL strings with backslash escapes, backticks, # comments and @@system variables alone', () => {
    const sql = "SELECT @a, 'it\\'s @a', \"say \\\" :a\", `col @a`, @@version, @@a # @a\n, @a";
    expect(rewritePlaceholders(sql, MYSQL_DIALECT, known(['a']))).toBe(
      "SELECT <a>, 'it\\'s @a', \"say \\\" :a\", `col @a`, @@version, @@a # @a\n, <a>",
    );
  });

  it('keeps doubled quotes inside literals', () => {
    expect(rewritePlaceholders("SELECT 'O''Brien @a', @a", POSTGRES_DIALECT, known(['a']))).toBe("SELECT 'O''Brien @a', <a>");
  });
});
