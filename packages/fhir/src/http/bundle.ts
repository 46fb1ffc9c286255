/**
 * @module fhir/http/bundle
 * Searchset Bundles: entries with fullUrl and search mode (match, include, outcome), `total`, and the
 * self and next links. Links repeat the search parameters that were applied, so a client can follow them
 * with GET whatever method it searched with. Pure.
 */
import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, BundleLink, FhirResource, OperationOutcome } from 'fhir/r4.js';

export interface BundleEntryInput {
  readonly resource: FhirResource;
  readonly mode: 'match' | 'include';
}

export function searchUrl(baseUrl: string, type: string, pairs: readonly (readonly [string, string])[]): string {
  const query = new URLSearchParams(pairs.map(([n, v]): [string, string] => [n, v])).toString();
  return `${baseUrl.replace(/\/+$/, '')}/${type}${query === '' ? '' : `?${query}`}`;
}

export function searchset(options: {
  baseUrl: string;
  entries: readonly BundleEntryInput[];
  outcome?: OperationOutcome;
  total?: number;
  self: string;
  next?: string;
  now: Date;
}): Bundle {
  const base = options.baseUrl.replace(/\/+$/, '');
  const entry: BundleEntry[] = [];
  if (options.outcome !== undefined) {
    entry.push({ fullUrl: `urn:uuid:${randomUUID()}`, resource: options.outcome, search: { mode: 'outcome' } });
  }
  for (const e of options.entries) {
    entry.push({ fullUrl: `${base}/${e.resource.resourceType}/${e.resource.id ?? ''}`, resource: e.resource, search: { mode: e.mode } });
  }
  const link: BundleLink[] = [{ relation: 'self', url: options.self }];
  if (options.next !== undefined) link.push({ relation: 'next', url: options.next });
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    meta: { lastUpdated: options.now.toISOString() },
    type: 'searchset',
    ...(options.total === undefined ? {} : { total: options.total }),
    link,
    ...(entry.length === 0 ? {} : { entry }),
  };
}
