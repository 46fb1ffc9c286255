/**
 * The SQL Server driver without a server (none can run here, see docs): parameter mapping for every
 * type name, directions, cells into row JSON, output values, error conversion, and the batching of a
 * streaming request (pause/resume, first result set only, cancel on abandon) against a fake request.
 * Nothing here proves behaviour against a real SQL Server.
 */
import { EventEmitter } from 'node:events';
import sql from 'mssql';
import { describe, expect, it } from 'vitest';
import type { SqlCommand, SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import { SQL_TYPE_NAMES } from '@site-query-gateway/protocol/sql-command.js';
import { CommandClock } from '../command-clock.js';
import { DriverError } from '../driver.js';
import { MssqlBatcher, MssqlDriver, timeoutError, type StreamingRequest } from './mssql.js';
import { mssqlBinding, mssqlBindings, type MssqlBinding } from './mssql-params.js';
import { mssqlError, mssqlFragment, mssqlOutputText, type MssqlColumn } from './mssql-values.js';
import { ParameterError } from '../parameters.js';

const p = (name: string, type: SqlTypeName, value: string | null, direction: SqlParameter['direction'] = 'input', size?: number): SqlParameter =>
  ({ name, type, value, direction, ...(size === undefined ? {} : { size }) });
const bind = (type: SqlTypeName, value: string | null, size?: number): MssqlBinding => {
  const binding = mssqlBinding(p('@x', type, value, 'input', size));
  if (!binding) throw new Error('no binding');
  return binding;
};

describe('parameter mapping', () => {
  /** type name → [sample value, declared type factory, length, precision, scale, JS value check] */
  const table: Record<SqlTypeName, [string, unknown, Record<string, number | undefined>, (v: unknown) => void]> = {
    BigInt: ['-9223372036854775808', sql.BigInt, {}, (v) => expect(v).toBe(-9223372036854775808n)],
    Int: ['-2147483648', sql.Int, {}, (v) => expect(v).toBe(-2147483648)],
    SmallInt: ['32767', sql.SmallInt, {}, (v) => expect(v).toBe(32767)],
    TinyInt: ['255', sql.TinyInt, {}, (v) => expect(v).toBe(255)],
    Bit: ['True', sql.Bit, {}, (v) => expect(v).toBe(true)],
    Decimal: ['-12345.6789', sql.Decimal, { precision: 9, scale: 4 }, (v) => expect(v).toBe(-12345.6789)],
    Money: ['92233720368.4775', sql.Money, {}, (v) => expect(v).toBe(92233720368.4775)],
    SmallMoney: ['-214748.3648', sql.SmallMoney, {}, (v) => expect(v).toBe(-214748.3648)],
    Float: ['1.7976931348623157e308', sql.Float, {}, (v) => expect(v).toBe(Number.MAX_VALUE)],
    Real: ['3.5', sql.Real, {}, (v) => expect(v).toBe(3.5)],
    Char: ['abc', sql.Char, { length: 3 }, (v) => expect(v).toBe('abc')],
    NChar: ['✓✓', sql.NChar, { length: 2 }, (v) => expect(v).toBe('✓✓')],
    VarChar: ['abc', sql.VarChar, { length: sql.MAX }, (v) => expect(v).toBe('abc')],
    NVarChar: ['😀', sql.NVarChar, { length: sql.MAX }, (v) => expect(v).toBe('😀')],
    Text: ['t', sql.Text, {}, (v) => expect(v).toBe('t')],
    NText: ['t', sql.NText, {}, (v) => expect(v).toBe('t')],
    Xml: ['<a/>', sql.Xml, {}, (v) => expect(v).toBe('<a/>')],
    Variant: ['v', sql.NVarChar, { length: sql.MAX }, (v) => expect(v).toBe('v')],
    Binary: ['3q2+7w==', sql.Binary, { length: 4 }, (v) => expect(v).toEqual(Buffer.from([0xde, 0xad, 0xbe, 0xef]))],
    VarBinary: ['AAE=', sql.VarBinary, { length: sql.MAX }, (v) => expect(v).toEqual(Buffer.from([0, 1]))],
    Image: ['AAE=', sql.Image, {}, (v) => expect(v).toEqual(Buffer.from([0, 1]))],
    Timestamp: ['AAAAAAAAB9E=', sql.Binary, { length: 8 }, (v) => expect(v).toEqual(Buffer.from([0, 0, 0, 0, 0, 0, 7, 0xd1]))],
    UniqueIdentifier: ['{0F8FAD5B-D9CB-469F-A165-70867728950E}', sql.UniqueIdentifier, {}, (v) => expect(v).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')],
    Date: ['2024-02-29T13:00:00', sql.Date, {}, (v) => expect((v as Date).toISOString()).toBe('2024-02-29T00:00:00.000Z')],
    DateTime: ['2024-02-29 13:45:30.123', sql.DateTime, {}, (v) => expect((v as Date).toISOString()).toBe('2024-02-29T13:45:30.123Z')],
    SmallDateTime: ['2079-06-06T23:59', sql.SmallDateTime, {}, (v) => expect((v as Date).toISOString()).toBe('2079-06-06T23:59:00.000Z')],
    DateTime2: ['0001-01-01T00:00:00.1234567', sql.DateTime2, { scale: 7 }, (v) => {
      expect((v as Date).toISOString()).toBe('0001-01-01T00:00:00.123Z');
      expect((v as Date & { nanosecondDelta: number }).nanosecondDelta).toBeCloseTo(0.0004567, 10);
    }],
    Time: ['23:59:59.9999999', sql.Time, { scale: 7 }, (v) => {
      expect((v as Date).toISOString()).toBe('1970-01-01T23:59:59.999Z');
      expect((v as Date & { nanosecondDelta: number }).nanosecondDelta).toBeCloseTo(0.0009999, 10);
    }],
    DateTimeOffset: ['2024-02-29T13:45:30.5+10:00', sql.DateTimeOffset, { scale: 7 }, (v) => {
      expect((v as Date).toISOString()).toBe('2024-02-29T03:45:30.500Z');
      expect((v as Date).getTimezoneOffset()).toBe(-600);
    }],
  };

  it('covers every SQL Server type name: declared type, size/precision/scale and JS value', () => {
    expect(Object.keys(table).sort()).toEqual([...SQL_TYPE_NAMES].sort());
    for (const type of SQL_TYPE_NAMES) {
      const [value, factory, extras, check] = table[type];
      const binding = bind(type, value);
      expect(binding.sqlType.type, type).toBe(factory);
      for (const [key, expected] of Object.entries(extras)) expect(binding.sqlType[key as 'length'], `${type}.${key}`).toBe(expected);
      expect(binding.name).toBe('x');
      expect(binding.output).toBe(false);
      check(binding.value);
    }
  });

  it('binds NULL for every type, keeping the declared type', () => {
    for (const type of SQL_TYPE_NAMES) {
      const binding = bind(type, null);
      expect(binding.value, type).toBeNull();
      expect(binding.sqlType.type, type).toBe(table[type][1]);
    }
  });

  it('refuses values that do not fit, naming the parameter', () => {
    const bad: [SqlTypeName, string][] = [
      ['Int', '2147483648'], ['TinyInt', '-1'], ['BigInt', '9223372036854775808'], ['Int', '1.0'], ['Bit', 'yes'],
      ['Decimal', '1e'], ['Decimal', '1'.repeat(39)], ['Money', '922337203685477.5808'], ['SmallMoney', '214748.3648'],
      ['Float', 'Infinity'], ['Real', '1e39'], ['Binary', 'abc'], ['UniqueIdentifier', 'not-a-guid'], ['Date', '2023-02-29'],
      ['DateTime', '1752-12-31T00:00:00'], ['SmallDateTime', '2079-06-07'], ['Time', '24:00'], ['DateTimeOffset', '2024-01-01T00:00+15:00'],
    ];
    for (const [type, value] of bad) {
      expect(() => bind(type, value), `${type} ${value}`).toThrow(ParameterError);
      expect(() => bind(type, value)).toThrow(/Parameter @x/);
    }
  });

  it('declares decimals from their digits, sends long inputs as text, and widens outputs', () => {
    expect(bind('Decimal', '0.05').sqlType).toEqual({ type: sql.Decimal, precision: 2, scale: 2 });
    expect(bind('Decimal', '120').sqlType).toEqual({ type: sql.Decimal, precision: 3, scale: 0 });
    // 16+ significant digits do not survive tedious's float path: the server converts the text.
    const long = bind('Decimal', '12345678901234567890.123456789');
    expect(long.sqlType).toEqual({ type: sql.VarChar, length: 100 });
    expect(long.value).toBe('12345678901234567890.123456789');
    const out = mssqlBinding(p('@d', 'Decimal', '1.5', 'inputOutput'));
    expect(out?.sqlType).toEqual({ type: sql.Decimal, precision: 38, scale: 10 });
    expect(out?.value).toBe(1.5);
  });

  it('rounds money to four places in decimal, half away from zero', () => {
    expect(bind('Money', '1.00005').value).toBe(1.0001);
    expect(bind('Money', '-1.00005').value).toBe(-1.0001);
    expect(bind('SmallMoney', '2.34564').value).toBe(2.3456);
  });

  it('sizes text and binary types from size, the value, or max', () => {
    expect(bind('VarChar', 'abc', 10).sqlType.length).toBe(10);
    expect(bind('NVarChar', 'abc', 4001).sqlType.length).toBe(sql.MAX);
    expect(bind('VarBinary', 'AAE=', -1).sqlType.length).toBe(sql.MAX);
    expect(bind('Char', '', undefined).sqlType.length).toBe(1);
    expect(bind('NChar', 'ab', 10).sqlType.length).toBe(10);
    expect(() => bind('Char', 'a', 8001)).toThrow(/variable-length/);
    expect(() => bind('NChar', 'a'.repeat(4001))).toThrow(ParameterError);
  });

  it('keeps a DateTimeOffset without offset as UTC', () => {
    const v = bind('DateTimeOffset', '2024-01-01T00:00:00').value as Date;
    expect(v.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(v.getTimezoneOffset()).toBe(-0);
  });
});

describe('directions and names', () => {
  it('binds inputs with request.input, outputs and inputOutputs with request.output, and skips return values', () => {
    const bindings = mssqlBindings([
      p('@in', 'Int', '1'), { name: '@out', type: 'NVarChar', direction: 'output', size: 50 }, p('io', 'Int', '2', 'inputOutput'),
      { name: '@RETURN_VALUE', type: 'Int', direction: 'returnValue' },
    ]);
    expect(bindings.map((b) => [b.name, b.output, b.value])).toEqual([['in', false, 1], ['out', true, null], ['io', true, 2]]);
    expect(bindings[1]?.sqlType).toEqual({ type: sql.NVarChar, length: 50 });
  });

  it('ignores the value of a pure output', () => {
    expect(mssqlBinding(p('@o', 'Int', '5', 'output'))?.value).toBeNull();
  });

  it('refuses duplicate and non-identifier names', () => {
    expect(() => mssqlBindings([p('@a', 'Int', '1'), p('A', 'Int', '2')])).toThrow(ParameterError);
    expect(() => mssqlBindings([p('@a; DROP', 'Int', '1')])).toThrow(/not an identifier/);
  });
});

describe('cells', () => {
  const col = (type: unknown, scale?: number): MssqlColumn => ({ name: 'c', type, ...(scale === undefined ? {} : { scale }) });
  const at = (iso: string, nanosecondsDelta?: number): Date => {
    const d = new Date(iso);
    if (nanosecondsDelta !== undefined) Object.defineProperty(d, 'nanosecondsDelta', { value: nanosecondsDelta });
    return d;
  };

  it('writes each SQL Server type the contract way', () => {
    const cases: [MssqlColumn, unknown, string][] = [
      [col(sql.Int), 42, '42'],
      [col(sql.SmallInt), -1, '-1'],
      [col(sql.TinyInt), 255, '255'],
      [col(sql.BigInt), '9007199254740991', '9007199254740991'],
      [col(sql.BigInt), '-9223372036854775808', '"-9223372036854775808"'],
      [col(sql.Bit), false, 'false'],
      [col(sql.Decimal, 4), 12345.6789, '"12345.6789"'],
      [col(sql.Numeric, 2), 1.5, '"1.50"'],
      [col(sql.Decimal, 0), 1e21, '"1000000000000000000000"'],
      [col(sql.Money), 12.34, '"12.3400"'],
      [col(sql.SmallMoney), -0.0001, '"-0.0001"'],
      [col(sql.Float), 0.1, '0.1'],
      [col(sql.Real), 1.5, '1.5'],
      [col(sql.NVarChar), 'O\'Brien "q" \\ 😀', JSON.stringify('O\'Brien "q" \\ 😀')],
      [col(sql.Xml), '<a/>', '"<a/>"'],
      [col(sql.UniqueIdentifier), '0F8FAD5B-D9CB-469F-A165-70867728950E', '"0F8FAD5B-D9CB-469F-A165-70867728950E"'],
      [col(sql.VarBinary), Buffer.from([0xde, 0xad]), '"3q0="'],
      [col(sql.Image), Buffer.alloc(0), '""'],
      [col(sql.Date), at('2024-02-29T00:00:00Z'), '"2024-02-29"'],
      [col(sql.DateTime), at('2024-02-29T13:45:30.123Z'), '"2024-02-29T13:45:30.123"'],
      [col(sql.SmallDateTime), at('2024-02-29T13:45:00Z'), '"2024-02-29T13:45:00.000"'],
      [col(sql.DateTime2, 7), at('2024-02-29T13:45:30.123Z', 0.0004567), '"2024-02-29T13:45:30.1234567"'],
      [col(sql.DateTime2, 3), at('2024-02-29T13:45:30.123Z', 0), '"2024-02-29T13:45:30.123"'],
      // nanosecondsDelta is seconds below the millisecond: 0.00007 s = 700 ticks of 100 ns.
      [col(sql.Time, 5), at('1970-01-01T01:02:03.456Z', 0.00007), '"01:02:03.45607"'],
      [col(sql.DateTimeOffset, 7), at('2024-02-29T03:45:30.500Z', 0), '"2024-02-29T03:45:30.5000000Z"'],
      [col(sql.Variant), 7, '7'],
      [col(sql.Variant), at('2024-01-02T03:04:05Z'), '"2024-01-02T03:04:05.000"'],
      [col(sql.Int), null, 'null'],
      [col(sql.NVarChar), undefined, 'null'],
    ];
    for (const [column, value, expected] of cases) expect(mssqlFragment(column, value), String(column.type)).toBe(expected);
  });

  it('gives output values as strings (base64 for binary) or null', () => {
    expect(mssqlOutputText(col(sql.Int), 5)).toBe('5');
    expect(mssqlOutputText(col(sql.Decimal, 10), 1.25)).toBe('1.2500000000');
    expect(mssqlOutputText(col(sql.VarBinary), Buffer.from([1]))).toBe('AQ==');
    expect(mssqlOutputText(col(sql.Bit), true)).toBe('true');
    expect(mssqlOutputText(col(sql.NVarChar), null)).toBeNull();
  });
});

describe('errors', () => {
  it('keeps the SQL Server error number of a request error', () => {
    const tediousError = Object.assign(new Error("Invalid object name 'nope'."), { info: { number: 208, lineNumber: 1, state: 1, class: 16 } });
    const err = mssqlError(new sql.RequestError(tediousError as unknown as string, 'EREQUEST'));
    expect(err).toMatchObject({ errorType: 'mssql', errorCode: 208, timedOut: false, invalidRequest: false });
    expect(err.message).toMatch(/Invalid object name/);
  });

  it('reports timeouts as -2 with timedOut, parameters as invalid requests, the rest with their number or 0', () => {
    const timeout = new sql.RequestError(Object.assign(new Error('Timeout: Request failed to complete in 300ms'), { code: 'ETIMEOUT' }) as unknown as string);
    expect(mssqlError(timeout)).toMatchObject({ errorCode: -2, timedOut: true });
    expect(mssqlError(new ParameterError('bad'))).toMatchObject({ errorType: 'mssql', errorCode: 0, invalidRequest: true });
    const login = new sql.ConnectionError(Object.assign(new Error("Login failed for user 'sa'."), { code: 'ELOGIN', number: 18456 }) as unknown as string);
    expect(mssqlError(login)).toMatchObject({ errorCode: 18456 });
    expect(mssqlError(new Error('socket hang up'))).toMatchObject({ errorType: 'mssql', errorCode: 0 });
    expect(timeoutError(300)).toMatchObject({ errorType: 'mssql', errorCode: -2, timedOut: true });
  });
});

/** A streaming request stand-in: the test emits mssql's events, and sees pause/resume/cancel calls. */
class FakeRequest extends EventEmitter implements StreamingRequest {
  paused = false;
  cancelled = false;
  resumes = 0;
  pause(): boolean {
    this.paused = true;
    return true;
  }
  resume(): boolean {
    this.paused = false;
    this.resumes++;
    this.emit('resumed');
    return true;
  }
  /** Like tedious, a cancelled request ends with ECANCEL then done (once it is read again). */
  cancel(): void {
    this.cancelled = true;
    // allow-fixed-wait: the stand-in ends the request later, as tedious does; nothing waits on this timer.
    setImmediate(() => {
      this.emit('error', new sql.RequestError('Canceled.', 'ECANCEL'));
      this.emit('done', {});
    });
  }
  /** Emits rows only while not paused, as tedious does once paused. */
  async feed(rows: unknown[][]): Promise<number> {
    let sent = 0;
    for (const row of rows) {
      while (this.paused) await new Promise((resolve) => this.once('resumed', resolve));
      this.emit('row', row);
      sent++;
    }
    return sent;
  }
}

describe('MssqlBatcher', () => {
  const command = (executionMode: SqlCommand['executionMode'] = 'reader', parameters: SqlParameter[] = [], type: SqlCommand['type'] = 'text'): SqlCommand =>
    ({ text: 'x', executionMode, type, parameters });
  const clock = (): CommandClock => new CommandClock(5_000, undefined, timeoutError);
  const columns: MssqlColumn[] = [{ name: 'id', type: sql.Int }, { name: 'id', type: sql.NVarChar }];

  it('pauses the request once a batch is buffered and resumes it when the next batch is pulled', async () => {
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command(), [], 2, clock());
    request.emit('recordset', columns);
    const feeding = request.feed([[1, 'a'], [2, 'b'], [3, 'c'], [4, 'd'], [5, 'e']]).then(() => request.emit('done', {}));
    const { first, exhausted } = await batcher.first();
    expect(batcher.columns).toEqual(['id', 'id_2']);
    expect(first).toEqual(['{"id":1,"id_2":"a"}', '{"id":2,"id_2":"b"}']);
    expect(exhausted).toBe(false);
    expect(request.paused).toBe(true);
    expect(await batcher.next()).toEqual(['{"id":3,"id_2":"c"}', '{"id":4,"id_2":"d"}']);
    expect(await batcher.next()).toEqual(['{"id":5,"id_2":"e"}']);
    expect(await batcher.next()).toBeUndefined();
    await feeding;
    expect(await batcher.release(true)).toEqual({ outputParameters: [] });
    expect(request.cancelled).toBe(false);
  });

  it('returns only the first result set', async () => {
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command(), [], 10, clock());
    request.emit('recordset', [{ name: 'a', type: sql.Int }]);
    request.emit('row', [1]);
    request.emit('recordset', [{ name: 'b', type: sql.Int }]);
    request.emit('row', [2]);
    request.emit('done', {});
    expect(await batcher.first()).toEqual({ first: ['{"a":1}'], exhausted: true });
  });

  it('rejects the first batch with the first SQL error', async () => {
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command(), [], 10, clock());
    const error = new sql.RequestError(Object.assign(new Error('Divide by zero error encountered.'), { info: { number: 8134 } }) as unknown as string);
    request.emit('error', error);
    request.emit('error', new Error('a later one'));
    request.emit('done', {});
    const err = await batcher.first().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DriverError);
    expect(err).toMatchObject({ errorCode: 8134 });
  });

  it('cancels and resumes an abandoned request, so its connection comes back', async () => {
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command(), [], 1, clock());
    request.emit('recordset', [{ name: 'a', type: sql.Int }]);
    void request.feed([[1], [2], [3]]);
    await batcher.first();
    expect(request.paused).toBe(true);
    const released = batcher.release(false);
    expect(request.cancelled).toBe(true);
    expect(request.paused).toBe(false);
    await expect(released).resolves.toEqual({ outputParameters: [] });
  });

  it('reads output parameters and the return value at the end, and sums rowsAffected for nonQuery', async () => {
    const parameters: SqlParameter[] = [
      p('@a', 'Int', '1'), { name: '@total', type: 'Decimal', direction: 'output' }, p('@c', 'Int', '10', 'inputOutput'),
      { name: '@RETURN_VALUE', type: 'Int', direction: 'returnValue' },
    ];
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command('nonQuery', parameters, 'storedProcedure'), mssqlBindings(parameters), 10, clock());
    request.emit('recordset', [{ name: 'ignored', type: sql.Int }]);
    request.emit('row', [1]);
    request.emit('rowsaffected', 2);
    request.emit('rowsaffected', 3);
    request.emit('done', { output: { total: 12.5, c: 11 }, returnValue: 0 });
    expect(await batcher.first()).toEqual({ first: undefined, exhausted: true });
    expect(batcher.columns).toEqual([]);
    expect(await batcher.release(true)).toEqual({
      rowsAffected: 5,
      outputParameters: [
        { name: '@total', type: 'Decimal', direction: 'output', value: '12.5000000000' },
        { name: '@c', type: 'Int', direction: 'inputOutput', value: '11' },
        { name: '@RETURN_VALUE', type: 'Int', direction: 'returnValue', value: '0' },
      ],
    });
  });

  it('turns a command-clock timeout into a cancel and a timedOut error', async () => {
    const request = new FakeRequest();
    const batcher = new MssqlBatcher(request, command(), [], 10, new CommandClock(50, undefined, timeoutError));
    const err = await batcher.first().catch((e: unknown) => e);
    expect(err).toMatchObject({ errorType: 'mssql', errorCode: -2, timedOut: true });
    expect(request.cancelled).toBe(true);
  });
});

describe('MssqlDriver without a server', () => {
  it('refuses bad parameters and connection strings before connecting', async () => {
    const driver = new MssqlDriver();
    const cmd: SqlCommand = { text: 'SELECT @i', executionMode: 'reader', type: 'text', parameters: [p('@i', 'Int', 'x')] };
    await expect(driver.execute('Server=127.0.0.1,1;Database=d', cmd, { timeoutMs: 1000 })).rejects.toMatchObject({ invalidRequest: true, errorType: 'mssql' });
    await expect(driver.execute('garbage', { ...cmd, parameters: [] }, { timeoutMs: 1000 })).rejects.toMatchObject({ errorType: 'agent' });
    await driver.close();
  });
});
