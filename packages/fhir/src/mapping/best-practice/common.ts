/**
 * @module fhir/mapping/best-practice/common
 * Pieces several Best Practice resources share: the practice row (one per database), references, the
 * `patient`/`subject` parameters of clinical resources, meta with lastUpdated, and identifier matchers.
 * Declarations and small pure helpers; no SQL runs here.
 */
import type { Meta, Reference } from 'fhir/r4.js';
import type { RowReader } from '../../rows.js';
import { wallToFhirInstant } from '../../time-zone.js';
import type { BuildContext, CodeParam, DateColumn, Expr, IdentifierDef, ReferenceParam } from '../model.js';
import { sp } from './systems.js';

/** A column of a table alias. */
export const col = (alias: string, name: string): Expr => (b) => b.col(alias, name);

/** Bp has one PRACTICE row per database; everything refers to it without a key of its own. */
export const PRACTICE_ID: Expr = (b) => `(SELECT MIN(${b.col('pr', 'PRACTICEID')}) FROM PRACTICE pr)`;
export const PRACTICE_HPIO: Expr = (b) => `(SELECT MIN(${b.col('pr', 'HPIO')}) FROM PRACTICE pr)`;

export const lastUpdatedOf = (alias: string): DateColumn & { kind: 'datetime' } => ({ kind: 'datetime', sql: col(alias, 'UPDATED') });

export function meta(row: RowReader, ctx: BuildContext, profile?: string): Meta | undefined {
  const updated = row.stamp('updated');
  const out: Meta = {};
  if (updated !== undefined) out.lastUpdated = wallToFhirInstant(updated, ctx.timeZone);
  if (profile !== undefined) out.profile = [profile];
  return Object.keys(out).length === 0 ? undefined : out;
}

export function reference(type: string, id: number | undefined, display?: string): Reference | undefined {
  return id === undefined ? undefined : { reference: `${type}/${id}`, ...(display === undefined ? {} : { display }) };
}

/** `patient` (and `subject` where R4 defines one) of a clinical resource whose patient key is `field`. */
export function patientParams(resourceType: string, field: string, subject: boolean): Record<string, ReferenceParam> {
  const refs = [{ field, target: 'Patient' }];
  const patient: ReferenceParam = { type: 'reference', refs, definition: sp('clinical-patient') };
  return subject ? { patient, subject: { type: 'reference', refs, definition: sp(`${resourceType}-subject`) } } : { patient };
}

/** An identifier held in one text column, matched exactly (after trimming, as Bp pads). */
export function columnIdentifier(system: string, expr: Expr): IdentifierDef {
  return {
    system,
    // Blank is no identifier (the resource shows none): `system|` and :missing read it so too.
    match: (b, value) => (value === undefined ? b.d.hasText(expr(b)) : `${expr(b)} = ${b.value('NVarChar', value.trim())}`),
    exists: (b) => b.d.hasText(expr(b)),
  };
}

/** A copy without undefined, null and empty-array members, in the same key order. */
export function removeEmpty<T extends object>(value: T): T {
  // Copied rather than `delete`d in place: deleting turns V8 objects into slow dictionaries, which then
  // cost more on every later read and in JSON.stringify.
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v: unknown = value[key];
    if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = v;
  }
  return out as T;
}

/**
 * A token parameter whose value is the same for every row of the resource (e.g. every current
 * medication is `active`): compared against a literal, so `status=active` finds all and `status=stopped`
 * none, on every engine.
 */
export function constantCode(definition: string, system: string | undefined, code: string): CodeParam {
  return {
    type: 'token', token: 'code', dbType: 'text', definition,
    column: () => `'${code.replace(/'/g, "''")}'`,
    codes: [{ ...(system === undefined ? {} : { system }), code, db: [code] }],
  };
}

/** A FHIR dateTime with the clinic's offset from a local timestamp field, or undefined. */
export function instantOf(row: RowReader, key: string, ctx: BuildContext): string | undefined {
  const wall = row.stamp(key);
  return wall === undefined ? undefined : wallToFhirInstant(wall, ctx.timeZone);
}

/** A FHIR dateTime from a date field and a seconds-since-midnight field (Bp's times). */
export function instantFromDateAndSeconds(row: RowReader, dateKey: string, secondsKey: string, ctx: BuildContext, plusSeconds = 0): string | undefined {
  const midnight = row.dayStart(dateKey);
  const seconds = row.int(secondsKey);
  if (midnight === undefined || seconds === undefined) return undefined;
  return wallToFhirInstant(midnight + (seconds + plusSeconds) * 1000, ctx.timeZone);
}

export const GENDER_CODES = [
  { system: 'http://hl7.org/fhir/administrative-gender', code: 'male', db: [1] },
  { system: 'http://hl7.org/fhir/administrative-gender', code: 'female', db: [2] },
  { system: 'http://hl7.org/fhir/administrative-gender', code: 'other', db: [3] },
  { system: 'http://hl7.org/fhir/administrative-gender', code: 'unknown', db: [4] },
] as const;

/** SEXCODE → administrative gender. */
export function genderOf(code: number | undefined): 'male' | 'female' | 'other' | 'unknown' | undefined {
  return GENDER_CODES.find((g) => (g.db as readonly number[]).includes(code ?? -1))?.code;
}
