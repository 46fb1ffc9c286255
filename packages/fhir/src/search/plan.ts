/**
 * @module fhir/search/plan
 * Checks a parsed search against the resource's mapping before any SQL is written: each term must name a
 * parameter the mapping serves (else it is ignored with a warning, or refused under
 * `Prefer: handling=strict`), `_sort` names must be sort keys of the mapping, `_include`/`_revinclude`
 * must name reference parameters. The result says which pairs were used (the self link), the warnings,
 * the sort order and the includes; `conditions` then writes the terms as SQL for one statement.
 */
import type { OperationOutcomeIssue } from 'fhir/r4.js';
import type { DateParam, KindMapping, ReferenceParam, ResourceMapping, SearchParam } from '../mapping/model.js';
import { invalid, issue } from '../outcome.js';
import type { SqlBuilder } from '../sql/builder.js';
import type { SortAtom } from '../sql/select.js';
import { searchHash } from './cursor.js';
import { idCondition, termCondition, type FilterContext } from './filters.js';
import type { IncludeRule, ParsedSearch, SearchControl, SearchTerm } from './request.js';

export interface PlannedTerm {
  readonly term: SearchTerm;
  /** undefined for `_id`. */
  readonly param?: SearchParam;
}

export interface PlannedInclude {
  readonly rule: IncludeRule;
  /** The resource holding the reference. */
  readonly source: ResourceMapping;
  readonly param: ReferenceParam;
  /** Referenced types to fetch (all of the parameter's, or the one named). */
  readonly targets: readonly string[];
}

export interface SearchPlan {
  readonly mapping: ResourceMapping;
  readonly terms: readonly PlannedTerm[];
  readonly control: SearchControl;
  readonly warnings: readonly OperationOutcomeIssue[];
  /** Pairs applied, in request order (self and next links). */
  readonly usedPairs: readonly (readonly [string, string])[];
  readonly includes: readonly PlannedInclude[];
  readonly revincludes: readonly PlannedInclude[];
  readonly hash: string;
}

/** `_lastUpdated` as a date parameter, where the mapping has a last-changed column. */
export function lastUpdatedParam(mapping: ResourceMapping): DateParam | undefined {
  return mapping.lastUpdated === undefined ? undefined : { type: 'date', lo: mapping.lastUpdated, definition: 'http://hl7.org/fhir/SearchParameter/Resource-lastUpdated' };
}

/** Every search parameter of a mapping, `_lastUpdated` included (`_id` is handled apart). */
export function paramsOf(mapping: ResourceMapping): Record<string, SearchParam> {
  const lastUpdated = lastUpdatedParam(mapping);
  return { ...mapping.params, ...(lastUpdated === undefined ? {} : { _lastUpdated: lastUpdated }) };
}

/** `_sort` names of a mapping, `_id` and `_lastUpdated` included. */
export function sortNamesOf(mapping: ResourceMapping): string[] {
  return ['_id', ...(mapping.lastUpdated === undefined ? [] : ['_lastUpdated']), ...Object.keys(mapping.sorts)];
}

