/**
 * @module core/smart/clients
 * An integrator's SMART Backend Services clients: registered with a name, an inline public JWK Set (RSA
 * or EC keys for RS384 or ES384; never a private key) and the system scopes the client may be granted.
 * The client id is generated; only the owning integrator lists or deletes its clients.
 */
import { randomUUID } from 'node:crypto';
import { importJWK } from 'jose';
import { deleteSmartClient, insertSmartClient, listSmartClients, type SmartClient } from '../../store/smart-clients.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';
import { isReadScope } from './scopes.js';

export interface SmartClientInput {
  name: string;
  jwks: { keys: Record<string, unknown>[] };
  scopes: string[];
}

/** Private-key members of RSA and EC JWKs: a JWKS carrying any of them is refused (and not stored). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

async function checkJwks(jwks: SmartClientInput['jwks']): Promise<void> {
  if (jwks.keys.length === 0) throw new GatewayError('VALIDATION_FAILED', 'jwks.keys must hold at least one public key.');
  for (const [i, key] of jwks.keys.entries()) {
    if (PRIVATE_MEMBERS.some((m) => m in key)) throw new GatewayError('VALIDATION_FAILED', `jwks.keys[${i}] holds private key material; register the public key only.`);
    const alg = key.alg ?? (key.kty === 'RSA' ? 'RS384' : key.kty === 'EC' ? 'ES384' : undefined);
    if (alg !== 'RS384' && alg !== 'ES384') throw new GatewayError('VALIDATION_FAILED', `jwks.keys[${i}] must be an RSA key for RS384 or a P-384 EC key for ES384.`);
    try {
      await importJWK(key, alg);
    } catch {
      throw new GatewayError('VALIDATION_FAILED', `jwks.keys[${i}] is not a valid ${alg} public key.`);
    }
  }
}

export type SmartClientView = Omit<SmartClient, 'integratorId'>;

const viewOf = ({ integratorId: _omit, ...view }: SmartClient): SmartClientView => view;

export async function registerSmartClient(ctx: GatewayContext, integratorId: string, input: SmartClientInput): Promise<SmartClientView> {
  await checkJwks(input.jwks);
  const bad = input.scopes.find((s) => !isReadScope(s));
  if (bad !== undefined) throw new GatewayError('VALIDATION_FAILED', `Scope "${bad.slice(0, 60)}" is not a system read scope (system/<Type|*>.rs or .read).`);
  const client: SmartClient = { id: randomUUID(), integratorId, name: input.name, jwks: input.jwks, scopes: input.scopes, createdAt: isoNow(ctx.clock) };
  await insertSmartClient(ctx.store.db, client);
  ctx.log.info({ integratorId, clientId: client.id }, 'SMART client registered');
  return viewOf(client);
}

export async function listOwnSmartClients(ctx: GatewayContext, integratorId: string): Promise<SmartClientView[]> {
  return (await listSmartClients(ctx.store.db, integratorId)).map(viewOf);
}

export async function removeSmartClient(ctx: GatewayContext, integratorId: string, clientId: string): Promise<void> {
  if (!(await deleteSmartClient(ctx.store.db, integratorId, clientId))) throw new GatewayError('SMART_CLIENT_NOT_FOUND');
}
