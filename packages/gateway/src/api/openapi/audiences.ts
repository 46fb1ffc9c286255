/**
 * @module api/openapi/audiences
 * The interactive reference per audience: the whole OpenAPI document cut into the integrator's, the desktop
 * and device apps', the site agent's and the operator's, each with only the components its operations use.
 * Each is a fraction of the whole, which a browser renders in a fraction of the time.
 */

type Json = Record<string, unknown>;

export interface Audience {
  /** In the URL: `/openapi/<id>.json`. */
  id: string;
  /** In the reference's top bar. */
  name: string;
  description: string;
  /** Whether the operations of this path are for this audience. */
  owns(path: string): boolean;
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/version', '/metrics']);

/** Every path belongs to exactly one audience; the first is the reference /docs opens with. */
export const AUDIENCES: readonly Audience[] = [
  {
    id: 'integrator',
    name: 'Integrator API',
    description:
      'For integrators (health apps): pair with clinics, run SQL and FHIR R4 requests on their sites, issue desktop and device tokens, ' +
      'receive webhooks. Authorise with the integrator key (X-Api-Key).',
    owns: (path) => path.startsWith('/integrator/'),
  },
  {
    id: 'desktop-device',
    name: 'Desktop and device API',
    description:
      "For an integrator's desktop and device apps: the same query and FHIR operations on one site, with a bearer token from " +
      'POST /integrator/token (Integrator API) and the DeviceId it was issued for.',
    owns: (path) => path.startsWith('/desktop/') || path.startsWith('/device/'),
  },
  {
    id: 'agent',
    name: 'Site agent API',
    description: "What the site agent calls at a clinic: registration at install, pairing codes, its own site, result page uploads (X-Subscription-Key). The agent's WebSocket is described in docs/agent-protocol.md.",
    owns: (path) => path.startsWith('/agent/'),
  },
  {
    id: 'operator',
    name: 'Operator API',
    description: "For the gateway's operator: integrators, sites and webhook endpoints (X-Operator-Key; `gatewayctl` is its command line), and the unauthenticated health, readiness, version and metrics endpoints.",
    owns: (path) => path.startsWith('/admin/') || OPS_PATHS.has(path),
  },
];

/** Every `#/components/<kind>/<name>` that `node` refers to. */
function refsIn(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) into.add(value);
      else refsIn(value, into);
    }
  }
}

/** The components `root` uses, directly or through other components. */
function usedComponents(root: unknown, components: Record<string, Json>): Set<string> {
  const used = new Set<string>();
  const pending = new Set<string>();
  refsIn(root, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref!);
    if (used.has(ref!)) continue;
    used.add(ref!);
    const [, , kind, name] = ref!.split('/');
    refsIn(components[kind!]?.[name!], pending);
  }
  return used;
}

/** The audience's document: its operations, the components and security schemes they use, its own title. */
export function audienceDocument(document: Json, audience: Audience): Json {
  // Without `x-error-codes`: each response lists its codes for a reader; the whole document keeps the list for tools.
  const paths = Object.fromEntries(
    Object.entries(document.paths as Record<string, Record<string, Json>>)
      .filter(([path]) => audience.owns(path))
      .map(([path, operations]) => [path, Object.fromEntries(Object.entries(operations).map(([method, { 'x-error-codes': _codes, ...operation }]) => [method, operation]))]),
  );
  const components = (document.components ?? {}) as Record<string, Json>;
  const used = usedComponents(paths, components);
  const kept: Record<string, Json> = {};
  for (const [kind, entries] of Object.entries(components)) {
    if (kind === 'securitySchemes') continue;
    const names = Object.keys(entries).filter((name) => used.has(`#/components/${kind}/${name}`));
    if (names.length > 0) kept[kind] = Object.fromEntries(names.map((name) => [name, entries[name]]));
  }
  const schemes = new Set<string>();
  for (const operations of Object.values(paths) as Record<string, { security?: Record<string, unknown>[] }>[]) {
    for (const operation of Object.values(operations)) for (const requirement of operation.security ?? []) for (const name of Object.keys(requirement)) schemes.add(name);
  }
  const securitySchemes = Object.fromEntries(Object.entries(components.securitySchemes ?? {}).filter(([name]) => schemes.has(name)));
  if (Object.keys(securitySchemes).length > 0) kept.securitySchemes = securitySchemes;
  const info = document.info as Json;
  return {
    ...document,
    info: { ...info, title: `${String(info.title)}: ${audience.name}`, description: `${audience.description}\n\n${String(info.description)}` },
    paths,
    components: kept,
  };
}
