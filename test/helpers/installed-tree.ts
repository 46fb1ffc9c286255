/**
 * What an npm install put on disk: every package under a folder's node_modules (bundled ones included), by
 * walking the folders rather than trusting a lockfile, and the gateway's packages that must never be in a
 * clinic's install of the agent.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface InstalledPackage {
  name: string;
  version: string;
  /** Folder of the package, relative to the install folder. */
  location: string;
}

/** Every package below `dir`/node_modules, at any depth. */
export function installedPackages(dir: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  const visit = (modules: string): void => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const folders = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((name) => path.join(entry, name)) : [entry];
      for (const folder of folders) {
        const packageDir = path.join(modules, folder);
        const manifest = path.join(packageDir, 'package.json');
        if (!fs.existsSync(manifest)) continue;
        const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; version: string };
        found.push({ name, version, location: path.relative(dir, packageDir) });
        visit(path.join(packageDir, 'node_modules'));
      }
    }
  };
  visit(path.join(dir, 'node_modules'));
  return found;
}

/** Packages only the gateway, the demo, the integrator client or the repository's tooling use. */
export const GATEWAY_ONLY: readonly RegExp[] = [
  /^fastify$/,
  /^@fastify\//,
  /^fastify-plugin$/,
  /^kysely$/,
  /^@site-query-gateway\/(gateway|fhir|demo|client)$/,
  /^@faker-js\//,
  /^openapi-/,
  /^@seriousme\/openapi-schema-validator$/,
  /swagger/,
  /^prom-client$/,
  /^jose$/,
  /^light-my-request$/,
  /^@medplum\//,
  /^fhir(client|-kit-client)$/,
  /^vitest$/,
  /^typescript$/,
  /^tsx$/,
  /^eslint$/,
  /^playwright-core$/,
];

/** The installed packages whose names match GATEWAY_ONLY. */
export function gatewayPackagesIn(packages: InstalledPackage[]): InstalledPackage[] {
  return packages.filter((pkg) => GATEWAY_ONLY.some((pattern) => pattern.test(pkg.name)));
}
