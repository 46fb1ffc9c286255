/**
 * @module core/integrators
 * Integrators: created by the operator (the key is returned once and stored only as a hash),
 * authenticated by key on every integrator request, disabled by the operator.
 */
import { randomUUID } from 'node:crypto';
import {
  findIntegratorByKeyHash,
  findIntegratorById,
  insertIntegrator,
  listIntegrators as listIntegratorRows,
  setIntegratorStatus,
} from '../store/integrators.js';
import type { IntegratorRow } from '../store/schema.js';
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
}

function toView(row: IntegratorRow): IntegratorView {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    keyPrefix: row.api_key_prefix,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Creates an integrator and returns its key; the key is never retrievable again. */
export async function createIntegrator(ctx: GatewayContext, name: string): Promise<{ integrator: IntegratorView; apiKey: string }> {
  const apiKey = generateKey('ik');
  const now = isoNow(ctx.clock);
  const row: IntegratorRow = {
    id: randomUUID(),
    name,
    api_key_hash: hashSecret(apiKey),
    api_key_prefix: apiKey.slice(0, 10),
    status: 'active',
    created_at: now,
    updated_at: now,
  };
  await insertIntegrator(ctx.store.db, row);
  ctx.log.info({ integratorId: row.id }, 'integrator created');
  return { integrator: toView(row), apiKey };
}

export async function listIntegrators(ctx: GatewayContext): Promise<IntegratorView[]> {
  return (await listIntegratorRows(ctx.store.db)).map(toView);
}

export async function setIntegratorEnabled(ctx: GatewayContext, id: string, enabled: boolean): Promise<IntegratorView> {
  const changed = await setIntegratorStatus(ctx.store.db, id, enabled ? 'active' : 'disabled', isoNow(ctx.clock));
  if (changed === 0) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  const row = await findIntegratorById(ctx.store.db, id);
  if (!row) throw new GatewayError('INTEGRATOR_NOT_FOUND');
  ctx.log.info({ integratorId: id, status: row.status }, 'integrator status changed');
  return toView(row);
}

export async function authenticateIntegratorKey(ctx: GatewayContext, key: string | undefined): Promise<AuthenticatedIntegrator> {
  if (!key) throw new GatewayError('API_KEY_MISSING');
  const row = await findIntegratorByKeyHash(ctx.store.db, hashSecret(key));
  if (!row) throw new GatewayError('API_KEY_INVALID');
  if (row.status !== 'active') throw new GatewayError('INTEGRATOR_DISABLED');
  return { id: row.id, name: row.name };
}

/** Used by token checks: an integrator disabled after a token was issued loses access at once. */
export async function requireActiveIntegrator(ctx: GatewayContext, id: string): Promise<AuthenticatedIntegrator> {
  const row = await findIntegratorById(ctx.store.db, id);
  if (!row || row.status !== 'active') throw new GatewayError('INTEGRATOR_DISABLED');
  return { id: row.id, name: row.name };
}
