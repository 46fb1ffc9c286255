/**
 * @module core/integrators
 * Integrators: created by the operator (the key is returned once and stored only as a hash),
 * authenticated by key on every integrator request, disabled by the operator, given a new key by the operator
 * (the old one stops working at once).
 */
import { randomUUID } from 'node:crypto';
import {
  findIntegratorByKeyHash,
  findIntegratorById,
  insertIntegrator,
  listIntegrators as listIntegratorRecords,
  setIntegratorKey,
  setIntegratorStatus,
} from '../store/integrators.js';
import type { Integrator } from '../store/model.js';
import { isoNow } from './clock.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import { generateKey, hashSecret } from './secrets.js';

export interface IntegratorView {
  id: string;
  name: string;
  status: 'active' | 'disabled';
  keyPrefix: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuthenticatedIntegrator {
  id: string;
  name: string;
  /** The key's first characters (as operators see them), naming the credential in the audit trail. */
  keyPrefix: string;
}

function toView(integrator: Integrator): IntegratorView {
  return {
    id: integrator.id,
    name: integrator.name,
    status: integrator.status,
    keyPrefix: integrator.apiKeyPrefix,
    createdAt: integrator.createdAt,
    updatedAt: integrator.updatedAt,
  };
}

function newKey(): { apiKey: string; hash: string; prefix: string } {
  const apiKey = generateKey('ik');
  return { apiKey, hash: hashSecret(apiKey), prefix: apiKey.slice(0, 10) };
}

/** Creates an integrator and returns its key; the key is never retrievable again. */
export async function createIntegrator(ctx: GatewayContext, name: string): Promise<{ integrator: IntegratorView; apiKey: string }> {
  const { apiKey, hash, prefix } = newKey();
  const now = isoNow(ctx.clock);
  const integrator: Integrator = {
    id: randomUUID(),
    name,
    apiKeyHash: hash,
    apiKeyPrefix: prefix,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  };
  await insertIntegrator(ctx.store.db, integrator);
  ctx.log.info({ integratorId: integrator.id }, 'integrator created');
  return { integrator: toView(integrator), apiKey };
}

export async function listIntegrators(ctx: GatewayContext): Promise<IntegratorView[]> {
  return (await listIntegratorRecords(ctx.store.db)).map(toView);
}

export async function setIntegratorEnabled(ctx: GatewayContext, id: string, enabled: boolean): Promise<IntegratorView> {
  const changed = await setIntegratorStatus(ctx.store.db, id, enabled ? 'active' : 'disabled', isoNow(ctx.clock));
  ctx.access.forgetIntegrator(id);
  if (changed === 0) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  const integrator = await findIntegratorById(ctx.store.db, id);
  if (!integrator) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  ctx.log.info({ integratorId: id, status: integrator.status }, 'integrator status changed');
  return toView(integrator);
}

/** Gives the integrator a new key, returned once; the old key is refused from now on. */
export async function rotateIntegratorKey(ctx: GatewayContext, id: string): Promise<{ integrator: IntegratorView; apiKey: string }> {
  const { apiKey, hash, prefix } = newKey();
  const changed = await setIntegratorKey(ctx.store.db, id, { hash, prefix }, isoNow(ctx.clock));
  ctx.access.forgetIntegrator(id);
  if (changed === 0) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  const integrator = await findIntegratorById(ctx.store.db, id);
  if (!integrator) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  ctx.log.info({ integratorId: id }, 'integrator key rotated');
  return { integrator: toView(integrator), apiKey };
}

export async function authenticateIntegratorKey(ctx: GatewayContext, key: string | undefined): Promise<AuthenticatedIntegrator> {
  if (!key) throw new GatewayError('API_KEY_MISSING');
  const hash = hashSecret(key);
  const integrator = await ctx.access.integratorsByKeyHash.get(hash, () => findIntegratorByKeyHash(ctx.store.db, hash));
  if (!integrator) throw new GatewayError('API_KEY_INVALID');
  if (integrator.status !== 'active') throw new GatewayError('INTEGRATOR_DISABLED');
  return { id: integrator.id, name: integrator.name, keyPrefix: integrator.apiKeyPrefix };
}

/** Used by token checks: an integrator disabled after a token was issued loses access. */
export async function requireActiveIntegrator(ctx: GatewayContext, id: string): Promise<AuthenticatedIntegrator> {
  const integrator = await ctx.access.integratorsById.get(id, () => findIntegratorById(ctx.store.db, id));
  if (!integrator || integrator.status !== 'active') throw new GatewayError('INTEGRATOR_DISABLED');
  return { id: integrator.id, name: integrator.name, keyPrefix: integrator.apiKeyPrefix };
}
