/**
 * @module protocol/time-zone-name
 * The clinic's time zone as the agent reports it in its hello: an IANA name (`Australia/Perth`). Both ends
 * check a name the same way — the one this runtime's ICU accepts — so an agent never sends, and the gateway
 * never keeps, a zone the FHIR facade could not use. Imports nothing of ours.
 */

/** Longest name accepted (IANA names run to ~30 characters). */
export const MAX_TIME_ZONE_NAME_LENGTH = 64;

/** True when `name` is a time zone this runtime knows. */
export function isTimeZoneName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_NAME_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
