/**
 * @module fhir/http/read
 * `GET [type]/[id]`: one row by its record key. An id that is a valid FHIR id but cannot be a key
 * (not a number) is simply not found, without asking the site.
 */
import type { FhirResource } from 'fhir/r4.js';
import type { ResourceMapping } from '../mapping/model.js';
import { notFound } from '../outcome.js';
import { RowReader } from '../rows.js';
import { parseKey } from '../search/filters.js';
import { SqlBuilder } from '../sql/builder.js';
import { selectStatement } from '../sql/select.js';
import type { RequestContext } from './context.js';
import { subset } from './elements.js';
import { parseSearch } from '../search/request.js';

export async function read(ctx: RequestContext, mapping: ResourceMapping, id: string, pairs: readonly (readonly [string, string])[]): Promise<FhirResource> {
  const key = parseKey(id);
  if (key === undefined) throw notFound(`${mapping.type}/${id} is not known.`);
  // A read takes _elements and _summary; other parameters mean nothing here.
  const { control } = parseSearch(pairs.filter(([n]) => n === '_elements' || n === '_summary'));
  const b = new SqlBuilder(ctx.dialect);
  const text = selectStatement(b, {
    mapping,
    conditions: [`${mapping.id(b)} = ${b.value('Int', key)}`],
    atoms: [{ sql: mapping.id(b), type: 'int', nullable: false, descending: false }],
    withTotal: false,
  });
  const rows = await ctx.run(b.command(text));
  const row = rows[0];
  if (row === undefined) throw notFound(`${mapping.type}/${id} is not known.`);
  return subset(mapping.build(new RowReader(row), { timeZone: ctx.timeZone }), mapping, control.summary === 'count' ? undefined : control.summary, control.elements);
}
