/**
 * @module core/pairing
 * Pairing integrators with practices, pairing codes minted at the clinic, and the one access rule for
 * every integrator-facing site operation: unknown or unpaired → 404, non-authoritative → 403.
 */
import { findPmsKind, type PmsKind } from '@site-query-gateway/protocol/pms-kinds.js';
import type { Site } from '../store/model.js';
import { consumePairingCode, insertPairing, insertPairingCode, isPaired } from '../store/pairings.js';
import { findAuthoritativeSite, findSiteById, listSites, listSitesPairedWith } from '../store/sites.js';
import { AccessCache } from './access-cache.js';
import { isoNow } from './clock.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import type { AuthenticatedIntegrator } from './integrators.js';
import { generatePairingCode, hashPairingCode } from './secrets.js';
import { viewSite } from './sites.js';
import type { SiteView } from './site-view.js';

export interface PairRequest {
  practiceManagementSiteId: string;
  practiceManagementName: string;
  pairingCode?: string | undefined;
}

function requireKind(name: string): PmsKind {
  const kind = findPmsKind(name);
  if (!kind) throw new GatewayError('UNKNOWN_PMS_KIND', `Unknown practiceManagementName "${name}".`);
  return kind;
}

/** Pairs the integrator with a practice. Pairing again when already paired returns the site unchanged. */
export async function pairSite(ctx: GatewayContext, integrator: AuthenticatedIntegrator, input: PairRequest): Promise<SiteView> {
  const kind = requireKind(input.practiceManagementName);
  const practice = {
    practiceManagementName: kind.practiceManagementName,
    practiceManagementSiteId: input.practiceManagementSiteId,
  };
  const site = await findAuthoritativeSite(ctx.store.db, practice);
  if (!site || site.status !== 'active') throw new GatewayError('PRACTICE_NOT_FOUND');
  if (await isPaired(ctx.store.db, integrator.id, practice)) return viewSite(ctx, site);

  const now = isoNow(ctx.clock);
  if (kind.pairingCodeRequired) {
    if (!input.pairingCode) throw new GatewayError('PAIRING_CODE_REQUIRED');
    const codeHash = hashPairingCode(practice.practiceManagementName, practice.practiceManagementSiteId, input.pairingCode);
    await ctx.store.transaction(async (trx) => {
      if (!(await consumePairingCode(trx, codeHash, integrator.id, now))) throw new GatewayError('PAIRING_CODE_INVALID');
      await insertPairing(trx, integrator.id, practice, now);
    });
  } else {
    await insertPairing(ctx.store.db, integrator.id, practice, now);
  }
  ctx.log.info({ integratorId: integrator.id, siteId: site.id }, 'integrator paired with practice');
  return viewSite(ctx, site);
}

/** Mints a single-use code for the agent's own practice. Only the authoritative server may. */
export async function mintPairingCode(ctx: GatewayContext, site: Site): Promise<{ pairingCode: string; expiresAt: string }> {
  const kind = requireKind(site.practiceManagementName);
  if (!kind.pairingCodeRequired) throw new GatewayError('PAIRING_CODE_NOT_USED_BY_KIND');
  if (!site.authoritative) throw new GatewayError('SITE_NOT_AUTHORITATIVE');
  const now = ctx.clock.now();
  const pairingCode = generatePairingCode();
  const expiresAt = new Date(now.getTime() + ctx.config.pairingCodeTtlMs).toISOString();
  await insertPairingCode(ctx.store.db, {
    codeHash: hashPairingCode(site.practiceManagementName, site.practiceManagementSiteId, pairingCode),
    practice: { practiceManagementName: site.practiceManagementName, practiceManagementSiteId: site.practiceManagementSiteId },
    mintedBySiteId: site.id,
    expiresAt,
    now: now.toISOString(),
  });
  ctx.log.info({ siteId: site.id }, 'pairing code minted');
  return { pairingCode, expiresAt };
}

/**
 * The access rule for a site id from an integrator: it must exist and be paired (else 404, so other
 * integrators' sites are indistinguishable from missing ones) and be authoritative (else 403). Work
 * (queries, tokens) also needs an active subscription; the site's status stays readable without one.
 * Work reads through the access cache (it runs on every query); a status read goes to the store, since
 * what it shows changes with every heartbeat.
 */
export async function resolveIntegratorSite(ctx: GatewayContext, integratorId: string, siteId: string, options: { forWork?: boolean } = {}): Promise<Site> {
  const site = options.forWork ? await ctx.access.sites.get(siteId, () => findSiteById(ctx.store.db, siteId)) : await findSiteById(ctx.store.db, siteId);
  if (!site) throw new GatewayError('SITE_NOT_FOUND');
  const paired = await ctx.access.pairings.get(AccessCache.pairingKey(integratorId, site), async () =>
    (await isPaired(ctx.store.db, integratorId, site)) ? { paired: true as const } : undefined,
  );
  if (!paired) throw new GatewayError('SITE_NOT_FOUND');
  if (!site.authoritative) throw new GatewayError('SITE_NOT_AUTHORITATIVE');
  if (options.forWork && site.status !== 'active') throw new GatewayError('SITE_NOT_ACTIVE');
  return site;
}

/** `GET /sites`: the authoritative sites of a practice that the integrator is paired with. */
export async function listPairedSites(
  ctx: GatewayContext,
  integratorId: string,
  query: { practiceManagementSiteId: string; practiceManagementName: string },
): Promise<SiteView[]> {
  const kind = requireKind(query.practiceManagementName);
  const practice = { practiceManagementName: kind.practiceManagementName, practiceManagementSiteId: query.practiceManagementSiteId };
  if (!(await isPaired(ctx.store.db, integratorId, practice))) return [];
  const sites = await listSites(ctx.store.db, practice);
  return sites.filter((s) => s.authoritative).map((s) => viewSite(ctx, s));
}

/** The authoritative site of every practice the integrator is paired with (the console's site list). */
export async function listAllPairedSites(ctx: GatewayContext, integratorId: string): Promise<SiteView[]> {
  return (await listSitesPairedWith(ctx.store.db, integratorId)).map((s) => viewSite(ctx, s));
}
