/**
 * The site agent's command line: install, run, pairing-code, status, audit. Ships to clinics on its own:
 * imports only agent/, config/ and protocol/ — never gateway code.
 */
import { Command, Option } from 'commander';
import {
  AgentConfigError,
  AGENT_ENVIRONMENT,
  auditLogPathFor,
  loadAgentRuntimeSettings,
  readAgentFile,
  resolveAgentConfigPath,
  resolveEnrolmentKey,
} from '../agent-config.js';
import { createAgentLogger } from '../agent-logger.js';
import { readAuditLog, type AuditLogEntry } from '../audit-log.js';
import { AgentApiFailure, fetchOwnSite, requestPairingCode } from '../gateway-client.js';
import { install, InstallError, parseCatalogueArgs } from '../install.js';
import { loadDriver } from '../drivers/index.js';
import { restartWhenStuck, startAgent, stopOnSignals, type RunningAgent } from '../run.js';
import { DATABASE_ENGINES, PRACTICE_MANAGEMENT_NAMES, findPmsKind, type DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

const program = new Command('site-agent')
  .description('Connects a clinic database to the site query gateway. Configuration lives in a JSON file written by `install`.')
  .version(RELEASE_VERSION)
  .option('-c, --config <file>', 'agent config file (default: $AGENT_CONFIG or ./site-agent.json)');

function configPath(): string {
  return resolveAgentConfigPath(program.opts<{ config?: string }>().config, process.env);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

program
  .command('install')
  .description('Create this server\'s site identity, write the config file (mode 0600) and register with the gateway.')
  .requiredOption('--gateway-url <url>', 'base URL of the gateway, e.g. https://gateway.example.com')
  .addOption(new Option('--kind <practiceManagementName>', 'practice-management software').choices(PRACTICE_MANAGEMENT_NAMES as string[]).makeOptionMandatory())
  .requiredOption('--pms-site-id <id>', 'the practice-management site identifier')
  .requiredOption('--practice-name <name>', 'practice name')
  .option('--pms-version <version>', 'practice-management software version', '')
  .option('--name <name>', 'a label for this server (default: the practice name)')
  .addOption(new Option('--db-engine <engine>', 'database engine').choices(DATABASE_ENGINES as unknown as string[]).makeOptionMandatory())
  .option('--db <catalogue=connection>', 'a database: catalogue name = file path (SQLite) or connection URL; repeat for more; the first is the default', collect, [])
  .option('--enrolment-key <key>', 'the gateway\'s enrolment key, when the operator requires one (or $AGENT_ENROLMENT_KEY)')
  .option('--force', 'replace an existing identity (new site GUID and key)', false)
  .action(async (opts: { gatewayUrl: string; kind: string; pmsSiteId: string; practiceName: string; pmsVersion: string; name?: string; dbEngine: string; db: string[]; enrolmentKey?: string; force: boolean }) => {
    const kind = findPmsKind(opts.kind);
    const catalogues = opts.db.length > 0 ? parseCatalogueArgs(opts.db) : [];
    if (catalogues.length === 0) throw new InstallError(`Name at least one database with --db NAME=CONNECTION (usual names for ${opts.kind}: ${kind?.defaultCatalogues.join(', ')}).`);
    const result = await install({
      configPath: configPath(),
      gatewayUrl: opts.gatewayUrl,
      practiceManagementName: opts.kind,
      practiceManagementSiteId: opts.pmsSiteId,
      practiceName: opts.practiceName,
      practiceManagementVersion: opts.pmsVersion,
      name: opts.name,
      databaseEngine: opts.dbEngine as DatabaseEngine,
      catalogues,
      enrolmentKey: resolveEnrolmentKey(opts.enrolmentKey, process.env),
      force: opts.force,
    });
    const out = process.stdout;
    out.write(`${result.created ? 'Registered' : 'Re-registered'} site ${result.config.siteId} (config: ${configPath()})\n`);
    out.write(`  status: ${result.status}; authoritative: ${result.authoritative}\n`);
    if (!result.authoritative) {
      out.write('  Note: another server is already authoritative for this practice. Integrators cannot reach this one\n' +
        '  until the gateway operator makes it authoritative.\n');
    }
    if (result.status === 'initialising') out.write('  The subscription awaits activation by the gateway operator; `run` will wait for it.\n');
  });

program
  .command('run')
  .description('Connect to the gateway and serve work until stopped (SIGTERM/SIGINT sign off within 5 s).')
  .addHelpText('after', `\nEnvironment (default in brackets):\n${AGENT_ENVIRONMENT.map((v) => `  ${v.name} [${v.fallback}]\n      ${v.meaning}`).join('\n')}\n`)
  .action(async () => {
    const settings = loadAgentRuntimeSettings(process.env);
    const config = readAgentFile(configPath());
    const log = createAgentLogger(settings.logLevel, config.siteId);
    // The driver reports stuck threads to the agent made from it (read only when that happens).
    const driver = await loadDriver(config.databaseEngine, { log, onStuck: restartWhenStuck(() => agent, settings, log) });
    const agent: RunningAgent = startAgent(config, settings, log, { driver });
    stopOnSignals(agent, settings, log);
  });

program
  .command('pairing-code')
  .description('Mint a single-use pairing code (valid 24 h) for an integrator to pair with this practice.')
  .option('--json', 'print JSON', false)
  .action(async (opts: { json: boolean }) => {
    const config = readAgentFile(configPath());
    const code = await requestPairingCode(config.gatewayUrl, config.subscriptionKey);
    process.stdout.write(opts.json ? `${JSON.stringify(code)}\n` : `Pairing code: ${code.pairingCode}\nValid until: ${code.expiresAt}\n`);
  });

program
  .command('status')
  .description('Show this site as the gateway sees it.')
  .option('--json', 'print JSON', false)
  .action(async (opts: { json: boolean }) => {
    const config = readAgentFile(configPath());
    const site = await fetchOwnSite(config.gatewayUrl, config.subscriptionKey);
    if (opts.json) {
      process.stdout.write(`${JSON.stringify(site)}\n`);
      return;
    }
    process.stdout.write(
      `Site ${site.siteId}\n  gateway: ${config.gatewayUrl}\n  practice: ${site.practiceManagementName} ${site.practiceManagementSiteId}\n` +
        `  status: ${site.status}\n  availability: ${site.availability}\n  authoritative: ${site.authoritative}\n` +
        `  databases: ${config.catalogues.map((c) => `${c.name}${c.isDefault ? ' (default)' : ''}`).join(', ')}\n`,
    );
  });

/** The log as text: a header row, then one row per command, columns lined up. */
function auditTable(entries: readonly AuditLogEntry[]): string {
  if (entries.length === 0) return '(none)';
  const header = ['TIME', 'QUERY', 'MODE', 'FOR', 'CATALOGUE', 'OUTCOME', 'ROWS', 'MS', 'SQL'];
  const rows = entries.map((e) => [
    e.at,
    e.queryId,
    e.registered ? 'registered' : e.mode,
    e.integratorId ?? '-',
    e.catalogue,
    e.errorType === undefined ? e.outcome : `${e.outcome} (${e.errorType} ${e.errorCode})`,
    e.rows === undefined ? '-' : String(e.rows),
    String(e.durationMs),
    `${e.sqlHash.slice(0, 12)} ${e.sqlSize}B ${e.parameters}p`,
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

program
  .command('audit')
  .description(
    "Show the audit log of this agent: every command it ran on the practice database, for whom, when, how it ended and how many rows. " +
      'Never the SQL text or its values: the SQL column is the text\'s SHA-256 (start), its size and its parameter count, as in the gateway\'s audit trail.',
  )
  .option('--since <time>', 'only commands at or after this ISO 8601 time')
  .option('--query <queryId>', 'only this query')
  .option('--last <n>', 'only the last n commands')
  .option('--json', 'print the entries as JSON lines, as stored', false)
  .addHelpText('after', '\nThe log is AGENT_AUDIT_LOG (default: the config file\'s path + .audit.jsonl), rotated at AGENT_AUDIT_LOG_MAX_BYTES, AGENT_AUDIT_LOG_FILES files kept.\n')
  .action(async (opts: { since?: string; query?: string; last?: string; json: boolean }) => {
    const settings = loadAgentRuntimeSettings(process.env);
    const file = auditLogPathFor({ readFrom: configPath() }, settings);
    const since = opts.since === undefined ? undefined : Date.parse(opts.since);
    if (since !== undefined && Number.isNaN(since)) throw new AgentConfigError(`--since must be an ISO 8601 time (got "${opts.since}")`);
    let entries = (await readAuditLog(file, settings.auditLogFiles)).filter((e) => (since === undefined || Date.parse(e.at) >= since) && (opts.query === undefined || e.queryId === opts.query));
    if (opts.last !== undefined) entries = entries.slice(-Math.max(0, Number(opts.last)));
    process.stdout.write(opts.json ? entries.map((e) => `${JSON.stringify(e)}\n`).join('') : `${auditTable(entries)}\n`);
  });

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof AgentApiFailure || err instanceof AgentConfigError || err instanceof InstallError) {
    process.stderr.write(`site-agent: ${err.message}${err instanceof AgentApiFailure && err.code ? ` (${err.code})` : ''}\n`);
    process.exit(err instanceof AgentApiFailure && err.status === 401 ? 3 : 2);
  }
  throw err;
}
