/**
 * @module demo/clinic-db/generate
 * Generates a synthetic demo clinic database: a SQLite file shaped like a Best Practice (Bp Premier)
 * database, with coherent patients, staff, appointments, visits and clinical records. Used by the demo
 * (a small clinic the demo agent serves) and by benchmarks (millions of rows). Deterministic for a seed
 * and a reference date; every person is synthetic.
 *
 * The file appears whole or not at all: rows go to a temporary file beside the target, which is renamed
 * into place at the end (and removed on failure). An existing file is never replaced unless asked.
 * Knows nothing of the gateway or the agent.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import { planAppointmentDays, writeAppointmentBook } from './appointment-book.js';
import { parseIsoDay } from './calendar.js';
import { writeClinical, writeCurrentRx, writeHistory, writeImmunisations, writeReactions } from './clinical-records.js';
import { allocatePatientFacts, STREAM, type ClinicDbProgress, type GenerationContext } from './context.js';
import { writePatients } from './patients.js';
import { buildPools } from './pools.js';
import { createRng, mixSeed } from './random.js';
import * as ref from './reference-data.js';
import { CLINIC_TABLES, CLINIC_VIEWS, INDEX_DDL, TABLE_DDL, VIEW_DDL, type ClinicTable, type ClinicView } from './schema.js';
import { writeStaff } from './staff.js';

export type { ClinicDbProgress } from './context.js';
export type { ClinicTable, ClinicView } from './schema.js';

/** The default "today" of a generated clinic: fixed, so a seed gives the same rows whenever it runs. */
export const DEFAULT_REFERENCE_DATE = '2026-11-20';
export const DEFAULT_SEED = 1;

export interface GenerateClinicDatabaseOptions {
  /** Number of patients (at least 1). */
  patients: number;
  /** Active practitioners; default one per 1,200 patients, at least 2. */
  practitioners?: number;
  /** Appointments in the book (0 allowed); default five per patient. */
  appointments?: number;
  /** Default 1. Any integer in [0, 2^32). */
  seed?: number;
  /** The clinic's "today" (YYYY-MM-DD): appointments before it are done, after it booked. Default 2026-11-20 (a Friday). */
  referenceDate?: string;
  /** Replace an existing file; without it an existing file is an error. */
  overwrite?: boolean;
  /** Called as each batch of rows is committed. */
  onProgress?: (progress: ClinicDbProgress) => void;
  /** Aborting stops at the next batch, removes the temporary file and rejects. */
  signal?: AbortSignal;
}

export interface ClinicDbSummary {
  /** Absolute path of the database written. */
  file: string;
  seed: number;
  referenceDate: string;
  patients: number;
  practitioners: number;
  appointments: number;
  /** Rows per base table, soft-deleted rows (RECORDSTATUS 0) included. */
  rows: Readonly<Record<ClinicTable, number>>;
  views: readonly ClinicView[];
  durationMs: number;
}

export type ClinicDbErrorCode = 'CLINIC_DB_EXISTS' | 'CLINIC_DB_BAD_OPTION';

export class ClinicDbError extends Error {
  constructor(
    readonly code: ClinicDbErrorCode,
    message: string,
    /** The database file concerned, for CLINIC_DB_EXISTS. */
    readonly file?: string,
  ) {
    super(message);
    this.name = 'ClinicDbError';
  }
}

function alreadyExists(target: string): ClinicDbError {
  return new ClinicDbError('CLINIC_DB_EXISTS', `${target} already exists; pass { overwrite: true } to replace it.`, target);
}

/** Rows per transaction: big enough that commits are noise, small enough that progress and aborts stay prompt. */
const BATCH_SIZE = 10_000;
const LIMITS = { patients: 20_000_000, practitioners: 10_000, appointments: 200_000_000 } as const;

interface ResolvedOptions {
  patients: number;
  practitioners: number;
  appointments: number;
  seed: number;
  referenceDate: string;
  referenceDay: number;
}

function requireCount(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ClinicDbError('CLINIC_DB_BAD_OPTION', `${name} must be a whole number from ${min} to ${max}, not ${String(value)}.`);
  }
  return value;
}

/** Checks the options and fills in the defaults; throws ClinicDbError('CLINIC_DB_BAD_OPTION'). */
export function resolveClinicDbOptions(options: GenerateClinicDatabaseOptions): ResolvedOptions {
  const patients = requireCount('patients', options.patients, 1, LIMITS.patients);
  const practitioners = requireCount(
    'practitioners',
    options.practitioners ?? Math.max(2, Math.min(500, Math.round(patients / 1200))),
    1,
    LIMITS.practitioners,
  );
  const appointments = requireCount('appointments', options.appointments ?? patients * 5, 0, LIMITS.appointments);
  const seed = requireCount('seed', options.seed ?? DEFAULT_SEED, 0, 0xffff_ffff);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  let referenceDay: number;
  try {
    referenceDay = parseIsoDay(referenceDate);
  } catch {
    throw new ClinicDbError('CLINIC_DB_BAD_OPTION', `the reference date must be a calendar date as YYYY-MM-DD, not ${referenceDate}.`);
  }
  return { patients, practitioners, appointments, seed, referenceDate, referenceDay };
}