export function planSearch(kind: KindMapping, mapping: ResourceMapping, parsed: ParsedSearch, strict: boolean): SearchPlan {
  const warnings: OperationOutcomeIssue[] = [];
  const used: (readonly [string, string])[] = [];
  const terms: PlannedTerm[] = [];
  const params = paramsOf(mapping);
  const resolve = (type: string) => kind.resources.find((r) => r.type === type);
  const reject = (name: string, why: string) => {
    if (strict) throw invalid(`${why} (Prefer: handling=strict).`, name);
    warnings.push(issue('warning', 'not-supported', `${why}; it was ignored.`, name));
  };

  for (const term of parsed.terms) {
    if (term.name === '_id' && term.chain === undefined) {
      terms.push({ term });
      used.push(term.pair);
      continue;
    }
    const param = params[term.name];
    if (param === undefined) {
      reject(term.pair[0], `The search parameter ${term.pair[0]} is not supported for ${mapping.type}`);
      continue;
    }
    if (term.chain !== undefined) {
      if (param.type !== 'reference') throw invalid(`${term.pair[0]}: only reference parameters can be chained.`, term.pair[0]);
      const chainable = param.refs.some((r) => {
        const target = resolve(r.target);
        return target !== undefined && (term.chain!.name === '_id' || paramsOf(target)[term.chain!.name] !== undefined);
      });
      if (!chainable) {
        reject(term.pair[0], `The chained parameter ${term.pair[0]} is not supported for ${mapping.type}`);
        continue;
      }
    }
    terms.push({ term, param });
    used.push(term.pair);
  }

  const sortNames = sortNamesOf(mapping);
  for (const rule of parsed.control.sort) {
    if (!sortNames.includes(rule.name)) throw invalid(`_sort: ${mapping.type} cannot be sorted by ${rule.name} (sortable: ${sortNames.join(', ')}).`, '_sort');
  }

  const includes: PlannedInclude[] = [];
  for (const rule of parsed.control.include) {
    const planned = planInclude(kind, rule, (source) => source.type === mapping.type);
    if (planned === undefined) reject(rule.pair[0], `_include=${rule.pair[1]} is not supported for ${mapping.type}`);
    else includes.push(planned);
  }
  const revincludes: PlannedInclude[] = [];
  for (const rule of parsed.control.revinclude) {
    const planned = planInclude(kind, rule, () => true);
    if (planned === undefined || !planned.targets.includes(mapping.type)) reject(rule.pair[0], `_revinclude=${rule.pair[1]} is not supported for ${mapping.type}`);
    else revincludes.push({ ...planned, targets: [mapping.type] });
  }

  const controlPairs = parsed.control.pairs.filter(([name, value]) => {
    if (name === '_include') return includes.some((i) => i.rule.pair[1] === value);
    if (name === '_revinclude') return revincludes.some((i) => i.rule.pair[1] === value);
    return true;
  });
  const usedPairs = [...used, ...controlPairs];
  // Only a page with a cursor (one read, or a next link to write) needs the hash, a SHA-256 of the terms:
  // made once, when first asked for, as most searches fit one page and never need it.
  let hash: string | undefined;
  return {
    mapping,
    terms,
    control: parsed.control,
    warnings,
    usedPairs,
    includes,
    revincludes,
    get hash() {
      return (hash ??= searchHash(mapping.type, usedPairs));
    },
  };
}

function planInclude(kind: KindMapping, rule: IncludeRule, sourceAllowed: (source: ResourceMapping) => boolean): PlannedInclude | undefined {
  const source = kind.resources.find((r) => r.type === rule.sourceType);
  if (source === undefined || !sourceAllowed(source)) return undefined;
  const param = source.params[rule.param];
  if (param === undefined || param.type !== 'reference') return undefined;
  const targets = [...new Set(param.refs.map((r) => r.target))].filter((t) => rule.targetType === undefined || t === rule.targetType);
  if (targets.length === 0 || targets.some((t) => kind.resources.every((r) => r.type !== t))) return undefined;
  return { rule, source, param, targets };
}

/** The terms as SQL conditions for one statement (ANDed by the caller). */
export function conditions(plan: SearchPlan, ctx: FilterContext): string[] {
  return plan.terms.map(({ term, param }) => (param === undefined ? idCondition(ctx, term) : termCondition(ctx, term, param)));
}

/** ORDER BY keys: the `_sort` rules (default: by id), then the id as tiebreak. */
export function sortAtoms(plan: SearchPlan, b: SqlBuilder): SortAtom[] {
  const { mapping } = plan;
  const atoms: SortAtom[] = [];
  for (const rule of plan.control.sort) {
    if (rule.name === '_id') break; // the id ends the order: later keys change nothing
    const keys = rule.name === '_lastUpdated'
      ? [{ sql: mapping.lastUpdated!.sql, type: 'datetime' as const, nullable: false }]
      : mapping.sorts[rule.name]!;
    for (const key of keys) atoms.push({ sql: key.sql(b), type: key.type, nullable: key.nullable, descending: rule.descending });
  }
  const idRule = plan.control.sort.find((r) => r.name === '_id');
  atoms.push({ sql: mapping.id(b), type: 'int', nullable: false, descending: idRule?.descending ?? false });
  return atoms;
}
