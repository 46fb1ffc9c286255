/**
 * @module core/smart/scopes
 * SMART v2 system scopes for reading (`system/Patient.rs`, `system/*.rs`) and their v1 spelling
 * (`system/Patient.read`): which are well formed, and whether a set of them lets a client read a type.
 * Only reading is served, so a scope asking for create, update or delete is not one this gateway grants.
 */

const SYSTEM_SCOPE = /^system\/(\*|[A-Z][A-Za-z]{1,63})\.(read|rs|r|s)$/;

/** True for a system scope that reads (`rs`, `r`, `s` or `read`) one type or every type. */
export function isReadScope(scope: string): boolean {
  return SYSTEM_SCOPE.test(scope);
}

/** The resource type of a scope (`*` for all). */
function typeOf(scope: string): string | undefined {
  return SYSTEM_SCOPE.exec(scope)?.[1];
}

/** Whether the scopes let their holder read and search `type` (both needed: bulk export is a search). */
export function scopesAllow(scopes: readonly string[], type: string): boolean {
  const perms = new Set<string>();
  for (const scope of scopes) {
    const m = SYSTEM_SCOPE.exec(scope);
    if (m === null || (m[1] !== '*' && m[1] !== type)) continue;
    for (const p of m[2] === 'read' || m[2] === 'rs' ? ['r', 's'] : [m[2]!]) perms.add(p);
  }
  return perms.has('r') && perms.has('s');
}

/** The requested scopes a client may be granted: each covered by one of its registered scopes. */
export function grantableScopes(requested: readonly string[], registered: readonly string[]): string[] {
  return requested.filter((scope) => {
    const type = typeOf(scope);
    if (type === undefined) return false;
    const perms = scope.endsWith('.read') || scope.endsWith('.rs') ? ['r', 's'] : [scope.slice(scope.lastIndexOf('.') + 1)];
    return perms.every((p) => registered.some((r) => {
      const rt = typeOf(r);
      if (rt === undefined || (rt !== '*' && rt !== type)) return false;
      const rp = r.slice(r.lastIndexOf('.') + 1);
      return rp === 'read' || rp === 'rs' || rp === p;
    }));
  });
}
