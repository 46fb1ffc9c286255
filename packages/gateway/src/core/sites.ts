/**
 * @module core/sites
 * Site registration by agents, authority per practice, subscription status, and how sites are shown.
 * No HTTP here: failures are GatewayErrors with catalogue codes.
 */
import type { RegisterSiteRequest } from '@site-query-gateway/protocol/agent-api.js';
import { findPmsKind } from '@site-query-gateway/protocol/pms-kinds.js';
import {
  clearAuthoritative,
  findAuthoritativeSite,
  findSiteById,
  findSiteByKeyHash,
  insertSite,
  listSites,
  updateSite,
} from '../store/sites.js';
import { listPairedIntegrators } from '../store/pairings.js';
import type { Site, SiteChanges } from '../store/model.js';
import { isoNow } from './clock.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import { hashSecret } from './secrets.js';
import { deriveAvailability, toSiteView, type Availability, type SiteView } from './site-view.js';

/** A site as core hands it to callers. */
export type SiteRecord = Site;

export function availabilityOf(ctx: GatewayContext, site: Site): Availability {
  return deriveAvailability(ctx.presence.overlay(site), ctx.clock.now().getTime(), ctx.config.availabilityTimeoutMs);
}

export function viewSite(ctx: GatewayContext, site: Site): SiteView {
  const current = ctx.presence.overlay(site);
  return toSiteView(current, availabilityOf(ctx, current));
}

export interface RegistrationResult {
  site: Site;
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
    practiceName: input.practiceName,
    practiceManagementVersion: input.practiceManagementVersion,
    databaseEngine: input.databaseEngine,
    catalogue: input.catalogue,
    linkVersion: input.linkVersion,
    name: input.name ?? input.practiceName,
    enrichedAt: now,
    updatedAt: now,
  } satisfies SiteChanges;
  const db = ctx.store.db;
  // GUIDs are case-insensitive; stored lower-case so every later lookup (also lower-cased) finds them.
  const siteId = input.siteId.toLowerCase();

  const existing = await findSiteById(db, siteId);
  if (existing) {
    if (existing.subscriptionKeyHash !== keyHash) throw new GatewayError('SITE_ALREADY_REGISTERED');
    if (existing.practiceManagementName !== kind.practiceManagementName || existing.practiceManagementSiteId !== input.practiceManagementSiteId) {
      throw new GatewayError('SITE_ALREADY_REGISTERED', 'This site is registered for another practice; install anew to move it.');
    }
    await updateSite(db, existing.id, reported);
    return { site: { ...existing, ...reported }, created: false };
  }

  const practice = { practiceManagementName: kind.practiceManagementName, practiceManagementSiteId: input.practiceManagementSiteId };
  const site: Site = {
    id: siteId,
    subscriptionKeyHash: keyHash,
    ...practice,
    pmsType: kind.pmsType,
    status: ctx.config.siteActivation === 'auto' ? 'active' : 'initialising',
    authoritative: !(await findAuthoritativeSite(db, practice)),
    connectionState: 'never',
    heartbeatAt: null,
    clientTimestampUtc: null,
    timeZone: null,
    createdAt: now,
    ...reported,
  };
  try {
    await insertSite(db, site);
  } catch (err) {
    // Which rule did the insert break? The same id or key registered meanwhile is a conflict; a first
    // install that lost the race for authority is registered as non-authoritative; anything else is a fault.
    if ((await findSiteById(db, site.id)) || (await findSiteByKeyHash(db, keyHash))) throw new GatewayError('SITE_ALREADY_REGISTERED');
    if (!site.authoritative || !(await findAuthoritativeSite(db, practice))) throw err;
    site.authoritative = false;
    await insertSite(db, site);
  }
  ctx.log.info({ siteId: site.id, authoritative: site.authoritative, status: site.status }, 'site registered');
  return { site, created: true };
}

/** Finds the site of a subscription key, refusing keys whose subscription is not active. */
export async function authenticateAgentKey(ctx: GatewayContext, key: string | undefined): Promise<Site> {
  if (!key) throw new GatewayError('SUBSCRIPTION_KEY_INVALID');
  const site = await findSiteByKeyHash(ctx.store.db, hashSecret(key));
  if (!site) throw new GatewayError('SUBSCRIPTION_KEY_INVALID');
  if (site.status === 'initialising') throw new GatewayError('SUBSCRIPTION_NOT_READY');
  if (site.status !== 'active') throw new GatewayError('SUBSCRIPTION_KEY_INVALID', 'Access denied: the subscription was revoked.');
  return site;
}

export async function listSitesForOperator(ctx: GatewayContext): Promise<SiteView[]> {
  const sites = await listSites(ctx.store.db);
  return sites.map((site) => viewSite(ctx, site));
}

/** Who is paired with the site's practice (pairings belong to the practice, so they survive a change of server). */
export async function listSitePairings(ctx: GatewayContext, siteId: string): Promise<{ integratorId: string; name: string; pairedAt: string }[]> {
  const site = await requireSite(ctx, siteId);
  return listPairedIntegrators(ctx.store.db, { practiceManagementName: site.practiceManagementName, practiceManagementSiteId: site.practiceManagementSiteId });
}

async function requireSite(ctx: GatewayContext, siteId: string): Promise<Site> {
  const site = await findSiteById(ctx.store.db, siteId);
  if (!site) throw new GatewayError('SITE_NOT_FOUND');
  return site;
}

/** Makes this site the practice's authoritative server; the previous one stops being it. */
export async function makeSiteAuthoritative(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  const now = isoNow(ctx.clock);
  const site = await ctx.store.transaction(async (trx) => {
    const found = await findSiteById(trx, siteId);
    if (!found) throw new GatewayError('SITE_NOT_FOUND');
    await clearAuthoritative(trx, found, now);
    await updateSite(trx, siteId, { authoritative: true, updatedAt: now });
    return found;
  });
  ctx.access.forgetPractice(site);
  ctx.log.info({ siteId }, 'site made authoritative');
  return viewSite(ctx, await requireSite(ctx, siteId));
}

export async function activateSite(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  const site = await requireSite(ctx, siteId);
  await updateSite(ctx.store.db, siteId, { status: 'active', updatedAt: isoNow(ctx.clock) });
  ctx.access.forgetPractice(site);
  ctx.log.info({ siteId }, 'site subscription activated');
  return viewSite(ctx, await requireSite(ctx, siteId));
}

/** Revokes a subscription: the key stops working and a connected agent is disconnected. */
export async function revokeSite(ctx: GatewayContext, siteId: string): Promise<SiteView> {
  const site = await requireSite(ctx, siteId);
  await updateSite(ctx.store.db, siteId, { status: 'removed', updatedAt: isoNow(ctx.clock) });
  ctx.access.forgetPractice(site);
  ctx.agents.disconnect(siteId, 'unauthorized');
  ctx.log.info({ siteId }, 'site subscription revoked');
  return viewSite(ctx, await requireSite(ctx, siteId));
}
