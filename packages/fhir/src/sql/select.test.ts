/**
 * selectStatement writes a mapping's field list once per engine and reuses it; a field list that binds a
 * parameter is written afresh for every statement, so each statement's builder holds its own parameter.
 */
import { describe, expect, it } from 'vitest';
import type { ResourceMapping } from '../mapping/model.js';
import { SqlBuilder } from './builder.js';
import { dialectFor } from './dialect.js';
import { afterCondition, selectStatement, type SortAtom } from './select.js';

function mapping(fields: ResourceMapping['fields']): ResourceMapping {
  return { id: (b: SqlBuilder) => b.col('x', 'ID'), from: () => 'THINGS x', where: () => '1 = 1', fields } as unknown as ResourceMapping;
}

const spec = (m: ResourceMapping) => ({ mapping: m, conditions: [], atoms: [], withTotal: false });

describe('selectStatement field lists', () => {
  it('gives the same text for the same mapping and engine, and each engine its own quoting', () => {
    const m = mapping({ year: { sql: (b) => b.col('x', 'YEAR'), type: 'int' } });
    const sqlite = selectStatement(new SqlBuilder(dialectFor('sqlite')), spec(m));
    expect(selectStatement(new SqlBuilder(dialectFor('sqlite')), spec(m))).toBe(sqlite);
    expect(sqlite).toContain('x.YEAR AS c_year');
    expect(selectStatement(new SqlBuilder(dialectFor('firebird')), spec(m))).toContain('x."YEAR" AS c_year');
  });

  it('writes a field list that binds a value afresh each time, so every builder has the parameter', () => {
    const m = mapping({ label: { sql: (b) => `COALESCE(x.LABEL, ${b.value('NVarChar', 'none')})`, type: 'text' } });
    for (let i = 0; i < 2; i++) {
      const b = new SqlBuilder(dialectFor('sqlite'));
      expect(selectStatement(b, spec(m))).toContain('COALESCE(x.LABEL, @p1) AS c_label');
      expect(b.command('').parameters).toEqual([{ name: '@p1', direction: 'input', type: 'NVarChar', value: 'none' }]);
    }
  });
});

describe('afterCondition', () => {
  const stamp: SortAtom = { sql: 'x.UPDATED', type: 'datetime', nullable: false, descending: false };
  const id: SortAtom = { sql: 'x.ID', type: 'int', nullable: false, descending: false };
  const typesOf = (value: string) => {
    const b = new SqlBuilder(dialectFor('mssql'));
    afterCondition(b, [stamp, id], [value, 7]);
    return b.command('').parameters.map((p) => [p.type, p.value]);
  };

  it('binds a stamp to the millisecond as DateTime (a DATETIME column holds it exactly)', () => {
    expect(typesOf('2026-11-20 10:00:00.497')[0]).toEqual(['DateTime', '2026-11-20 10:00:00.497']);
    expect(typesOf('2026-11-20 10:00:00')[0]).toEqual(['DateTime', '2026-11-20 10:00:00']);
  });

  it('binds a finer stamp as DateTime2, which SQL Server does not round to 1/300 s', () => {
    expect(typesOf('2026-11-20 10:00:00.1234567')[0]).toEqual(['DateTime2', '2026-11-20 10:00:00.1234567']);
  });
});
