/**
 * @module agent/drivers/firebird-sql
 * The SQL text the Firebird driver prepares: named parameters rewritten to Firebird's positional `?`,
 * and the statement that calls a stored procedure. Pure functions; values are never put in the text.
 *
 * Named parameters (docs/agent-drivers.md): integrators write SQL Server style `@name` placeholders.
 * Each `@name` outside string literals, quoted identifiers and comments becomes one `?` bound to the
 * command parameter of that name (compared case-insensitively, with or without its `@`); a name used
 * twice is bound twice. A text with plain `?` placeholders instead binds the input and inputOutput
 * parameters in list order. Mixing the two styles is refused. `:name` is left alone: inside
 * EXECUTE BLOCK it is a PSQL variable.
 */
import type { ExecutionMode, SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import { ParameterError } from '../parameters.js';

/** The text to prepare and the command parameter bound to each `?`, in order. */
export interface PreparedText {
  sql: string;
  bindings: SqlParameter[];
}

/** A parameter's name without its prefix, upper-cased the way Firebird folds unquoted names. */
export function foldedName(name: string): string {
  return name.replace(/^[@:]/, '').toUpperCase();
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
const Q_CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** Index just past the literal, identifier or comment starting at `i`, or `i` when none starts there. */
function skipQuoted(sql: string, i: number): number {
  const c = sql[i];
  const next = sql[i + 1];
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < sql.length) {
      if (sql[j] === c) {
        if (sql[j + 1] === c) j += 2; // doubled quote escapes itself
        else return j + 1;
      } else j++;
    }
    return sql.length;
  }
  if (c === '-' && next === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end + 1;
  }
  if (c === '/' && next === '*') {
    const end = sql.indexOf('*/', i + 2);
    return end === -1 ? sql.length : end + 2;
  }
  // Firebird 3 alternative quoting: q'{text}' (also (), [], <> or any same character).
  if ((c === 'q' || c === 'Q') && next === "'" && i + 2 < sql.length && !IDENT_PART.test(sql[i - 1] ?? ' ')) {
    const open = sql[i + 2] ?? '';
    const close = Q_CLOSERS[open] ?? open;
    const end = sql.indexOf(`${close}'`, i + 3);
    return end === -1 ? sql.length : end + 2;
  }
  return i;
}

/** Rewrites `@name` placeholders (or keeps `?` ones) and lists the parameter bound to each. */
export function rewriteParameters(text: string, parameters: readonly SqlParameter[]): PreparedText {
  const byName = new Map(parameters.map((p) => [foldedName(p.name), p]));
  const bindings: SqlParameter[] = [];
  let positional = 0;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const skipped = skipQuoted(text, i);
    if (skipped > i) {
      out += text.slice(i, skipped);
      i = skipped;
      continue;
    }
    const c = text[i] ?? '';
    if (c === '@' && IDENT_START.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && IDENT_PART.test(text[j] ?? '')) j++;
      const name = text.slice(i + 1, j);
      const parameter = byName.get(name.toUpperCase());
      if (!parameter) throw new ParameterError(`@${name} is used in the SQL but is not among the parameters`);
      bindings.push(parameter);
      out += '?';
      i = j;
      continue;
    }
    if (c === '?') positional++;
    out += c;
    i++;
  }
  if (positional > 0 && bindings.length > 0) {
    throw new ParameterError('use either @name or ? placeholders in one command, not both');
  }
  if (positional > 0) {
    const inputs = parameters.filter((p) => p.direction === 'input' || p.direction === 'inputOutput');
    if (inputs.length !== positional) {
      throw new ParameterError(`the SQL has ${positional} ? placeholders but ${inputs.length} input parameters`);
    }
    return { sql: out, bindings: inputs };
  }
  return { sql: out, bindings };
}

/** A stored procedure's name as given, and as the catalogue stores it. */
export interface ProcedureName {
  /** Safe to splice into SQL: validated identifiers, quoted ones kept quoted. */
  sql: string;
  /** RDB$PROCEDURE_NAME */
  name: string;
  /** RDB$PACKAGE_NAME (Firebird 3 packages), or null. */
  packageName: string | null;
}

