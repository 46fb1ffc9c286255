/**
 * @module agent/drivers/mysql-command
 * Turns a SqlCommand into what mysql2 sends. Rules:
 * - Text commands: each `@name` or `:name` outside literals, quoted identifiers and comments that names
 *   a declared parameter (prefix and case ignored) becomes `?`, with the value bound once per occurrence.
 *   Other `@x` stay as written, so MySQL user variables keep working (a parameter therefore must not share
 *   a name with a user variable the statement uses). Output parameters exist only on stored procedures.
 * - Stored procedures: `CALL name(?, @sqg_p2, …)` with parameters in list order (MySQL has no named
 *   arguments); output and inputOutput parameters travel through session variables, set before the call
 *   and read after it. A returnValue is rejected: MySQL procedures have none (call a function from text).
 * Each value is bound with an explicit MySQL type (mysql2 TypedParameter), so a BigInt keeps all its digits
 * and a Decimal its exact text. Never puts a value into the SQL text.
 */
import mysql from 'mysql2';
import type { TypedParameterValue } from 'mysql2';
import type { SqlCommand, SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import {
  ParameterError, binaryValue, bitValue, dateTimeValue, dateValue, decimalValue, floatValue, integerValue, parameterIndex, textValue, timeValue,
} from '../parameters.js';
import { MYSQL_DIALECT, rewritePlaceholders } from '../sql-placeholders.js';

export interface MysqlStep {
  sql: string;
  values: TypedParameterValue[];
}

export interface MysqlStatement extends MysqlStep {
  /** Run first, on the same connection: `SET @sqg_pN = ?` for inputOutput parameters. */
  before: MysqlStep[];
  /** Output and inputOutput parameters and the session variable each one is read from afterwards. */
  outputs: { parameter: SqlParameter; variable: string }[];
}

/** One value as a typed mysql2 bind parameter. */
function mysqlValue(p: SqlParameter): TypedParameterValue {
  const T = mysql.TypedParameter;
  switch (p.type) {
    case 'BigInt':
      return T.LONGLONG(integerValue(p));
    case 'Int':
      return T.LONG(integerValue(p));
    case 'SmallInt': case 'TinyInt':
      // SQL Server's TinyInt is 0..255, beyond a signed TINY: SHORT holds it.
      return T.SHORT(integerValue(p));
    case 'Bit': {
      const v = bitValue(p);
      return T.TINY(v === null ? null : v ? 1 : 0);
    }
    case 'Decimal': case 'Money': case 'SmallMoney':
      return T.NEWDECIMAL(decimalValue(p));
    case 'Float': case 'Real':
      return T.DOUBLE(floatValue(p));
    case 'Binary': case 'VarBinary': case 'Image':
      return T.BLOB(binaryValue(p));
    case 'Date':
      return T.VAR_STRING(dateValue(p));
    case 'DateTime': case 'DateTime2': case 'SmallDateTime': {
      // Sent as text in MySQL's own form: a temporal bind type would go through a JS Date and a time zone.
      const v = dateTimeValue(p);
      return T.VAR_STRING(v === null ? null : `${v.date} ${v.time}`);
    }
    case 'Time':
      return T.VAR_STRING(timeValue(p));
    case 'Char': case 'NChar': case 'VarChar': case 'NVarChar': case 'Text': case 'NText': case 'Xml': case 'UniqueIdentifier': case 'Variant':
      return T.VAR_STRING(textValue(p));
    case 'DateTimeOffset':
      throw new ParameterError(`Parameter ${p.name}: MySQL has no date-time with an offset (DateTimeOffset); send DateTime in the server's time zone`);
    case 'Timestamp':
      throw new ParameterError(`Parameter ${p.name}: type Timestamp (rowversion) has no MySQL equivalent`);
  }
}

export function planText(command: SqlCommand): MysqlStatement {
  const byName = parameterIndex(command.parameters);
  const typed = new Map<SqlParameter, TypedParameterValue>();
  for (const p of command.parameters) {
    if (p.direction !== 'input') throw new ParameterError(`Parameter ${p.name}: MySQL returns ${p.direction} parameters only from stored procedures`);
    typed.set(p, mysqlValue(p));
  }
  const values: TypedParameterValue[] = [];
  const sql = rewritePlaceholders(command.text, MYSQL_DIALECT, (name) => {
    const p = byName.get(name.toLowerCase());
    if (!p) return undefined;
    values.push(typed.get(p)!);
    return '?';
  });
  return { sql, values, before: [], outputs: [] };
}

const NAME_PART = '(?:`(?:[^`]|``)+`|[A-Za-z_$][A-Za-z0-9_$]*)';
const PROCEDURE_NAME = new RegExp(`^${NAME_PART}(?:\\.${NAME_PART})?$`);

export function planProcedure(command: SqlCommand): MysqlStatement {
  const name = command.text.trim();
  if (!PROCEDURE_NAME.test(name)) throw new ParameterError(`Not a procedure name: ${JSON.stringify(command.text)}`);
  parameterIndex(command.parameters);
  const args: string[] = [];
  const values: TypedParameterValue[] = [];
  const before: MysqlStep[] = [];
  const outputs: MysqlStatement['outputs'] = [];
  command.parameters.forEach((p, i) => {
    const variable = `@sqg_p${i + 1}`;
    switch (p.direction) {
      case 'input':
        args.push('?');
        values.push(mysqlValue(p));
        break;
      case 'inputOutput':
        before.push({ sql: `SET ${variable} = ?`, values: [mysqlValue(p)] });
        args.push(variable);
        outputs.push({ parameter: p, variable });
        break;
      case 'output':
        // Cleared first, so a value left on this pooled connection by an earlier call cannot leak.
        before.push({ sql: `SET ${variable} = NULL`, values: [] });
        args.push(variable);
        outputs.push({ parameter: p, variable });
        break;
      case 'returnValue':
        throw new ParameterError(`Parameter ${p.name}: MySQL procedures have no return value; call the function from a text command`);
    }
  });
  return { sql: `CALL ${name}(${args.join(', ')})`, values, before, outputs };
}
