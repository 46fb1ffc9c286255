/**
 * @module core/site-view
 * Turns a site row into the spec's Site resource (2.4) and derives `availability`.
 */
import type { CatalogueEntry } from '../protocol/messages.js';
import type { SiteRow } from '../store/schema.js';
import { parseJsonOr } from './json.js';

export type Availability = 'online' | 'offline' | 'unavailable';

/** The Site resource as integrators see it. Optional fields are omitted until the agent has reported them. */
export interface SiteView {
  id: string;
  pmsType: string;
  availability: Availability;
  status: string;
  linkVersion: string;
  enrichedAt?: string;
  catalogue: CatalogueEntry[];
  practiceMetadata: {
    pmsType: string;
    practiceName: string;
    practiceManagementSiteId: string;
    practiceManagementVersion: string;
  };
  name: string;
  practiceManagementSiteId: string;
  practiceManagementName: string;
  practiceManagementVersion: string;
  createdAt: string;
  authoritative: boolean;
  clientTimestampUTC?: string;
  heartbeatTimestampUTC?: string;
}

/**
 * `online` while heard from within the timeout (two heartbeats); `offline` after a sign-off or before the
 * first connection; `unavailable` when contact was lost without a sign-off.
 */
export function deriveAvailability(row: Pick<SiteRow, 'connection_state' | 'heartbeat_at' | 'status'>, nowMs: number, timeoutMs: number): Availability {
  if (row.status !== 'active') return 'offline';
  if (row.connection_state !== 'connected' || row.heartbeat_at === null) return 'offline';
  return nowMs - Date.parse(row.heartbeat_at) <= timeoutMs ? 'online' : 'unavailable';
}

export function parseCatalogue(text: string): CatalogueEntry[] {
  const value = parseJsonOr<unknown>(text, []);
  return Array.isArray(value) ? (value as CatalogueEntry[]) : [];
}

export function toSiteView(row: SiteRow, availability: Availability): SiteView {
  const view: SiteView = {
    id: row.id,
    pmsType: row.pms_type,
    availability,
    status: row.status,
    linkVersion: row.link_version,
    catalogue: parseCatalogue(row.catalogue),
    practiceMetadata: {
      pmsType: row.pms_type,
      practiceName: row.practice_name,
      practiceManagementSiteId: row.practice_management_site_id,
      practiceManagementVersion: row.practice_management_version,
    },
    name: row.name,
    practiceManagementSiteId: row.practice_management_site_id,
    practiceManagementName: row.practice_management_name,
    practiceManagementVersion: row.practice_management_version,
    createdAt: row.created_at,
    authoritative: row.authoritative === 1,
  };
  if (row.enriched_at !== null) view.enrichedAt = row.enriched_at;
  if (row.client_timestamp_utc !== null) view.clientTimestampUTC = row.client_timestamp_utc;
  if (row.heartbeat_at !== null) view.heartbeatTimestampUTC = row.heartbeat_at;
  return view;
}
