/**
 * @module fhir/http/capability
 * The CapabilityStatement of a site, generated from its kind's mapping: exactly the resources,
 * interactions (read, search-type), search parameters, `_include`/`_revinclude` values and sort keys the
 * facade serves, so the statement cannot drift from the code. Pure.
 */
import type { CapabilityStatement, CapabilityStatementRestResource, CapabilityStatementRestResourceSearchParam } from 'fhir/r4.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';
import type { KindMapping, ResourceMapping } from '../mapping/model.js';
import { paramsOf, sortNamesOf } from '../search/plan.js';

/** `_include` values a resource accepts: each of its reference parameters. */
export function includesOf(mapping: ResourceMapping): string[] {
  return Object.entries(mapping.params).filter(([, p]) => p.type === 'reference').map(([name]) => `${mapping.type}:${name}`);
}

/** `_revinclude` values a resource accepts: the reference parameters of any resource that point at it. */
export function revincludesOf(kind: KindMapping, mapping: ResourceMapping): string[] {
  return kind.resources.flatMap((source) =>
    Object.entries(source.params)
      .filter(([, p]) => p.type === 'reference' && p.refs.some((r) => r.target === mapping.type))
      .map(([name]) => `${source.type}:${name}`));
}

function searchParams(mapping: ResourceMapping): CapabilityStatementRestResourceSearchParam[] {
  const out: CapabilityStatementRestResourceSearchParam[] = [
    { name: '_id', definition: 'http://hl7.org/fhir/SearchParameter/Resource-id', type: 'token' },
  ];
  for (const [name, param] of Object.entries(paramsOf(mapping))) {
    out.push({ name, definition: param.definition, type: param.type, ...(param.documentation === undefined ? {} : { documentation: param.documentation }) });
  }
  return out;
}

function resourceEntry(kind: KindMapping, mapping: ResourceMapping): CapabilityStatementRestResource {
  return {
    type: mapping.type,
    profile: `http://hl7.org/fhir/StructureDefinition/${mapping.type}`,
    ...(mapping.profile === undefined ? {} : { supportedProfile: [mapping.profile] }),
    documentation: `Sortable by ${sortNamesOf(mapping).join(', ')} (prefix - for descending).`,
    interaction: [{ code: 'read' }, { code: 'search-type' }],
    versioning: 'no-version',
    readHistory: false,
    updateCreate: false,
    conditionalCreate: false,
    conditionalRead: 'not-supported',
    conditionalUpdate: false,
    conditionalDelete: 'not-supported',
    searchInclude: includesOf(mapping),
    searchRevInclude: revincludesOf(kind, mapping),
    searchParam: searchParams(mapping),
  };
}

export function capabilityStatement(kind: KindMapping, options: { siteId: string; baseUrl: string; now: Date }): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    ...(/^[A-Za-z0-9\-.]{1,64}$/.test(options.siteId) ? { id: options.siteId } : {}),
    status: 'active',
    date: options.now.toISOString(),
    kind: 'instance',
    software: { name: kind.softwareName, version: RELEASE_VERSION },
    implementation: { description: `FHIR R4 facade over a ${kind.practiceManagementName} database`, url: options.baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [{
      mode: 'server',
      documentation: 'Read and search only. Search by GET or by POST [type]/_search (application/x-www-form-urlencoded). ' +
        'Unknown parameters are ignored with a warning unless Prefer: handling=strict. _count defaults to 20, at most 200.',
      resource: kind.resources.map((m) => resourceEntry(kind, m)),
    }],
  };
}