export async function generateClinicDatabase(file: string, options: GenerateClinicDatabaseOptions): Promise<ClinicDbSummary> {
  const started = performance.now();
  const resolved = resolveClinicDbOptions(options);
  const target = path.resolve(file);
  if (!options.overwrite && fs.existsSync(target)) {
    throw alreadyExists(target);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Beside the target, so the final rename stays on one file system and is atomic.
  const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  const db = new SQLite(temp);
  try {
    // Nothing to protect until the rename: no journal, no syncs, one writer.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -65536');
    const rows = await fillDatabase(db, resolved, options);
    db.pragma('journal_mode = DELETE');
    db.close();
    flushToDisk(temp);
    moveIntoPlace(temp, target, options.overwrite === true);
    return {
      file: target,
      seed: resolved.seed,
      referenceDate: resolved.referenceDate,
      patients: resolved.patients,
      practitioners: resolved.practitioners,
      appointments: resolved.appointments,
      rows,
      views: CLINIC_VIEWS,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    if (db.open) db.close();
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

async function fillDatabase(db: SQLite.Database, o: ResolvedOptions, options: GenerateClinicDatabaseOptions): Promise<Record<ClinicTable, number>> {
  const rows = Object.fromEntries(CLINIC_TABLES.map((t) => [t, 0])) as Record<ClinicTable, number>;
  for (const ddl of TABLE_DDL) db.exec(ddl);
  const plan = planAppointmentDays(o.referenceDay, o.practitioners, o.appointments);
  const ctx: GenerationContext = {
    db,
    seed: o.seed,
    referenceDay: o.referenceDay,
    firstAppointmentDay: plan.firstDay,
    pools: buildPools(o.seed, createRng(mixSeed(o.seed, STREAM.pools))),
    rows,
    batchSize: BATCH_SIZE,
    onProgress: options.onProgress,
    signal: options.signal,
  };
  db.transaction(() => writeLookups(ctx))();
  const staff = db.transaction(() => writeStaff(ctx, o.practitioners))();
  const facts = allocatePatientFacts(o.patients);
  await writePatients(ctx, staff, facts);
  // HISTORY and REACTIONS first: CLINICAL, CURRENTRX and the vitals read what they recorded.
  await writeHistory(ctx, staff, facts);
  await writeReactions(ctx, staff, facts);
  await writeClinical(ctx, facts);
  await writeCurrentRx(ctx, staff, facts);
  await writeImmunisations(ctx, staff, facts);
  await writeAppointmentBook(ctx, staff, facts, plan, o.appointments);
  for (const [i, ddl] of INDEX_DDL.entries()) {
    options.signal?.throwIfAborted();
    options.onProgress?.({ table: 'indexes', done: i, total: INDEX_DDL.length });
    db.exec(ddl);
  }
  options.onProgress?.({ table: 'indexes', done: INDEX_DDL.length, total: INDEX_DDL.length });
  for (const ddl of VIEW_DDL) db.exec(ddl);
  // Statistics for the query planner, so FHIR searches pick the indexes from the first query.
  db.exec('ANALYZE');
  return rows;
}

function writeLookups(ctx: GenerationContext): void {
  const fill = (table: ClinicTable, entries: readonly (readonly unknown[])[]) => {
    const width = entries[0]?.length ?? 0;
    const statement = ctx.db.prepare(`INSERT INTO ${table} VALUES (${Array.from({ length: width }, () => '?').join(', ')})`);
    for (const entry of entries) statement.run([...entry]);
    ctx.rows[table] += entries.length;
  };
  fill('TITLES', ref.TITLES);
  fill('SEX', ref.SEXES);
  fill('GENDER', ref.GENDERS);
  fill('ETHNICITY', ref.ETHNICITIES);
  fill('PATIENTSTATUS', ref.PATIENT_STATUSES);
  fill('MARITALSTATUS', ref.MARITAL_STATUSES);
  fill('YESNO', ref.YES_NO);
  fill('APPOINTMENTTYPES', ref.APPOINTMENT_TYPES.map((t) => [t.code, t.description, t.length, 1]));
  fill('APPOINTMENTCODES', ref.APPOINTMENT_CODES);
  fill('VISITTYPES', ref.VISIT_TYPES);
  fill('OBSERVATIONCODES', ref.OBSERVATION_CODES);
  fill('VACCINES', ref.VACCINES.map((v) => [v.id, v.name, v.code]));
}

/** The pragmas above skipped every sync; one fsync before the rename makes the renamed file durable. */
function flushToDisk(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A journal or WAL left by an earlier database at the target path would be replayed into the new one. */
function removeSidecars(target: string): void {
  for (const suffix of ['-journal', '-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
}

function moveIntoPlace(temp: string, target: string, overwrite: boolean): void {
  if (overwrite) {
    removeSidecars(target);
    fs.renameSync(temp, target);
    return;
  }
  if (fs.existsSync(target)) throw alreadyExists(target);
  removeSidecars(target);
  // link() fails if the target appeared meanwhile, where rename() would silently replace it.
  try {
    fs.linkSync(temp, target);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw alreadyExists(target);
    // File systems without hard links: fall back to a checked rename.
    if (fs.existsSync(target)) throw alreadyExists(target);
    fs.renameSync(temp, target);
    return;
  }
  fs.rmSync(temp, { force: true });
}
