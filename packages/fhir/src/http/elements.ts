/**
 * @module fhir/http/elements
 * `_elements` and `_summary` (R4 search §2.1.1.4–5): a resource cut down to the requested top-level
 * elements, or to its summary elements, always keeping id, meta and the elements the resource cannot be
 * valid without, and tagged SUBSETTED so no one mistakes it for the whole record. Pure.
 */
import type { FhirResource } from 'fhir/r4.js';
import type { ResourceMapping } from '../mapping/model.js';
import type { SummaryMode } from '../search/request.js';

const ALWAYS = ['resourceType', 'id', 'meta'];
const SUBSETTED = { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'SUBSETTED', display: 'subsetted' };

/**
 * `effective` and `effective[x]` (a choice element, as R4 names it) name `effectiveDateTime`; `name` names
 * `name`.
 */
function named(key: string, wanted: readonly string[]): boolean {
  return wanted.some((element) => {
    const w = element.endsWith('[x]') ? element.slice(0, -3) : element;
    return key === w || (key.startsWith(w) && /^[A-Z]/.test(key.slice(w.length)));
  });
}

function keep(resource: FhirResource, wanted: readonly string[]): FhirResource {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resource)) if (ALWAYS.includes(key) || named(key, wanted)) out[key] = value;
  const meta = (out.meta ?? {}) as { tag?: unknown[] };
  out.meta = { ...meta, tag: [...(meta.tag ?? []), SUBSETTED] };
  return out as unknown as FhirResource;
}

export function subset(resource: FhirResource, mapping: ResourceMapping, summary: SummaryMode | undefined, elements: readonly string[] | undefined): FhirResource {
  if (elements !== undefined && elements.length > 0) return keep(resource, [...elements, ...mapping.required]);
  switch (summary) {
    case 'true':
      return keep(resource, [...mapping.summary, ...mapping.required]);
    case 'text':
      return keep(resource, ['text', ...mapping.required]);
    case 'data':
    case 'false':
    case 'count':
    case undefined:
      // `data` drops the narrative, and the facade writes none; `false` and none keep everything.
      return resource;
  }
}
