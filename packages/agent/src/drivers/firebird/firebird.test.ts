/**
 * The Firebird driver's pure parts, without a server: placeholder rewriting, procedure calls, the
 * connection string, parameter values by target type, cells by column type, output parameters.
 * Against a real Firebird: firebird.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import { SQL_TYPE_NAMES } from '@site-query-gateway/protocol/sql-command.js';
import { outputParameters } from './firebird-execution.js';
import { parseProcedureName, procedureCall, rewriteParameters } from './firebird-sql.js';
import { FB, cellFragment, cellKind, checkFirebirdParamTypes, firebirdParamValue, type FbColumnMeta } from './firebird-values.js';
import { firebirdTarget } from './firebird-wire.js';
import { ParameterError } from '../parameters.js';

const p = (name: string, type: SqlTypeName, value: string | null, direction: SqlParameter['direction'] = 'input'): SqlParameter =>
  ({ name, type, value, direction });
const meta = (type: number, extra: Partial<FbColumnMeta> = {}): FbColumnMeta => ({ type, subType: 0, scale: 0, length: 4, ...extra });

describe('rewriteParameters', () => {
  it('turns each @name into ? bound to that parameter, case-insensitively, reusing a name', () => {
    const a = p('@A', 'Int', '1');
    const b = p('b', 'VarChar', 'x');
    expect(rewriteParameters('SELECT * FROM T WHERE A = @a AND B = @B OR A = @a', [a, b])).toEqual({
      sql: 'SELECT * FROM T WHERE A = ? AND B = ? OR A = ?',
      bindings: [a, b, a],
    });
  });

  it('skips literals, quoted identifiers, comments and q-strings, and leaves :names (PSQL) alone', () => {
    const n = p('n', 'Int', '1');
    const sql = `SELECT '@n', 'it''s @n', "@n", q'{@n}', q'!x'@n!' -- @n\n, /* @n */ :n, @n FROM RDB$DATABASE`;
    const { sql: out, bindings } = rewriteParameters(sql, [n]);
    expect(out).toBe(`SELECT '@n', 'it''s @n', "@n", q'{@n}', q'!x'@n!' -- @n\n, /* @n */ :n, ? FROM RDB$DATABASE`);
    expect(bindings).toEqual([n]);
  });

  it('binds ? placeholders to the inputs in list order, skipping pure outputs', () => {
    const a = p('a', 'Int', '1');
    const out = p('o', 'Int', null, 'output');
    const io = p('io', 'Int', '2', 'inputOutput');
    expect(rewriteParameters('EXECUTE PROCEDURE P(?, ?)', [a, out, io]).bindings).toEqual([a, io]);
    expect(() => rewriteParameters('SELECT ? FROM T', [a, io])).toThrow(ParameterError);
  });

  it('refuses unknown names and mixed styles', () => {
    expect(() => rewriteParameters('SELECT @x FROM T', [])).toThrow(/@x/);
    expect(() => rewriteParameters('SELECT @a, ? FROM T', [p('a', 'Int', '1')])).toThrow(/either/);
  });
});

