/**
 * gatewayctl: the operator's command line over the gateway's `/admin` API.
 * Connection: --url / $GATEWAY_URL (default http://127.0.0.1:8080), --operator-key / $GATEWAY_OPERATOR_KEY.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { Command } from 'commander';
import { OperatorApiError, OperatorClient, type AuditFilter, type AuditRecordSummary, type SiteSummary } from '../cli/operator-client.js';
import { table } from '../cli/table.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

const program = new Command('gatewayctl')
  .description('Operate a site query gateway: integrators, sites, webhook endpoints and the audit trail.')
  .version(RELEASE_VERSION)
  .option('--url <url>', 'gateway base URL (default: $GATEWAY_URL or http://127.0.0.1:8080)')
  .option('--operator-key <key>', 'operator key (default: $GATEWAY_OPERATOR_KEY)')
  .option('--json', 'print JSON instead of text', false);

function client(): OperatorClient {
  const opts = program.opts<{ url?: string; operatorKey?: string }>();
  const operatorKey = opts.operatorKey ?? process.env.GATEWAY_OPERATOR_KEY;
  if (!operatorKey) throw new OperatorApiError(0, 'No operator key: pass --operator-key or set GATEWAY_OPERATOR_KEY.', undefined);
  return new OperatorClient({ baseUrl: opts.url ?? process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080', operatorKey });
}

function print(value: unknown, text: () => string): void {
  process.stdout.write(program.opts<{ json: boolean }>().json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

function siteTable(list: readonly SiteSummary[]): string {
  return table(
    ['ID', 'PMS', 'PMS SITE ID', 'STATUS', 'AVAILABILITY', 'AUTHORITATIVE', 'AGENT', 'NAME'],
    list.map((s) => [s.id, s.practiceManagementName, s.practiceManagementSiteId, s.status, s.availability, s.authoritative ? 'yes' : 'no', s.linkVersion, s.name]),
  );
}

const integrators = program.command('integrators').description('Manage integrators (the health apps that send work).');
integrators
  .command('create <name>')
  .description('Create an integrator and print its API key (shown only once).')
  .action(async (name: string) => {
    const created = await client().createIntegrator(name);
    print(created, () => `Integrator ${created.integrator.id} (${created.integrator.name})\nAPI key (shown once, store it now): ${created.apiKey}`);
  });
integrators
  .command('list')
  .description('List integrators.')
  .action(async () => {
    const list = await client().listIntegrators();
    print(list, () => table(['ID', 'STATUS', 'KEY PREFIX', 'NAME'], list.map((i) => [i.id, i.status, i.keyPrefix, i.name])));
  });
for (const [action, enabled] of [['disable', false], ['enable', true]] as const) {
  integrators
    .command(`${action} <integratorId>`)
    .description(`${enabled ? 'Re-enable' : 'Disable'} an integrator${enabled ? '' : ' (its key and tokens stop working at once)'}.`)
    .action(async (id: string) => {
      const result = await client().setIntegratorEnabled(id, enabled);
      print(result, () => `Integrator ${result.id} is now ${result.status}.`);
    });
}

integrators
  .command('rotate-key <integratorId>')
  .description('Give an integrator a new API key and print it (shown only once); the old key stops working at once.')
  .action(async (id: string) => {
    const rotated = await client().rotateIntegratorKey(id);
    print(rotated, () => `Integrator ${rotated.integrator.id} (${rotated.integrator.name})\nNew API key (shown once, store it now; the old key no longer works): ${rotated.apiKey}`);
  });

const sites = program.command('sites').description('Inspect and manage sites (servers running the agent).');
sites
  .command('list')
  .description('List every site with its availability.')
  .action(async () => {
    const list = await client().listSites();
    print(list, () => siteTable(list));
  });
const siteActions = {
  'make-authoritative': 'Make this site the authoritative server of its practice (the previous one stops being it).',
  activate: "Activate a site's subscription (when GATEWAY_SITE_ACTIVATION=manual).",
  revoke: "Revoke a site's subscription; its agent is disconnected and its key refused.",
} as const;
for (const [action, description] of Object.entries(siteActions) as [keyof typeof siteActions, string][]) {
  sites
    .command(`${action} <siteId>`)
    .description(description)
    .action(async (siteId: string) => {
      const site = await client().siteAction(siteId, action);
      print(site, () => siteTable([site]));
    });
}

sites
  .command('pairings <siteId>')
  .description("The integrators paired with the site's practice.")
  .action(async (siteId: string) => {
    const list = await client().sitePairings(siteId);
    print(list, () => (list.length === 0 ? 'No integrator is paired with this practice.' : table(['INTEGRATOR', 'PAIRED AT', 'NAME'], list.map((p) => [p.integratorId, p.pairedAt, p.name]))));
  });

const webhooks = program.command('webhooks').description("See and manage integrators' webhook endpoints.");
webhooks
  .command('list')
  .description('List every webhook endpoint (secrets are never shown).')
  .action(async () => {
    const list = await client().listWebhooks();
    print(list, () => table(['ID', 'INTEGRATOR', 'STATUS', 'EVENTS', 'URL', 'REASON'], list.map((w) => [w.id, w.integratorId, w.status, w.eventTypes.join(','), w.url, w.disabledReason ?? ''])));
  });
for (const [action, enabled] of [['disable', false], ['enable', true]] as const) {
  webhooks
    .command(`${action} <webhookId>`)
    .description(`${enabled ? 'Re-enable' : 'Suspend'} a webhook endpoint${enabled ? '' : ' (status suspended: its pending deliveries fail instead of being sent, and the integrator cannot enable it again itself)'}.`)
    .action(async (id: string) => {
      const result = await client().setWebhookEnabled(id, enabled);
      print(result, () => `Webhook ${result.id} is now ${result.status}.`);
    });
}
webhooks
  .command('deliveries <webhookId>')
  .description("A webhook endpoint's recent deliveries, newest first.")
  .action(async (id: string) => {
    const list = await client().webhookDeliveries(id);
    print(list, () => table(['ID', 'EVENT', 'STATUS', 'ATTEMPTS', 'LAST HTTP STATUS', 'CREATED'], list.map((d) => [d.id, d.eventType, d.status, d.attempts, d.lastStatusCode, d.createdAt])));
  });

/** What was asked: the SQL text's hash (its start) and size, or the FHIR request without values. */
function auditWhat(r: AuditRecordSummary): string | undefined {
  if (r.sqlHash !== null) return `sql ${r.sqlHash.slice(0, 12)} ${r.sqlSize ?? 0}B`;
  return r.fhirRequest ?? undefined;
}

