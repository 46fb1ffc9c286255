/**
 * @module fhir/mapping/model
 * The shape of a mapping: for one practice-management kind, which FHIR resources it serves and, per
 * resource, the tables and columns behind it — the selected fields, the search parameters (each a small
 * declaration of columns and how its FHIR type matches them), the sort keys, and the function that turns
 * one row into a resource. Everything the planner, the SQL writer and the CapabilityStatement need is
 * read from here, so they cannot drift apart. Declarations only: no SQL is run here.
 */
import type { FhirResource } from 'fhir/r4.js';
import type { SqlBuilder } from '../sql/builder.js';
import type { RowReader } from '../rows.js';

/** A SQL expression written for the builder's dialect (columns via `b.col`, values via `b.value`). */
export type Expr = (b: SqlBuilder) => string;

/** How a selected value comes back and how a value of its kind is bound. */
export type ValueType = 'int' | 'text' | 'real' | 'date' | 'datetime';

export interface Field {
  readonly sql: Expr;
  readonly type: ValueType;
}

/**
 * A stored date or time and its precision. `dateSeconds`: a date column plus seconds since midnight (Bp's
 * appointment and observation times); `datetimePlusSeconds`: a timestamp plus a duration (a period's end).
 */
export type DateColumn =
  | { readonly kind: 'date'; readonly sql: Expr }
  | { readonly kind: 'datetime'; readonly sql: Expr }
  | { readonly kind: 'dateSeconds'; readonly date: Expr; readonly seconds: Expr }
  | { readonly kind: 'year'; readonly sql: Expr }
  | { readonly kind: 'datetimePlusSeconds'; readonly sql: Expr; readonly seconds: Expr };

interface ParamBase {
  /** Canonical URL of the SearchParameter this implements (listed in the CapabilityStatement). */
  readonly definition: string;
  readonly documentation?: string;
}

/** string: starts-with ignoring case on any of the columns; `:exact`, `:contains`. */
export interface StringParam extends ParamBase {
  readonly type: 'string';
  readonly columns: readonly Expr[];
}

/** date: the stored value is the range [lo, hi] (a point when `hi` is absent). */
export interface DateParam extends ParamBase {
  readonly type: 'date';
  readonly lo: DateColumn;
  readonly hi?: DateColumn;
}

/** One FHIR code and the database values it stands for. */
export interface TokenCode {
  readonly system?: string;
  readonly code: string;
  readonly db: readonly (string | number)[];
}

/** token over a coded column: `system|code` is looked up in `codes`, `:text` matches `text` columns. */
export interface CodeParam extends ParamBase {
  readonly type: 'token';
  readonly token: 'code';
  readonly column: Expr;
  readonly dbType: 'int' | 'text';
  readonly codes: readonly TokenCode[];
  /** Codes of this system are the database values themselves (Bp's own lookup ids and codes). */
  readonly passthrough?: { readonly system: string; readonly numeric: boolean };
  readonly text?: readonly Expr[];
}

/** One identifier the resource carries: its system and how a value is matched in the database. */
export interface IdentifierDef {
  readonly system: string;
  /** The system is a prefix followed by a site-specific part (HPI-O scoped record numbers). */
  readonly scoped?: boolean;
  /** Condition for `value` (any value when undefined) and the scoped suffix of the system, if any. */
  match(b: SqlBuilder, value: string | undefined, scope?: string): string;
  /** Condition for "has an identifier of this system". */
  exists(b: SqlBuilder): string;
}

export interface IdentifierParam extends ParamBase {
  readonly type: 'token';
  readonly token: 'identifier';
  readonly identifiers: readonly IdentifierDef[];
}

/** token over ContactPoints: phone numbers compared without spaces and brackets, e-mail ignoring case. */
export interface TelecomParam extends ParamBase {
  readonly type: 'token';
  readonly token: 'telecom';
  readonly contacts: readonly { readonly system: 'phone' | 'email'; readonly column: Expr }[];
}

/** Each reference the parameter covers: the selected field holding the target's id, and the target type. */
export interface ReferenceTarget {
  readonly field: string;
  readonly target: string;
}

export interface ReferenceParam extends ParamBase {
  readonly type: 'reference';
  readonly refs: readonly ReferenceTarget[];
}

export type SearchParam = StringParam | DateParam | CodeParam | IdentifierParam | TelecomParam | ReferenceParam;

export interface SortKey {
  readonly sql: Expr;
  readonly type: ValueType;
  readonly nullable: boolean;
}

export interface BuildContext {
  readonly timeZone: string;
}

export interface ResourceMapping {
  readonly type: FhirResource['resourceType'];
  /** AU Base profile the resource follows where it applies (CapabilityStatement supportedProfile). */
  readonly profile?: string;
  /** The record key: an integer column. */
  readonly id: Expr;
  /** FROM and joins, after `FROM`. */
  readonly from: Expr;
  /** Rows the resource never shows (soft-deleted, invalid). */
  readonly where: Expr;
  /** Values selected for `build` and for references, by key. */
  readonly fields: Readonly<Record<string, Field>>;
  /** When the row last changed (`_lastUpdated`, meta.lastUpdated), if the data has it. */
  readonly lastUpdated?: DateColumn & { readonly kind: 'datetime' };
  readonly params: Readonly<Record<string, SearchParam>>;
  /** `_sort` names and their keys (the id is always the final tiebreak). */
  readonly sorts: Readonly<Record<string, readonly SortKey[]>>;
  /**
   * Top-level elements `_summary=true` keeps (besides id and meta): exactly the resource's R4 summary elements
   * (isSummary in the base definition; choice elements as `name[x]`), checked against the definitions by
   * mapping.test.
   */
  readonly summary: readonly string[];
  /** Top-level elements with a minimum cardinality of 1, kept by every subset. */
  readonly required: readonly string[];
  build(row: RowReader, ctx: BuildContext): FhirResource;
}

export interface KindMapping {
  /** The `practiceManagementName` this mapping serves. */
  readonly practiceManagementName: string;
  /** Shown as CapabilityStatement.software.name. */
  readonly softwareName: string;
  readonly resources: readonly ResourceMapping[];
}
