/**
 * @module agent/install
 * `site-agent install`: creates this server's identity (site GUID + subscription key), writes the config
 * file (mode 0600) and registers with the gateway. Running it again re-sends the same registration, so a
 * failed first attempt (gateway down, wrong URL) is retried without minting a second identity.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { publicCatalogue, readAgentFile, writeAgentFile, type AgentFile, type CatalogueDatabase } from './agent-config.js';
import { findPmsKind, type DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';
import { registerSite } from './gateway-client.js';

export interface InstallOptions {
  configPath: string;
  gatewayUrl: string;
  practiceManagementName: string;
  practiceManagementSiteId: string;
  practiceName: string;
  practiceManagementVersion: string;
  name?: string | undefined;
  databaseEngine: DatabaseEngine;
  /** `name=connection` pairs; the first is the default catalogue. */
  catalogues: CatalogueDatabase[];
  enrolmentKey?: string | undefined;
  /** Replace an existing identity (a new machine, or a deliberate reinstall). */
  force: boolean;
}

export interface InstallResult {
  config: AgentFile;
  created: boolean;
  reusedIdentity: boolean;
  authoritative: boolean;
  status: string;
}

export class InstallError extends Error {
  override name = 'InstallError';
}

/** Parses `--db NAME=CONNECTION` values; the first becomes the default catalogue. */
export function parseCatalogueArgs(values: string[]): CatalogueDatabase[] {
  return values.map((value, index) => {
    const eq = value.indexOf('=');
    if (eq <= 0) throw new InstallError(`--db expects NAME=CONNECTION (got "${value}")`);
    return { name: value.slice(0, eq), connection: value.slice(eq + 1), isDefault: index === 0 };
  });
}

export async function install(options: InstallOptions): Promise<InstallResult> {
  const kind = findPmsKind(options.practiceManagementName);
  if (!kind) throw new InstallError(`Unknown practice-management kind "${options.practiceManagementName}".`);
  if (options.catalogues.length === 0) throw new InstallError('Name at least one database with --db NAME=CONNECTION.');

  const existing = fs.existsSync(options.configPath) && !options.force ? readAgentFile(options.configPath) : undefined;
  const config: AgentFile = {
    gatewayUrl: options.gatewayUrl,
    siteId: existing?.siteId ?? randomUUID(),
    subscriptionKey: existing?.subscriptionKey ?? `sk_${randomBytes(32).toString('base64url')}`,
    practiceManagementName: kind.practiceManagementName,
    practiceManagementSiteId: options.practiceManagementSiteId,
    practiceName: options.practiceName,
    practiceManagementVersion: options.practiceManagementVersion,
    name: options.name ?? options.practiceName,
    databaseEngine: options.databaseEngine,
    catalogues: options.catalogues,
  };
  // Written before registering so that a retry after a failure keeps the same identity.
  writeAgentFile(options.configPath, config);

  const { created, site } = await registerSite(
    config.gatewayUrl,
    {
      siteId: config.siteId,
      subscriptionKey: config.subscriptionKey,
      practiceManagementName: config.practiceManagementName,
      practiceManagementSiteId: config.practiceManagementSiteId,
      practiceName: config.practiceName,
      practiceManagementVersion: config.practiceManagementVersion,
      databaseEngine: config.databaseEngine,
      catalogue: publicCatalogue(config),
      linkVersion: RELEASE_VERSION,
      name: config.name,
    },
    options.enrolmentKey,
  );
  return { config, created, reusedIdentity: existing !== undefined, authoritative: site.authoritative, status: site.status };
}