describe('procedure calls', () => {
  it('parses plain, quoted and packaged names, refusing anything else', () => {
    expect(parseProcedureName('get_patient')).toEqual({ sql: 'get_patient', name: 'GET_PATIENT', packageName: null });
    expect(parseProcedureName('"Mixed ""Q"""')).toEqual({ sql: '"Mixed ""Q"""', name: 'Mixed "Q"', packageName: null });
    expect(parseProcedureName('pkg.proc')).toEqual({ sql: 'pkg.proc', name: 'PROC', packageName: 'PKG' });
    for (const bad of ['', 'a b', 'p; DROP TABLE t', 'a.b.c', '1abc', 'p()']) expect(() => parseProcedureName(bad)).toThrow(ParameterError);
  });

  const info = { type: 2, inputs: ['A', 'B', 'C'], outputs: ['TOTAL'] };
  const name = parseProcedureName('P');

  it('orders arguments by declaration, whatever the command order, and lets trailing ones default', () => {
    const b = p('@b', 'Int', '2');
    const a = p('@a', 'Int', '1');
    expect(procedureCall(name, info, [b, a, p('@total', 'Int', null, 'output')], 'nonQuery')).toEqual({
      sql: 'EXECUTE PROCEDURE P(?, ?)',
      bindings: [a, b],
    });
  });

  it('uses SELECT for selectable procedures and, when the type is unknown, in reader mode', () => {
    expect(procedureCall(name, { ...info, type: 1 }, [], 'nonQuery').sql).toBe('SELECT * FROM P');
    expect(procedureCall(name, { ...info, type: null }, [], 'reader').sql).toBe('SELECT * FROM P');
    expect(procedureCall(name, { ...info, type: null }, [], 'nonQuery').sql).toBe('EXECUTE PROCEDURE P');
    expect(procedureCall(name, null, [p('x', 'Int', '1')], 'nonQuery')).toEqual({ sql: 'EXECUTE PROCEDURE P(?)', bindings: [p('x', 'Int', '1')] });
  });

  it('refuses gaps, unknown parameters, inputs that are outputs, and return values', () => {
    expect(() => procedureCall(name, info, [p('a', 'Int', '1'), p('c', 'Int', '3')], 'reader')).toThrow(/needs a value for B/);
    expect(() => procedureCall(name, info, [p('zz', 'Int', '1')], 'reader')).toThrow(/no parameter zz/);
    expect(() => procedureCall(name, info, [p('total', 'Int', '1')], 'reader')).toThrow(/output/);
    expect(() => procedureCall(name, info, [p('rv', 'Int', null, 'returnValue')], 'reader')).toThrow(/return value/);
  });
});

describe('firebirdTarget', () => {
  it('reads node-firebird URIs and forces the options the driver relies on', () => {
    const target = firebirdTarget('firebird://SYSDBA:p%40ss@127.0.0.1:3050//var/lib/firebird/3.0/data/z.fdb?role=R&lowercase_keys=true');
    expect(target.lowercaseKeys).toBe(true);
    expect(target.options).toMatchObject({
      host: '127.0.0.1', port: 3050, user: 'SYSDBA', password: 'p@ss', database: '/var/lib/firebird/3.0/data/z.fdb', role: 'R',
      encoding: 'UTF8', numericMode: 'string', blobAsText: true, lowercase_keys: false,
    });
    expect(firebirdTarget('firebird://u:p@host/C:/Zedmed/ZEDMED.FDB').options.database).toBe('C:/Zedmed/ZEDMED.FDB');
    expect(firebirdTarget('firebird://u:p@host/zedmed?encoding=WIN1252').options.encoding).toBe('WIN1252');
  });

  it('refuses strings without a database', () => {
    expect(() => firebirdTarget('firebird://u:p@host:3050/')).toThrow(/database/);
    expect(() => firebirdTarget('nonsense')).toThrow();
  });
});

