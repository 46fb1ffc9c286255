/**
 * @module core/site-view
 * Turns a site into the Site resource integrators read, and derives `availability`.
 */
import type { CatalogueEntry } from '@site-query-gateway/protocol/messages.js';
import type { Site } from '../store/model.js';

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
  /** This gateway's addition to the Site: the zone the FHIR facade reads the site's local times in (absent: Australia/Sydney). */
  timeZone?: string;
}

/**
 * `online` while heard from within the timeout (two heartbeats); `offline` after a sign-off or before the
 * first connection; `unavailable` when contact was lost without a sign-off.
 */
export function deriveAvailability(site: Pick<Site, 'connectionState' | 'heartbeatAt' | 'status'>, nowMs: number, timeoutMs: number): Availability {
  if (site.status !== 'active') return 'offline';
  if (site.connectionState !== 'connected' || site.heartbeatAt === null) return 'offline';
  return nowMs - Date.parse(site.heartbeatAt) <= timeoutMs ? 'online' : 'unavailable';
}

export function toSiteView(site: Site, availability: Availability): SiteView {
  const view: SiteView = {
    id: site.id,
    pmsType: site.pmsType,
    availability,
    status: site.status,
    linkVersion: site.linkVersion,
    catalogue: site.catalogue,
    practiceMetadata: {
      pmsType: site.pmsType,
      practiceName: site.practiceName,
      practiceManagementSiteId: site.practiceManagementSiteId,
      practiceManagementVersion: site.practiceManagementVersion,
    },
    name: site.name,
    practiceManagementSiteId: site.practiceManagementSiteId,
    practiceManagementName: site.practiceManagementName,
    practiceManagementVersion: site.practiceManagementVersion,
    createdAt: site.createdAt,
    authoritative: site.authoritative,
  };
  if (site.enrichedAt !== null) view.enrichedAt = site.enrichedAt;
  if (site.clientTimestampUtc !== null) view.clientTimestampUTC = site.clientTimestampUtc;
  if (site.heartbeatAt !== null) view.heartbeatTimestampUTC = site.heartbeatAt;
  if (site.timeZone !== null) view.timeZone = site.timeZone;
  return view;
}
