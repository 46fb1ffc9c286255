/**
 * gatewayctl's text tables: a header row over aligned columns, a placeholder for empty cells and lists.
 */
import { describe, expect, it } from 'vitest';
import { table } from './table.js';

describe('table', () => {
  it('puts a header row over columns padded to their widest cell', () => {
    const text = table(['ID', 'STATUS', 'NAME'], [['a1', 'active', 'Acme Health'], ['b22222', 'disabled', 'Bee']]);
    expect(text.split('\n')).toEqual(['ID      STATUS    NAME', 'a1      active    Acme Health', 'b22222  disabled  Bee']);
  });

  it('shows an empty or missing cell as "-" and an empty list as (none)', () => {
    expect(table(['ID', 'LAST STATUS'], [['d1', undefined], ['d2', 200]])).toBe('ID  LAST STATUS\nd1  -\nd2  200');
    expect(table(['ID'], [])).toBe('(none)');
  });
});
