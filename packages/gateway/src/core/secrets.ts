/**
 * @module core/secrets
 * Generation and hashing of the gateway's secrets. Keys are 256-bit random values, so a plain SHA-256
 * is a sufficient one-way hash for them; pairing codes are short, so their hash is salted with the
 * practice they belong to and they live only 24 h and are single use.
 */
import { createHash, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function generateKey(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256, hex. The one-shot `crypto.hash` (Node 20.12+) makes no Hash object: an integrator request
 * hashes its key up to three times (authentication, the failed-credential guard, the rate limiter), and
 * createHash's objects are a measurable cost of a status read under load.
 */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Unambiguous alphabet: no 0/O, 1/I/L, so codes read over the phone survive. */
const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

export function generatePairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** Case and separators do not matter to a person typing a code. */
export function normalisePairingCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashPairingCode(practiceManagementName: string, practiceManagementSiteId: string, code: string): string {
  return hashSecret(`pairing\n${practiceManagementName}\n${practiceManagementSiteId}\n${normalisePairingCode(code)}`);
}

/** Constant-time string comparison for configured secrets (operator key, enrolment key). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
