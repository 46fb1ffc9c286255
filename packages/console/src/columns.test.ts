/** Column names and types of decoded rows, and the CSV and NDJSON files made from them. */
import { describe, expect, it } from 'vitest';
import { columnType, columnsOf } from './columns.js';
import { toCsv, toNdjson } from './download.js';

const rows = [
  { id: 1, amount: 2, name: 'Ann', note: null, big: '9007199254740993' },
  { id: 2, amount: 2.5, name: 'Bo, "the" second\nline', note: null, extra: { a: 1 } },
];

describe('columns', () => {
  it('names the columns in select order, with keys first seen later at the end', () => {
    expect(columnsOf(rows)).toEqual(['id', 'amount', 'name', 'note', 'big', 'extra']);
  });

  it('types a column by the values it holds, NULLs aside', () => {
    expect(['id', 'amount', 'name', 'note', 'big', 'extra'].map((c) => columnType(rows, c))).toEqual(['integer', 'number', 'text', 'null', 'text', 'json']);
    expect(columnType([{ v: 1 }, { v: 'x' }], 'v')).toBe('json');
    expect(columnType([{ v: true }, { v: null }], 'v')).toBe('boolean');
  });
});

describe('files', () => {
  it('writes CSV with a header, quoting fields that need it, NULL and absent values empty', () => {
    expect(toCsv(rows)).toBe('id,amount,name,note,big,extra\r\n1,2,Ann,,9007199254740993,\r\n2,2.5,"Bo, ""the"" second\nline",,,"{""a"":1}"\r\n');
    expect(toCsv([])).toBe('\r\n');
  });

  it('writes NDJSON, one row per line', () => {
    expect(toNdjson(rows).split('\n').slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual(rows);
  });
});
