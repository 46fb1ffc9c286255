/**
 * @module core/sites
 * Site registration by agents, authority per practice, subscription status, and how sites are shown.
 * No HTTP here: failures are GatewayErrors with catalogue codes.
 */
import type { RegisterSiteRequest } from '../protocol/agent-api.js';
import { findPmsKind } from '../protocol/pms-kinds.js';
import {
  clearAuthoritative,
  findAuthoritativeSite,
  findSiteById,
  findSiteByKeyHash,
  insertSite,
  listSites,
  updateSite,
} from '../store/sites.js';
import type { SiteRow } from '../store/schema.js';
import { isoNow } from './clock.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import { hashSecret } from './secrets.js';
import { deriveAvailability, toSiteView, type Availability, type SiteView } from './site-view.js';

/** A site as core hands it to callers (the store row). */
export type SiteRecord = SiteRow;

export function availabilityOf(ctx: GatewayContext, row: SiteRow): Availability {
  return deriveAvailability(ctx.presence.overlay(row), ctx.clock.now().getTime(), ctx.config.availabilityTimeoutMs);
}

export function viewSite(ctx: GatewayContext, row: SiteRow): SiteView {
  const current = ctx.presence.overlay(row);
  return toSiteView(current, availabilityOf(ctx, current));
}

export interface RegistrationResult {
  site: SiteRow;
  created: boolean;
}

/**
 * Registers an agent's site. The first site of a practice becomes authoritative; later ones are not.
 * Re-registering the same site id with the same key updates what the agent reports (reinstall, upgrade).
 */
export async function registerSite(ctx: GatewayContext, input: RegisterSiteRequest): Promise<RegistrationResult> {
  const kind = findPmsKind(input.practiceManagementName);
  if (!kind) throw new GatewayError('UNKNOWN_PMS_KIND', `Unknown practiceManagementName "${input.practiceManagementName}".`);
  const keyHash = hashSecret(input.subscriptionKey);
  const now = isoNow(ctx.clock);
  const reported = {
    practice_name: input.practiceName,
    practice_management_version: input.practiceManagementVersion,
    database_engine: input.databaseEngine,
    catalogue: JSON.stringify(input.catalogue),
    link_version: input.linkVersion,
    name: input.name ?? input.practiceName,
    enriched_at: now,
    updated_at: now,
  };
  const db = ctx.store.db;

  const existing = await findSiteById(db, input.siteId);
  if (existing) {
    if (existing.subscription_key_hash !== keyHash) throw new GatewayError('SITE_ALREADY_REGISTERED');
    if (
      existing.practice_management_name !== kind.practiceManagementName ||
      existing.practice_management_site_id !== input.practiceManagementSiteId
    ) {
      throw new GatewayError('SITE_ALREADY_REGISTERED', 'This site is registered for another practice; install anew to move it.');
    }
    await updateSite(db, existing.id, reported);
    return { site: { ...existing, ...reported }, created: false };
  }

  const base: SiteRow = {
    id: input.siteId,
    subscription_key_hash: keyHash,
    practice_management_name: kind.practiceManagementName,
    pms_type: kind.pmsType,
    practice_management_site_id: input.practiceManagementSiteId,
    status: ctx.config.siteActivation === 'auto' ? 'active' : 'initialising',
    authoritative: 0,
    connection_state: 'never',
    heartbeat_at: null,
    client_timestamp_utc: null,
    created_at: now,
    ...reported,
  };
  const current = await findAuthoritativeSite(db, kind.practiceManagementName, input.practiceManagementSiteId);
  const row: SiteRow = { ...base, authoritative: current ? 0 : 1 };
  try {
    await insertSite(db, row);
  } catch (err) {
    // Which rule did the insert break? The same id or key registered meanwhile is a conflict; a first
    // install that lost the race for authority is registered as non-authoritative; anything else is a fault.
    if ((await findSiteById(db, row.id)) || (await findSiteByKeyHash(db, keyHash))) throw new GatewayError('SITE_ALREADY_REGISTERED');
    if (row.authoritative !== 1 || !(await findAuthoritativeSite(db, kind.practiceManagementName, input.practiceManagementSiteId))) throw err;
    row.authoritative = 0;
    await insertSite(db, row);
  }
  ctx.log.info({ siteId: row.id, authoritative: row.authoritative === 1, status: row.status }, 'site registered');
  return { site: row, created: true };
}

/** Finds the site of a subscription key, refusing keys whose subscription is not active. */
export async function authenticateAgentKey(ctx: GatewayContext, key: string | undefined): Promise<SiteRow> {
  if (!key) throw new GatewayError('SUBSCRIPTION_KEY_INVALID');
  const site = await findSiteByKeyHash(ctx.store.db, hashSecret(key));
  if (!site) throw new GatewayError('SUBSCRIPTION_KEY_INVALID');
  if (site.status === 'initialising') throw new GatewayError('SUBSCRIPTION_NOT_READY');
  if (site.status !== 'active') throw new GatewayError('SUBSCRIPTION_KEY_INVALID', 'Access denied: the subscription was revoked.');
  return site;
}

export async function listSitesForOperator(ctx: GatewayContext): Promise<SiteView[]> {
  const rows = await listSites(ctx.store.db);
  return rows.map((row) => viewSite(ctx, row));
}

async function requireSite(ctx: GatewayContext, siteId: string): Promise<SiteRow> {
  const site = await findSiteById(ctx.store.db, siteId);
  if (!site) throw new GatewayError('SITE_NOT_FOUND');
  return site;
}

/** Makes this site the practice's authoritative server; the previous one stops being it. */
export async function makeSiteAuthoritative(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  const now = isoNow(ctx.clock);
  await ctx.store.db.transaction().execute(async (trx) => {
    const site = await findSiteById(trx, siteId);
    if (!site) throw new GatewayError('SITE_NOT_FOUND');
    await clearAuthoritative(trx, site.practice_management_name, site.practice_management_site_id, now);
    await updateSite(trx, siteId, { authoritative: 1, updated_at: now });
  });
  ctx.log.info({ siteId }, 'site made authoritative');
  return viewSite(ctx, await requireSite(ctx, siteId));
}

export async function activateSite(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  await requireSite(ctx, siteId);
  await updateSite(ctx.store.db, siteId, { status: 'active', updated_at: isoNow(ctx.clock) });
  ctx.log.info({ siteId }, 'site subscription activated');
  return viewSite(ctx, await requireSite(ctx, siteId));
}

/** Revokes a subscription: the key stops working and a connected agent is disconnected. */
export async function revokeSite(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  await requireSite(ctx, siteId);
  await updateSite(ctx.store.db, siteId, { status: 'removed', updated_at: isoNow(ctx.clock) });
  ctx.agents.disconnect(siteId, 'unauthorized');
  ctx.log.info({ siteId }, 'site subscription revoked');
  return viewSite(ctx, await requireSite(ctx, siteId));
}
