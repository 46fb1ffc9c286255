/**
 * @module bench/lib/appt-db
 * The clinic database B1 and B3 query: one SQLite file with an appointment-like table `appt` (7 columns:
 * id, patient_id, provider, start_at, status, duration_min and a note; ≈ 190 B of JSON per row). Filled by one recursive CTE inside SQLite, so 5M rows
 * take seconds rather than the minutes the full Best Practice generator needs for as many appointments.
 *
 * Every column is declared INTEGER or TEXT, so the agent's JSON wrapper (sqlite-json.ts) has no
 * conversion to apply and writes exactly what a plain `json_object(...)` export writes: the relayed rows
 * and the baseline's rows can be compared as text.
 */
import fs from 'node:fs';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';

export const APPT_TABLE = 'appt';
export const APPT_COLUMNS = ['id', 'patient_id', 'provider', 'start_at', 'status', 'duration_min', 'note'] as const;

/** `select id, patient_id, … from appt` (the relayed SQL; a WHERE clause is appended by callers). */
export const APPT_SELECT = `select ${APPT_COLUMNS.join(', ')} from ${APPT_TABLE}`;

/** `json_object('id', id, …)`: the database's own JSON of one row, as the baseline exports it. */
export const APPT_JSON_OBJECT = `json_object(${APPT_COLUMNS.map((c) => `'${c}', ${c}`).join(', ')})`;

export interface ApptDbSummary {
  file: string;
  rows: number;
  bytes: number;
  ms: number;
}

/** Creates `file` (replacing nothing: it must not exist) with `rows` rows, ids 1…rows. */
export function createApptDb(file: string, rows: number): ApptDbSummary {
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer (got ${rows})`);
  if (fs.existsSync(file)) throw new Error(`${file} already exists`);
  const started = performance.now();
  const db = new Database(file);
  try {
    // A scratch file: nothing to protect while it is written.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    db.exec(`create table ${APPT_TABLE} (
      id integer primary key,
      patient_id integer not null,
      provider text not null,
      start_at text not null,
      status text not null,
      duration_min integer not null,
      note text
    )`);
    db.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
      insert into ${APPT_TABLE}
      select
        i,
        100000 + (i * 7919) % 400000,
        'Dr Provider ' || printf('%03d', i % 150),
        strftime('%Y-%m-%dT%H:%M:%S', 1704067200 + i * 300, 'unixepoch'),
        case i % 5 when 0 then 'booked' when 1 then 'arrived' when 2 then 'completed' when 3 then 'cancelled' else 'no-show' end,
        5 * (1 + i % 6),
        printf('Follow-up, plan discussed; ref %08d, room %02d', (i * 104729) % 100000000, i % 40)
      from n`);
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
  return { file, rows, bytes: fs.statSync(file).size, ms: performance.now() - started };
}
