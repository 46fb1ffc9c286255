/**
 * @module agent/drivers/sql-placeholders
 * Finds named parameter markers (`@name`, `:name`) in SQL text for engines whose client protocol only
 * knows positional ones (PostgreSQL `$n`, MySQL `?`), skipping string literals, quoted identifiers and
 * comments so that `'@id'` or `-- :x` stay text. The caller decides what each marker becomes; a marker
 * the caller does not recognise is left as written (PostgreSQL's `@` operator, MySQL user variables).
 * Only rewrites markers: values are always bound by the driver, never put into the text.
 */

export interface SqlDialect {
  /** Backslash escapes inside '…' and "…" strings (MySQL); PostgreSQL only has them in E'…'. */
  readonly backslashStrings: boolean;
  /** "…" is a string (MySQL) rather than an identifier; both are skipped alike, only escapes differ. */
  readonly doubleQuotedStrings: boolean;
  /** `$tag$…$tag$` strings (PostgreSQL). */
  readonly dollarQuotes: boolean;
  /** `# comment` (MySQL). */
  readonly hashComments: boolean;
  /** `…` identifiers (MySQL). */
  readonly backtickIdentifiers: boolean;
  /** Nested block comments (PostgreSQL). */
  readonly nestedComments: boolean;
}

export const POSTGRES_DIALECT: SqlDialect = {
  backslashStrings: false,
  doubleQuotedStrings: false,
  dollarQuotes: true,
  hashComments: false,
  backtickIdentifiers: false,
  nestedComments: true,
};

export const MYSQL_DIALECT: SqlDialect = {
  backslashStrings: true,
  doubleQuotedStrings: true,
  dollarQuotes: false,
  hashComments: true,
  backtickIdentifiers: true,
  nestedComments: false,
};

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_$]/;

/** Index just past a quoted run that started at `start` (the opening quote), honouring doubled quotes. */
function skipQuoted(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (backslash && ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

function skipBlockComment(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length && depth > 0) {
    if (nested && sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
    } else {
      i++;
    }
  }
  return i;
}

/**
 * Rewrites markers: `replace(name)` receives the name without its prefix and returns the replacement
 * text, or undefined to keep the marker as written.
 */
export function rewritePlaceholders(sql: string, dialect: SqlDialect, replace: (name: string) => string | undefined): string {
  let out = '';
  let copiedTo = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const prev = i > 0 ? sql[i - 1]! : '';
    if (ch === "'") {
      // PostgreSQL E'…' strings are the only ones there with backslash escapes.
      const escape = dialect.backslashStrings || ((prev === 'E' || prev === 'e') && !IDENT_PART.test(sql[i - 2] ?? ''));
      i = skipQuoted(sql, i, "'", escape);
    } else if (ch === '"') {
      i = skipQuoted(sql, i, '"', dialect.doubleQuotedStrings && dialect.backslashStrings);
    } else if (ch === '`' && dialect.backtickIdentifiers) {
      i = skipQuoted(sql, i, '`', false);
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '#' && dialect.hashComments) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      i = skipBlockComment(sql, i, dialect.nestedComments);
    } else if (ch === '$' && dialect.dollarQuotes && !IDENT_PART.test(prev)) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? sql.length : end + tag[0].length;
      } else {
        i++;
      }
    } else if ((ch === '@' || ch === ':') && IDENT_START.test(sql[i + 1] ?? '') && !IDENT_PART.test(prev) && prev !== '@' && prev !== ':') {
      let end = i + 1;
      while (end < sql.length && /[A-Za-z0-9_]/.test(sql[end]!)) end++;
      const replacement = replace(sql.slice(i + 1, end));
      if (replacement !== undefined) {
        out += sql.slice(copiedTo, i) + replacement;
        copiedTo = end;
      }
      i = end;
    } else {
      i++;
    }
  }
  return out + sql.slice(copiedTo);
}
