/**
 * The SQL the facade writes, per engine, asserted as text: one statement shape for all, with the few
 * differences each engine needs (case-insensitive LIKE, reserved column names, text parameter casts on
 * Firebird, the row limit), every request value a parameter. Execution on the real engines is in
 * test/fhir/engines.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { handleFhirRequest } from '../index.js';

async function sqlFor(engine: DatabaseEngine, path: string, query: [string, string][]): Promise<SqlCommand[]> {
  const commands: SqlCommand[] = [];
  await handleFhirRequest({ method: 'GET', path, query, headers: {}, baseUrl: 'https://g.test/fhir/R4' },
    { siteId: 's', practiceManagementName: 'Best Practice', databaseEngine: engine, timeZone: 'Australia/Sydney' },
    async (command) => {
      commands.push(command);
      return [];
    }, { now: () => new Date('2026-11-20T01:30:00Z') });
  return commands;
}

/** The outer statement's FROM onwards (the total's subquery repeats the WHERE before it). */
const outer = (text: string) => text.slice(text.lastIndexOf(' FROM '));

const CONDITION_COLUMNS = (year: string, condition: string) =>
  `h.RECORDID AS c_id, h.UPDATED AS c_updated, h.CREATED AS c_created, h.INTERNALID AS c_patient, h.${year} AS c_year, ` +
  `h.CONDITIONID AS c_conditionid, h.${condition} AS c_condition, h.STATUS AS c_status, h.COMMENT AS c_comment, ` +
  `h.CREATEDBY AS c_recorder, h.RECORDID AS s_0, (SELECT COUNT(*) FROM HISTORY h WHERE (h.RECORDSTATUS = 1 AND h.${year} < @p1 AND h.INTERNALID = @p2)) AS t_total`;