function auditTable(list: readonly AuditRecordSummary[]): string {
  return table(
    ['TIME', 'INTEGRATOR', 'CREDENTIAL', 'SURFACE', 'SITE', 'OPERATION', 'OUTCOME', 'ROWS', 'BYTES', 'WHAT'],
    list.map((r) => [r.at, r.integratorId, `${r.credentialKind}:${r.credentialId}`, r.surface, r.siteId ?? undefined, r.operation, r.outcome, r.rows ?? undefined, r.bytes ?? undefined, auditWhat(r)]),
  );
}

interface AuditOptions {
  site?: string;
  integrator?: string;
  from?: string;
  to?: string;
  limit: string;
  cursor?: string;
  all: boolean;
  ndjson: boolean;
}

program
  .command('audit')
  .description(
    "List the audit trail, newest first: every access to a site's data (queries, registered runs, FHIR reads and searches, token grants, pairings). " +
      'A page at a time (the next page: --cursor as printed on stderr), --all for every page, --ndjson to export.',
  )
  .option('--site <siteId>', 'only this site')
  .option('--integrator <integratorId>', 'only this integrator')
  .option('--from <time>', 'records at or after this ISO 8601 time')
  .option('--to <time>', 'records before this ISO 8601 time')
  .option('--limit <n>', 'records per page (1-1000)', '100')
  .option('--cursor <cursor>', 'continue after the page that printed it')
  .option('--all', 'follow every page', false)
  .option('--ndjson', 'export every matching record as NDJSON (one JSON object a line) to stdout', false)
  .action(async (options: AuditOptions) => {
    const filter: AuditFilter = {
      ...(options.site !== undefined ? { siteId: options.site } : {}),
      ...(options.integrator !== undefined ? { integratorId: options.integrator } : {}),
      ...(options.from !== undefined ? { from: options.from } : {}),
      ...(options.to !== undefined ? { to: options.to } : {}),
    };
    const api = client();
    if (options.ndjson) {
      await pipeline(Readable.fromWeb((await api.exportAudit(filter)) as WebReadableStream<Uint8Array>), process.stdout);
      return;
    }
    const records: AuditRecordSummary[] = [];
    let cursor = options.cursor;
    do {
      const page = await api.listAudit({ ...filter, limit: Number(options.limit), ...(cursor !== undefined ? { cursor } : {}) });
      records.push(...page.records);
      cursor = page.nextCursor;
    } while (options.all && cursor !== undefined);
    print(records, () => auditTable(records));
    if (cursor !== undefined) process.stderr.write(`more: --cursor ${cursor}\n`);
  });

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof OperatorApiError) {
    process.stderr.write(`gatewayctl: ${err.message}${err.code ? ` (${err.code})` : ''}\n`);
    process.exit(err.status === 401 ? 3 : 2);
  }
  throw err;
}
