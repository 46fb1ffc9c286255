/**
 * @module demo/clinic-db/context
 * What the table writers share while one demo clinic database is generated: the open database, the
 * seed, the clinic's "today", the pools, facts about staff and patients that later tables must agree
 * with, row counters, and the batch loop that writes in transactions and reports progress.
 * Decides no content itself.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
import type { Pools } from './pools.js';
import type { ClinicTable } from './schema.js';

/**
 * Progress of one stage. `table` names the table being filled, or 'indexes' while they are built.
 * PATIENTS and the clinical tables count patients processed; APPOINTMENTS counts appointments (its
 * VISITS and OBSERVATIONS are written alongside).
 */
export interface ClinicDbProgress {
  table: string;
  done: number;
  total: number;
}

/** Independent random streams: one per table, so changing how one table is drawn leaves the others alone. */
export const STREAM = {
  pools: 1, staff: 2, patients: 3, history: 4, reactions: 5, clinical: 6, currentRx: 7, immunisations: 8,
  appointments: 9, vitalsBaseline: 10,
} as const;

export interface Practitioner {
  readonly userId: number;
  readonly locationId: number;
}

export interface StaffFacts {
  readonly practitioners: readonly Practitioner[];
  /** Users who book appointments and have no provider number. */
  readonly receptionists: readonly number[];
}

/**
 * Per-patient facts the later tables must respect, indexed by INTERNALID (index 0 unused). Typed arrays
 * keep a million patients in a few tens of megabytes.
 */
export interface PatientFacts {
  readonly count: number;
  readonly dob: Int32Array;
  /** Day the record was created; nothing happens to the patient at this practice before it. */
  readonly created: Int32Array;
  /** Last day the patient may be seen (inactive and deceased patients stop; active ones never do). */
  readonly lastSeen: Int32Array;
  readonly sex: Uint8Array;
  /** USERID of the usual doctor, 0 for none. */
  readonly usualDoctor: Int32Array;
  /** 1 when the patient lives with a partner (drives marital status). */
  readonly partnered: Uint8Array;
  /** Bit n set: active chronic condition with CONDITIONID n (filled by the HISTORY writer). */
  readonly conditions: Uint32Array;
  /** 1 when the patient has an active REACTIONS row (filled by the REACTIONS writer). */
  readonly hasReactions: Uint8Array;
}

export function allocatePatientFacts(count: number): PatientFacts {
  const size = count + 1;
  return {
    count,
    dob: new Int32Array(size),
    created: new Int32Array(size),
    lastSeen: new Int32Array(size),
    sex: new Uint8Array(size),
    usualDoctor: new Int32Array(size),
    partnered: new Uint8Array(size),
    conditions: new Uint32Array(size),
    hasReactions: new Uint8Array(size),
  };
}

export interface GenerationContext {
  readonly db: Database;
  readonly seed: number;
  /** The clinic's "today" as a day number: the past is completed, the future is booked. */
  readonly referenceDay: number;
  /** First day of the appointment book; patients are mostly registered before it. */
  readonly firstAppointmentDay: number;
  readonly pools: Pools;
  readonly rows: Record<ClinicTable, number>;
  readonly batchSize: number;
  readonly onProgress: ((progress: ClinicDbProgress) => void) | undefined;
  readonly signal: AbortSignal | undefined;
}

/** A prepared INSERT of every listed column, counted in `ctx.rows`. */
export function prepareInsert(ctx: GenerationContext, table: ClinicTable, columns: readonly string[]): (values: unknown[]) => void {
  const statement = ctx.db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (values) => {
    statement.run(values);
    ctx.rows[table] += 1;
  };
}

/**
 * Runs `step(i)` for i in [0, total), `ctx.batchSize` at a time, each batch in one transaction (one
 * transaction per row would cost a journal write per row). Between batches it reports progress,
 * honours the abort signal and yields to the event loop so signals and progress output are not starved.
 */
export async function runInBatches(ctx: GenerationContext, table: string, total: number, step: (i: number) => void): Promise<void> {
  ctx.onProgress?.({ table, done: 0, total });
  for (let start = 0; start < total; start += ctx.batchSize) {
    ctx.signal?.throwIfAborted();
    const end = Math.min(total, start + ctx.batchSize);
    ctx.db.transaction(() => {
      for (let i = start; i < end; i += 1) step(i);
    })();
    ctx.onProgress?.({ table, done: end, total });
    await yieldToEventLoop();
  }
}