describe('SQL per dialect', () => {
  it('writes the same search for each engine with its own limit and quoting', async () => {
    const query: [string, string][] = [['onset-date', 'lt2000'], ['patient', '7']];
    const where = (year: string) => `FROM HISTORY h WHERE (h.RECORDSTATUS = 1 AND h.${year} < @p1 AND h.INTERNALID = @p2) ORDER BY h.RECORDID ASC`;
    expect((await sqlFor('sqlite', 'Condition', query))[0]!.text).toBe(`SELECT ${CONDITION_COLUMNS('YEAR', 'CONDITION')} ${where('YEAR')} LIMIT @p3`);
    expect((await sqlFor('postgres', 'Condition', query))[0]!.text).toBe(`SELECT ${CONDITION_COLUMNS('YEAR', 'CONDITION')} ${where('YEAR')} LIMIT @p3`);
    expect((await sqlFor('mysql', 'Condition', query))[0]!.text).toBe(`SELECT ${CONDITION_COLUMNS('YEAR', '`CONDITION`')} ${where('YEAR')} LIMIT @p3`);
    expect((await sqlFor('mssql', 'Condition', query))[0]!.text).toBe(`SELECT TOP (@p3) ${CONDITION_COLUMNS('YEAR', 'CONDITION')} ${where('YEAR')}`);
    expect((await sqlFor('firebird', 'Condition', query))[0]!.text)
      .toBe(`SELECT ${CONDITION_COLUMNS('"YEAR"', 'CONDITION')} ${where('"YEAR"')} FETCH FIRST @p3 ROWS ONLY`);
    const [command] = await sqlFor('sqlite', 'Condition', query);
    expect(command!.parameters).toEqual([
      { name: '@p1', direction: 'input', type: 'Int', value: '2000' },
      { name: '@p2', direction: 'input', type: 'Int', value: '7' },
      { name: '@p3', direction: 'input', type: 'Int', value: '21' },
    ]);
  });

  it('matches strings ignoring case the way each engine can', async () => {
    const like = async (engine: DatabaseEngine) => /WHERE \(p\.RECORDSTATUS = 1 AND (.*)\) ORDER BY/.exec(outer((await sqlFor(engine, 'Patient', [['family', '50%_off']]))[0]!.text))![1];
    expect(await like('sqlite')).toBe("p.SURNAME LIKE @p1 ESCAPE '!'");
    expect(await like('postgres')).toBe("p.SURNAME ILIKE @p1 ESCAPE '!'");
    expect(await like('mysql')).toBe("p.SURNAME LIKE @p1 ESCAPE '!'");
    expect(await like('mssql')).toBe('p.SURNAME LIKE @p1');
    expect(await like('firebird')).toBe("UPPER(p.SURNAME) LIKE UPPER(CAST(@p1 AS VARCHAR(256))) ESCAPE '!'");
    // Wildcards in the value match literally: escaped with ! (T-SQL: a bracket class).
    expect((await sqlFor('sqlite', 'Patient', [['family', '50%_off']]))[0]!.parameters[0]!.value).toBe('50!%!_off%');
    expect((await sqlFor('mssql', 'Patient', [['family', '50%_off[']]))[0]!.parameters[0]!.value).toBe('50[%][_]off[[]%');
  });

  it('compares exactly with case significant on every engine', async () => {
    const exact = async (engine: DatabaseEngine) => /RECORDSTATUS = 1 AND (.*)\) ORDER BY/.exec(outer((await sqlFor(engine, 'Patient', [['family:exact', 'Smith']]))[0]!.text))![1];
    expect(await exact('sqlite')).toBe('(p.SURNAME = @p1 AND p.SURNAME = @p1 COLLATE BINARY)');
    expect(await exact('mysql')).toBe('(p.SURNAME = @p1 AND CAST(p.SURNAME AS BINARY) = CAST(@p1 AS BINARY))');
    expect(await exact('mssql')).toBe('(p.SURNAME = @p1 AND p.SURNAME COLLATE Latin1_General_BIN2 = @p1)');
    expect(await exact('postgres')).toBe('p.SURNAME = @p1');
  });

  it('writes date prefixes as comparisons on the stored precision', async () => {
    const cond = async (value: string) => /RECORDSTATUS = 1 AND (.*)\) ORDER BY/.exec(outer((await sqlFor('sqlite', 'Patient', [['birthdate', value]]))[0]!.text))![1];
    expect(await cond('1980')).toBe('(p.DOB >= @p1 AND p.DOB < @p2)');
    expect(await cond('gt1980')).toBe('p.DOB >= @p1');
    expect(await cond('sa1980-06-01')).toBe('p.DOB >= @p1');
    expect(await cond('eb1980-06-01')).toBe('p.DOB < @p1');
    // Appointment start is a date column plus seconds since midnight.
    const [appointment] = await sqlFor('sqlite', 'Appointment', [['date', 'ge2026-11-20T10:30:00+11:00']]);
    expect(appointment!.text).toContain('((a.APPOINTMENTDATE > @p1 OR (a.APPOINTMENTDATE = @p1 AND a.APPOINTMENTTIME >= @p2))');
    expect(appointment!.parameters.slice(0, 2).map((p) => p.value)).toEqual(['2026-11-20', '37801']);
  });

  it('pages by keyset on the sort keys and the id, values bound', async () => {
    const first = await handleFhirRequest({ method: 'GET', path: 'Patient', query: [['_sort', '-birthdate'], ['_count', '1']], headers: {}, baseUrl: 'https://g.test/fhir/R4' },
      { siteId: 's', practiceManagementName: 'Best Practice', databaseEngine: 'sqlite' },
      async () => [{ c_id: 5, c_dob: '1990-02-03', s_0: '1990-02-03', s_1: 5, t_total: 9 }, { c_id: 6, c_dob: '1980-01-01', s_0: '1980-01-01', s_1: 6 }]);
    const next = (first.body as { link: { relation: string; url: string }[] }).link.find((l) => l.relation === 'next')!.url;
    const cursor = new URL(next).searchParams.get('_cursor')!;
    const [command] = await sqlFor('postgres', 'Patient', [['_sort', '-birthdate'], ['_count', '1'], ['_cursor', cursor]]);
    expect(command!.text).toContain('WHERE (p.RECORDSTATUS = 1 AND (p.DOB < @p2 OR (p.DOB = @p2 AND p.INTERNALID > @p3))) ORDER BY p.DOB DESC, p.INTERNALID ASC LIMIT @p1');
    expect(command!.parameters.map((p) => [p.type, p.value])).toEqual([['Int', '2'], ['Date', '1990-02-03'], ['BigInt', '5']]);
    // A later page carries the total forward instead of counting again.
    expect(command!.text).not.toContain('COUNT(*)');
  });

  it('orders nullable keys with an explicit null flag', async () => {
    const [command] = await sqlFor('sqlite', 'Condition', [['_sort', '-onset-date']]);
    expect(command!.text).toContain('ORDER BY CASE WHEN h.YEAR IS NULL THEN 0 ELSE 1 END DESC, h.YEAR DESC, h.RECORDID ASC');
  });
});
