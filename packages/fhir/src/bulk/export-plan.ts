/**
 * @module fhir/bulk/export-plan
 * Turns a Bulk Data `$export` kick-off (system, `Patient/$export` or `Group/[id]/$export`, with `_type`,
 * `_since`, `_outputFormat` and `_typeFilter`) into one SELECT per resource type for the site's dialect:
 * every row of that type the facade serves, in id order, with the same filters a search would apply.
 * The gateway runs each as an async query and maps its pages with `exportResource`. Pure: no SQL is run
 * here, and a request this facade cannot honour is a FhirError (400 with an OperationOutcome).
 */
import type { FhirResource } from 'fhir/r4.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { KindMapping, ResourceMapping } from '../mapping/model.js';
import { FhirError, invalid, notFound } from '../outcome.js';
import { RowReader } from '../rows.js';
import { conditions, planSearch } from '../search/plan.js';
import { parseSearch } from '../search/request.js';
import { and, or, SqlBuilder } from '../sql/builder.js';
import type { Dialect } from '../sql/dialect.js';
import { selectStatement } from '../sql/select.js';
import { utcToWall } from '../time-zone.js';

export type ExportLevel = { kind: 'system' } | { kind: 'patient' } | { kind: 'group'; groupId: string };

/** The one group the facade defines: every patient whose record is active (Patient.active true). */
export const ACTIVE_PATIENTS_GROUP = 'active-patients';

/** `_outputFormat` values meaning NDJSON (the IG's full name and its two abbreviations). */
const NDJSON_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);
/** Parameters of the IG this facade does not implement: refused rather than silently ignored. */
const KNOWN_UNSUPPORTED = new Set(['_elements', 'patient', 'includeAssociatedData', '_until', 'organizeOutputBy', 'allowPartialManifests']);
/** Search controls that make no sense inside a `_typeFilter` (an export is every match, unpaged, unsorted). */
const FILTER_CONTROLS = /^_(count|sort|include|revinclude|summary|elements|total|cursor|format|pretty)$/;

export interface ExportPart {
  type: string;
  command: SqlCommand;
}

export interface ExportPlanInput {
  kind: KindMapping;
  dialect: Dialect;
  timeZone: string;
  now: Date;
  baseUrl: string;
  level: ExportLevel;
  /** Query-string (and form) pairs of the kick-off, in order. */
  params: ReadonlyArray<readonly [string, string]>;
}

/** The resource types a level exports: a patient compartment holds Patient and the types that name one. */
export function exportableTypes(kind: KindMapping, level: ExportLevel): ResourceMapping[] {
  if (level.kind === 'system') return [...kind.resources];
  return kind.resources.filter((m) => m.type === 'Patient' || m.fields.patient !== undefined);
}

function parseSince(value: string): Date {
  // An instant: a date and time with seconds and a zone, as the IG asks (FHIR instant).
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/.test(value)) throw invalid('_since must be a FHIR instant, e.g. 2024-01-01T00:00:00Z.', '_since');
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalid('_since is not a valid instant.', '_since');
  return at;
}