const NAME_PART = /^(?:"((?:[^"]|"")+)"|([A-Za-z][A-Za-z0-9_$]*))/;

/**
 * Parses `PROC`, `"Mixed Case"` or `PKG.PROC`. The name is spliced into the SQL (a procedure cannot
 * be a bound parameter), so anything but identifiers is refused.
 */
export function parseProcedureName(text: string): ProcedureName {
  const parts: { sql: string; name: string }[] = [];
  let rest = text.trim();
  while (parts.length < 2) {
    const match = NAME_PART.exec(rest);
    if (!match) break;
    parts.push(match[1] !== undefined ? { sql: match[0], name: match[1].replace(/""/g, '"') } : { sql: match[0], name: (match[2] ?? '').toUpperCase() });
    rest = rest.slice(match[0].length);
    if (!rest.startsWith('.')) break;
    rest = rest.slice(1);
  }
  const last = parts[parts.length - 1];
  if (!last || rest !== '') throw new ParameterError(`"${text}" is not a procedure name`);
  const first = parts[0];
  return {
    sql: parts.map((p) => p.sql).join('.'),
    name: last.name,
    packageName: parts.length === 2 && first ? first.name : null,
  };
}

/** A procedure as the catalogue describes it (RDB$PROCEDURES, RDB$PROCEDURE_PARAMETERS). */
export interface ProcedureInfo {
  /** RDB$PROCEDURE_TYPE: 1 selectable (has SUSPEND), 2 executable, null when unknown (pre-2.1 metadata). */
  type: number | null;
  /** Input parameter names in declaration order. */
  inputs: string[];
  /** Output parameter names in declaration order. */
  outputs: string[];
}

/**
 * Builds the call of a stored procedure. Arguments follow the procedure's declared inputs, matched
 * by name to the command's input and inputOutput parameters, so their order in the command does not
 * matter. Trailing inputs may be left out (Firebird 3 applies their defaults); a gap may not.
 *
 * A selectable procedure (or, when the catalogue cannot tell, any procedure in reader and scalar
 * mode) is called with `SELECT * FROM`, whose rows are the result. An executable one is called with
 * `EXECUTE PROCEDURE`: its single row of outputs fills the output parameters and is also the result.
 * When the catalogue does not know the procedure the call is still built, with the inputs in command
 * order, so that the server reports the real error.
 */
export function procedureCall(
  proc: ProcedureName,
  info: ProcedureInfo | null,
  parameters: readonly SqlParameter[],
  mode: ExecutionMode,
): PreparedText {
  for (const p of parameters) {
    if (p.direction === 'returnValue') throw new ParameterError('Firebird procedures have no return value');
  }
  const inputs = parameters.filter((p) => p.direction === 'input' || p.direction === 'inputOutput');
  let bindings: SqlParameter[];
  if (!info) {
    bindings = inputs;
  } else {
    const known = new Set([...info.inputs, ...info.outputs]);
    for (const p of parameters) {
      if (!known.has(foldedName(p.name))) throw new ParameterError(`procedure ${proc.sql} has no parameter ${p.name}`);
    }
    const byName = new Map(inputs.map((p) => [foldedName(p.name), p]));
    const matched = info.inputs.map((name) => byName.get(name));
    const last = matched.findLastIndex((p) => p !== undefined);
    const gap = matched.slice(0, last + 1).findIndex((p) => p === undefined);
    if (gap !== -1) throw new ParameterError(`procedure ${proc.sql} needs a value for ${info.inputs[gap]}`);
    bindings = matched.slice(0, last + 1).filter((p): p is SqlParameter => p !== undefined);
    const orphan = inputs.find((p) => p.direction === 'input' && !info.inputs.includes(foldedName(p.name)));
    if (orphan) throw new ParameterError(`${orphan.name} is an output of ${proc.sql}, not an input`);
  }
  const args = bindings.length > 0 ? `(${bindings.map(() => '?').join(', ')})` : '';
  const selectable = info?.type === 1 || (info?.type !== 2 && mode !== 'nonQuery');
  return { sql: selectable ? `SELECT * FROM ${proc.sql}${args}` : `EXECUTE PROCEDURE ${proc.sql}${args}`, bindings };
}

