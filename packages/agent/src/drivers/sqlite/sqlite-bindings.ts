/**
 * @module agent/drivers/sqlite/sqlite-bindings
 * A SqlCommand's parameters as better-sqlite3 binding values: one named value per parameter (`@id`,
 * `:id`, `$id` and `id` all bind `id`), converted from the integrator's strings by the type they declare.
 * SQLite has no stored procedures and no output parameters: both are invalid requests (ParameterError).
 * Pure: no connection, no SQL; values are only ever bound, never written into SQL text.
 */
import type { SqlCommand, SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import {
  ParameterError, bareName, binaryValue, bitValue, dateTimeValue, dateValue, decimalValue, floatValue, integerValue, textValue, timeValue,
} from '../parameters.js';

/** One SqlParameter as a better-sqlite3 binding value. */
function sqliteValue(p: SqlParameter): unknown {
  switch (p.type) {
    case 'BigInt': case 'Int': case 'SmallInt': case 'TinyInt':
      return integerValue(p);
    case 'Bit': {
      const bit = bitValue(p);
      // BigInt, so better-sqlite3 binds an INTEGER (a JS number binds as REAL: `1.0`, and typeof() says real).
      return bit === null ? null : bit ? 1n : 0n;
    }
    case 'Decimal': case 'Money': case 'SmallMoney':
      // Text, so no digit is lost; a DECIMAL/NUMERIC column's affinity converts it on store and compare.
      return decimalValue(p);
    case 'Float': case 'Real':
      return floatValue(p);
    case 'Binary': case 'VarBinary': case 'Image':
      return binaryValue(p);
    case 'Date':
      return dateValue(p);
    case 'DateTime': case 'DateTime2': case 'SmallDateTime': case 'DateTimeOffset': {
      // SQLite's own date functions write `YYYY-MM-DD HH:MM:SS`; binding the same form keeps comparisons
      // with stored text working.
      const parts = dateTimeValue(p);
      return parts === null ? null : `${parts.date} ${parts.time}${p.type === 'DateTimeOffset' ? (parts.offset ?? '') : ''}`;
    }
    case 'Time':
      return timeValue(p);
    case 'Char': case 'NChar': case 'VarChar': case 'NVarChar': case 'Text': case 'NText': case 'Xml': case 'UniqueIdentifier': case 'Variant':
      return textValue(p);
    case 'Timestamp':
      throw new ParameterError(`Parameter ${p.name}: type Timestamp (rowversion) has no SQLite equivalent`);
  }
}

/**
 * The named values to bind. Always an object, even empty: better-sqlite3 then rejects a marker with no
 * value instead of silently reading it as NULL.
 */
export function sqliteBindings(command: SqlCommand): Record<string, unknown> {
  if (command.type === 'storedProcedure') throw new ParameterError('SQLite has no stored procedures; send a text command');
  const bound: Record<string, unknown> = {};
  for (const p of command.parameters) {
    if (p.direction !== 'input') throw new ParameterError(`Parameter ${p.name}: SQLite has no ${p.direction} parameters`);
    bound[bareName(p.name)] = sqliteValue(p);
  }
  return bound;
}