describe('firebirdParamValue', () => {
  const anyText = meta(FB.VARYING, { length: 100, subType: 4 });
  const timestamp = meta(FB.TIMESTAMP, { length: 8 });

  it('maps every SQL Server type name or refuses it by name', () => {
    const samples: Record<SqlTypeName, string> = {
      BigInt: '1', Binary: 'AQI=', Bit: '1', Char: 'a', Date: '2024-01-02', DateTime: '2024-01-02T03:04:05', DateTime2: '2024-01-02T03:04:05.1234567',
      DateTimeOffset: '2024-01-02T03:04:05+10:00', Decimal: '1.5', Float: '1.5', Image: 'AQI=', Int: '1', Money: '1.5', NChar: 'a', NText: 'a',
      NVarChar: 'a', Real: '1.5', SmallDateTime: '2024-01-02T03:04:00', SmallInt: '1', SmallMoney: '1.5', Text: 'a', Time: '03:04:05',
      Timestamp: 'AAAAAAAAAAE=', TinyInt: '1', UniqueIdentifier: '0f8fad5b-d9cb-469f-a165-70867728950e', VarBinary: 'AQI=', VarChar: 'a',
      Variant: 'a', Xml: '<a/>',
    };
    for (const type of SQL_TYPE_NAMES) {
      const parameter = p('x', type, samples[type]);
      if (type === 'DateTimeOffset') {
        expect(() => firebirdParamValue(parameter, timestamp)).toThrow(/time zone/);
        expect(() => checkFirebirdParamTypes([parameter])).toThrow(ParameterError);
      } else {
        expect(firebirdParamValue(parameter, anyText), type).not.toBeNull();
      }
    }
  });

  it('binds numbers and decimals as exact text, checked against the type', () => {
    expect(firebirdParamValue(p('x', 'BigInt', '9223372036854775807'), anyText)).toBe('9223372036854775807');
    expect(firebirdParamValue(p('x', 'Decimal', '12345678901234567890.123456789'), anyText)).toBe('12345678901234567890.123456789');
    expect(firebirdParamValue(p('x', 'Money', '-0.50'), anyText)).toBe('-0.5');
    expect(() => firebirdParamValue(p('x', 'TinyInt', '256'), anyText)).toThrow(/Parameter x \(TinyInt\)/);
    expect(() => firebirdParamValue(p('x', 'SmallMoney', '214748.3648'), anyText)).toThrow(ParameterError);
    expect(() => firebirdParamValue(p('x', 'Int', '1.5'), anyText)).toThrow(ParameterError);
    expect(firebirdParamValue(p('x', 'Float', '1e300'), anyText)).toBe(1e300);
    expect(() => firebirdParamValue(p('x', 'Real', '1e300'), anyText)).toThrow(ParameterError);
    expect(firebirdParamValue(p('x', 'Bit', 'False'), anyText)).toBe(false);
  });

  it('binds null, pure outputs and absent values as NULL', () => {
    expect(firebirdParamValue(p('x', 'Int', null), anyText)).toBeNull();
    expect(firebirdParamValue({ name: 'x', type: 'Int', direction: 'output' }, anyText)).toBeNull();
    expect(firebirdParamValue(p('x', 'Int', '5', 'output'), anyText)).toBeNull();
  });

  it('binds bytes, and GUIDs as 16 bytes when the target is CHAR(16) OCTETS', () => {
    expect(firebirdParamValue(p('x', 'VarBinary', '3q2+7w=='), anyText)).toEqual(Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    expect(() => firebirdParamValue(p('x', 'VarBinary', 'not base64!'), anyText)).toThrow(ParameterError);
    const guid = '{0F8FAD5B-D9CB-469F-A165-70867728950E}';
    expect(firebirdParamValue(p('g', 'UniqueIdentifier', guid), meta(FB.TEXT, { subType: 1, length: 16 })))
      .toEqual(Buffer.from('0f8fad5bd9cb469fa16570867728950e', 'hex'));
    expect(firebirdParamValue(p('g', 'UniqueIdentifier', guid), anyText)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('binds date-times as wall clocks node-firebird writes unchanged, or as text for text targets', () => {
    const value = firebirdParamValue(p('t', 'DateTime2', '2024-03-31T02:30:00.1234+05:00'), timestamp) as Date;
    // node-firebird writes getTime() - getTimezoneOffset(): the wall clock as written, offset ignored.
    expect(value.getTime() - value.getTimezoneOffset() * 60_000).toBe(Date.UTC(2024, 2, 31, 2, 30, 0, 123));
    expect(firebirdParamValue(p('t', 'DateTime', '2024-02-29 13:45:30'), anyText)).toBe('2024-02-29 13:45:30.0000');
    expect(firebirdParamValue(p('t', 'Date', '2024-02-29T13:45:30'), anyText)).toBe('2024-02-29');
    expect(firebirdParamValue(p('t', 'Time', '13:45'), anyText)).toBe('13:45:00.0000');
    expect(() => firebirdParamValue(p('t', 'Date', '2023-02-29'), timestamp)).toThrow(ParameterError);
  });
});

describe('cells', () => {
  const cell = (m: FbColumnMeta, value: unknown): string => cellFragment(cellKind(m), m, value);

  it('writes integers as numbers up to 2^53 and as strings beyond', () => {
    expect(cell(meta(FB.LONG), 42)).toBe('42');
    expect(cell(meta(FB.INT64, { length: 8 }), '9007199254740991')).toBe('9007199254740991');
    expect(cell(meta(FB.INT64, { length: 8 }), '-9007199254740993')).toBe('"-9007199254740993"');
  });

  it('writes decimals as strings at their scale, whatever the storage', () => {
    expect(cell(meta(FB.INT64, { scale: -4 }), '12345678901234.5678')).toBe('"12345678901234.5678"');
    expect(cell(meta(FB.SHORT, { scale: -2 }), -1.5)).toBe('"-1.50"');
    expect(cell(meta(FB.LONG, { scale: -3 }), 0.001)).toBe('"0.001"');
    expect(cell(meta(FB.DOUBLE, { scale: -2 }), 12.3)).toBe('"12.30"');
  });

  it('writes floats as numbers, non-finite ones as strings', () => {
    expect(cell(meta(FB.DOUBLE), 0.1)).toBe('0.1');
    expect(cell(meta(FB.DOUBLE), Number.NaN)).toBe('"NaN"');
  });

  it('writes text as strings and OCTETS or binary blobs as base64', () => {
    expect(cell(meta(FB.VARYING, { subType: 4 }), 'a"b')).toBe('"a\\"b"');
    expect(cell(meta(FB.TEXT, { subType: 1 }), Buffer.from([1, 2]))).toBe('"AQI="');
    expect(cell(meta(FB.BLOB, { subType: 1 }), 'note')).toBe('"note"');
    expect(cell(meta(FB.BLOB, { subType: 0 }), Buffer.from([255]))).toBe('"/w=="');
  });

  it('writes dates, times and timestamps as ISO 8601 wall clocks, without an offset', () => {
    // node-firebird hands back Dates whose local fields are the stored wall clock.
    const local = new Date(2024, 1, 29, 13, 45, 30, 123);
    expect(cell(meta(FB.TYPE_DATE), new Date(2024, 1, 29))).toBe('"2024-02-29"');
    expect(cell(meta(FB.TIMESTAMP), local)).toBe('"2024-02-29T13:45:30.123"');
    expect(cell(meta(FB.TYPE_TIME), new Date(1970, 0, 1, 7, 8, 9, 10))).toBe('"07:08:09.010"');
  });

  it('writes booleans, NULL and unsupported columns', () => {
    expect(cell(meta(FB.BOOLEAN), true)).toBe('true');
    expect(cell(meta(FB.LONG), null)).toBe('null');
    expect(cell(meta(FB.ARRAY), { high: 1, low: 2 })).toBe('null');
  });
});

describe('outputParameters', () => {
  const total = { name: '@total', type: 'Int', direction: 'output' } as SqlParameter;
  const counter = p('@counter', 'Int', '10', 'inputOutput');

  it('matches by name (and <NAME>_OUT for inputOutput), else by the next unnamed column', () => {
    expect(outputParameters([counter, total], ['TOTAL', 'COUNTER_OUT'], ['5', '11'])).toEqual([
      { name: '@counter', type: 'Int', direction: 'inputOutput', value: '11' },
      { name: '@total', type: 'Int', direction: 'output', value: '5' },
    ]);
    expect(outputParameters([p('@x', 'Int', null, 'output'), p('@y', 'VarChar', null, 'output')], ['A', 'B'], ['1', '"b"']).map((o) => o.value))
      .toEqual(['1', 'b']);
  });

  it('gives null outputs and unchanged inputOutputs when there is no row', () => {
    expect(outputParameters([total, counter, p('@in', 'Int', '1')], [], undefined).map((o) => o.value)).toEqual([null, '10']);
  });
});
