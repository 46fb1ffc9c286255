/**
 * @module core/access-cache
 * Short-lived memory of what every request re-checks — the integrator behind a key, a site, a pairing —
 * so a busy integrator's requests do not each cost three store reads. Only positive answers are kept
 * (an unknown key is asked again, and limited by the rate limiter), for `ttlMs`; a change made through
 * this instance (disable, revoke, authority moved) forgets the entry at once, a change made through
 * another instance sharing the store takes effect within `ttlMs`.
 */
import type { LRUCache } from 'lru-cache';
import { boundedLru } from './bounded-lru.js';
import type { Integrator, PracticeRef, Site } from '../store/model.js';

const MAX_ENTRIES = 10_000;

class Memo<V extends object> {
  private readonly cache: LRUCache<string, V>;
  constructor(ttlMs: number) {
    this.cache = boundedLru<string, V>(MAX_ENTRIES, { ttl: ttlMs, ttlAutopurge: false });
  }
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const loaded = await load();
    if (loaded !== undefined) this.cache.set(key, loaded);
    return loaded;
  }
  forget(predicate: (key: string, value: V) => boolean): void {
    for (const [key, value] of this.cache.entries()) if (predicate(key, value)) this.cache.delete(key);
  }
  clear(): void {
    this.cache.clear();
  }
}

export class AccessCache {
  readonly integratorsByKeyHash: Memo<Integrator>;
  readonly integratorsById: Memo<Integrator>;
  readonly sites: Memo<Site>;
  readonly pairings: Memo<{ paired: true }>;

  constructor(readonly ttlMs: number) {
    this.integratorsByKeyHash = new Memo(ttlMs);
    this.integratorsById = new Memo(ttlMs);
    this.sites = new Memo(ttlMs);
    this.pairings = new Memo(ttlMs);
  }

  static pairingKey(integratorId: string, practice: PracticeRef): string {
    return `${integratorId}\n${practice.practiceManagementName}\n${practice.practiceManagementSiteId}`;
  }

  forgetIntegrator(id: string): void {
    this.integratorsByKeyHash.forget((_key, integrator) => integrator.id === id);
    this.integratorsById.forget((key) => key === id);
  }

  /** A site's status or authority changed: forget it and every site of its practice. */
  forgetPractice(practice: PracticeRef): void {
    this.sites.forget(
      (_key, site) => site.practiceManagementName === practice.practiceManagementName && site.practiceManagementSiteId === practice.practiceManagementSiteId,
    );
  }
}
