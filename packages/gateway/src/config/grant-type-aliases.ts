/**
 * @module config/grant-type-aliases
 * Reads GATEWAY_GRANT_TYPE_ALIASES: extra grant-type names the token endpoint takes for its two grants, so a
 * desktop client built for another deployment of this interface, which sends its own grant-type URN, works
 * unchanged. A comma-separated list of `NAME=desktop` or `NAME=device`. Every mistake is reported, so the
 * gateway stops at start with the other settings' errors rather than refusing tokens later.
 */

/** The two grants, as the token endpoint names the surface each one's token opens. */
export type GrantSurface = 'desktop' | 'device';

/** The grant-type names the gateway always takes; an alias may not redefine them. */
export const BUILT_IN_GRANT_TYPES: Readonly<Record<string, GrantSurface>> = Object.freeze({
  'urn:service:oauth:desktop-token': 'desktop',
  'urn:service:oauth:device-token': 'device',
});

/** Longest grant-type name the token endpoint accepts. */
export const MAX_GRANT_TYPE_LENGTH = 200;

export interface GrantTypeAliases {
  aliases: Readonly<Record<string, GrantSurface>>;
  problems: string[];
}

export function parseGrantTypeAliases(value: string | undefined, setting = 'GATEWAY_GRANT_TYPE_ALIASES'): GrantTypeAliases {
  const aliases: Record<string, GrantSurface> = {};
  const problems: string[] = [];
  if (value === undefined || value.trim() === '') return { aliases: Object.freeze(aliases), problems };
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    const equals = entry.lastIndexOf('=');
    const name = equals < 0 ? entry : entry.slice(0, equals).trim();
    const surface = equals < 0 ? '' : entry.slice(equals + 1).trim();
    if (equals < 0 || name === '' || (surface !== 'desktop' && surface !== 'device')) {
      problems.push(`${setting} entries must be NAME=desktop or NAME=device (got "${entry}")`);
    } else if (/\s/.test(name) || name.length > MAX_GRANT_TYPE_LENGTH) {
      problems.push(`${setting}: a grant-type name has no spaces and at most ${MAX_GRANT_TYPE_LENGTH} characters (got "${name.slice(0, 80)}")`);
    } else if (Object.hasOwn(BUILT_IN_GRANT_TYPES, name)) {
      problems.push(`${setting}: ${name} is a built-in grant type and cannot be mapped`);
    } else if (Object.hasOwn(aliases, name)) {
      problems.push(`${setting}: ${name} is listed twice`);
    } else {
      aliases[name] = surface;
    }
  }
  return { aliases: Object.freeze(aliases), problems };
}