function splitList(values: readonly string[]): string[] {
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

/** A `_typeFilter` value (`Type?search`) as its type and search pairs. */
function parseTypeFilter(value: string, allowed: readonly ResourceMapping[]): { type: string; pairs: [string, string][] } {
  const q = value.indexOf('?');
  const type = q < 0 ? value : value.slice(0, q);
  if (q < 0 || !allowed.some((m) => m.type === type)) throw invalid(`_typeFilter "${value.slice(0, 80)}" must be Type?search for a type this export includes.`, '_typeFilter');
  const pairs = [...new URLSearchParams(value.slice(q + 1)).entries()];
  const control = pairs.find(([name]) => FILTER_CONTROLS.test(name));
  if (control !== undefined) throw invalid(`_typeFilter cannot use ${control[0]}.`, '_typeFilter');
  return { type, pairs };
}

/**
 * One statement per exported type. The patient population (all served patients, or the group's) limits
 * compartment types through their patient reference; `_since` keeps resources changed after it (the
 * practice database keeps change times to the second, so one changed in `_since`'s own second is kept: it
 * may have changed after it; types without a change time are exported whole, as the IG allows); several
 * `_typeFilter`s of one type are ORed.
 */
export function planExport(input: ExportPlanInput): ExportPart[] {
  const { kind, level } = input;
  const byName = new Map<string, string[]>();
  for (const [name, value] of input.params) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const name of byName.keys()) {
    if (KNOWN_UNSUPPORTED.has(name)) throw new FhirError(400, 'not-supported', `${name} is not supported by this server.`, name);
    if (!['_type', '_since', '_outputFormat', '_typeFilter'].includes(name)) throw invalid(`Unknown $export parameter ${name.slice(0, 40)}.`, name);
  }
  const format = byName.get('_outputFormat');
  if (format !== undefined && (format.length > 1 || !NDJSON_FORMATS.has(format[0]!.trim().toLowerCase()))) {
    throw new FhirError(400, 'not-supported', '_outputFormat must be application/fhir+ndjson.', '_outputFormat');
  }
  const since = byName.get('_since');
  if (since !== undefined && since.length > 1) throw invalid('_since is given once.', '_since');
  const sinceAt = since === undefined ? undefined : parseSince(since[0]!);

  const eligible = exportableTypes(kind, level);
  const requested = byName.has('_type') ? splitList(byName.get('_type')!) : undefined;
  for (const type of requested ?? []) {
    if (!eligible.some((m) => m.type === type)) throw new FhirError(400, 'not-supported', `${type.slice(0, 40)} is not exported at this level (see metadata).`, '_type');
  }
  const types = requested === undefined ? eligible : eligible.filter((m) => requested.includes(m.type));
  const filters = (byName.get('_typeFilter') ?? []).map((v) => parseTypeFilter(v, types));

  const patient = kind.resources.find((m) => m.type === 'Patient');
  if (level.kind !== 'system' && patient === undefined) throw new FhirError(400, 'not-supported', 'This site serves no Patient resources.');
  if (level.kind === 'group' && level.groupId !== ACTIVE_PATIENTS_GROUP) throw notFound(`No Group ${level.groupId.slice(0, 64)}; this server defines Group/${ACTIVE_PATIENTS_GROUP}.`);

  const nowWall = utcToWall(input.now.getTime(), input.timeZone);
  const resolve = (type: string) => kind.resources.find((r) => r.type === type);
  const searchConditions = (b: SqlBuilder, mapping: ResourceMapping, pairs: ReadonlyArray<readonly [string, string]>): string => {
    const plan = planSearch(kind, mapping, parseSearch(pairs), true);
    return and(conditions(plan, { b, mapping, timeZone: input.timeZone, nowWall, baseUrl: input.baseUrl, resolve }));
  };

  return types.map((mapping) => {
    const b = new SqlBuilder(input.dialect);
    const where: string[] = [];
    const groupPairs: [string, string][] = level.kind === 'group' ? [['active', 'true']] : [];
    if (level.kind !== 'system') {
      if (mapping.type === 'Patient') {
        if (groupPairs.length > 0) where.push(searchConditions(b, mapping, groupPairs));
      } else {
        // The compartment of the patients the facade serves (or the group's): never a row of a hidden patient.
        const population = and([patient!.where(b), ...(groupPairs.length > 0 ? [searchConditions(b, patient!, groupPairs)] : [])]);
        where.push(`${mapping.fields.patient!.sql(b)} IN (SELECT ${patient!.id(b)} FROM ${patient!.from(b)} WHERE ${population})`);
      }
    }
    if (sinceAt !== undefined && mapping.lastUpdated !== undefined) where.push(searchConditions(b, mapping, [['_lastUpdated', `ge${sinceAt.toISOString()}`]]));
    const own = filters.filter((f) => f.type === mapping.type);
    if (own.length > 0) where.push(or(own.map((f) => searchConditions(b, mapping, f.pairs))));
    const atoms = [{ sql: mapping.id(b), type: 'int' as const, nullable: false, descending: false }];
    return { type: mapping.type, command: b.command(selectStatement(b, { mapping, conditions: where, atoms, withTotal: false })) };
  });
}

/** One exported row as its resource, built exactly as a search builds it. */
export function exportResource(kind: KindMapping, type: string, row: Record<string, unknown>, timeZone: string): FhirResource {
  const mapping = kind.resources.find((m) => m.type === type);
  if (mapping === undefined) throw new Error(`no mapping for ${type}`);
  return mapping.build(new RowReader(row), { timeZone });
}
