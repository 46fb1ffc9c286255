/**
 * @module core/queries/input
 * Turns a create-query body into a complete SqlCommand with its defaults, checks the rules the schema
 * cannot express (sqlQuery vs command, maxTimeInQueue bounds per mode, catalogue of the site), and
 * measures the sizes the query record reports.
 */
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import type { CatalogueEntry } from '@site-query-gateway/protocol/messages.js';
import type { SqlCommand, SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import { GatewayError } from '../errors.js';

/** `maxTimeInQueue` per mode: immediate up to 60 s (default 30 s), async up to 2 h (default 1 h). */
export const MAX_TIME_IN_QUEUE = {
  immediate: { max: 60_000, fallback: 30_000 },
  async: { max: 7_200_000, fallback: 3_600_000 },
} as const;

export interface CreateQueryBody {
  command?: {
    text: string;
    executionMode?: SqlCommand['executionMode'];
    type?: SqlCommand['type'];
    parameters?: Partial<SqlParameter>[];
  };
  /** Deprecated: a reader text command. */
  sqlQuery?: string;
  maxTimeInQueue?: number;
  catalogue?: string;
  mode?: QueryMode;
}

export interface NormalisedQuery {
  command: SqlCommand;
  maxTimeInQueue: number;
  catalogue: string;
  commandSize: number;
  sqlQuerySize: number;
}

/** The site's name for a requested catalogue: exact match first, then ignoring case (as the agent does). */
function resolveCatalogue(requested: string | undefined, siteCatalogue: readonly CatalogueEntry[]): string | undefined {
  if (requested === undefined) return siteCatalogue.find((c) => c.isDefault)?.name ?? siteCatalogue[0]?.name;
  const exact = siteCatalogue.find((c) => c.name === requested);
  if (exact) return exact.name;
  return siteCatalogue.find((c) => c.name.toLowerCase() === requested.toLowerCase())?.name;
}

export function normaliseQuery(body: CreateQueryBody, mode: QueryMode, siteCatalogue: readonly CatalogueEntry[]): NormalisedQuery {
  if (body.command && body.sqlQuery !== undefined) {
    throw new GatewayError('VALIDATION_FAILED', 'Send either command or the deprecated sqlQuery, not both.');
  }
  const source = body.command ?? (body.sqlQuery !== undefined ? { text: body.sqlQuery } : undefined);
  if (!source) throw new GatewayError('VALIDATION_FAILED', 'command is required.');
  if (source.text.trim() === '') throw new GatewayError('VALIDATION_FAILED', 'command.text must not be empty.');

  const command: SqlCommand = {
    text: source.text,
    executionMode: source.executionMode ?? 'reader',
    type: source.type ?? 'text',
    parameters: (source.parameters ?? []).map((p, i) => {
      if (!p.name || !p.type) throw new GatewayError('VALIDATION_FAILED', `command.parameters[${i}] needs name and type.`);
      const parameter: SqlParameter = { name: p.name, direction: p.direction ?? 'input', type: p.type };
      if (p.value !== undefined) parameter.value = p.value;
      if (p.size !== undefined) parameter.size = p.size;
      if ((parameter.direction === 'input' || parameter.direction === 'inputOutput') && parameter.value === undefined) {
        throw new GatewayError('VALIDATION_FAILED', `command.parameters[${i}] (${p.name}) is an ${parameter.direction} parameter without a value.`);
      }
      return parameter;
    }),
  };

  return normaliseCommand(command, { maxTimeInQueue: body.maxTimeInQueue, catalogue: body.catalogue }, mode, siteCatalogue);
}

/**
 * A complete command with its queue allowance and catalogue checked and its sizes measured: the path of
 * internal callers (FHIR, registered runs), and the end of normaliseQuery.
 */
export function normaliseCommand(
  command: SqlCommand,
  options: { maxTimeInQueue?: number | undefined; catalogue?: string | undefined },
  mode: QueryMode,
  siteCatalogue: readonly CatalogueEntry[],
): NormalisedQuery {
  const bounds = MAX_TIME_IN_QUEUE[mode];
  const maxTimeInQueue = options.maxTimeInQueue ?? bounds.fallback;
  if (!Number.isInteger(maxTimeInQueue) || maxTimeInQueue < 0 || maxTimeInQueue > bounds.max) {
    throw new GatewayError('VALIDATION_FAILED', `maxTimeInQueue must be an integer from 0 to ${bounds.max} ms for ${mode} queries.`);
  }

  const catalogue = resolveCatalogue(options.catalogue, siteCatalogue);
  if (catalogue === undefined) {
    throw new GatewayError('UNKNOWN_CATALOGUE', `Unknown catalogue "${options.catalogue ?? ''}"; this site has: ${siteCatalogue.map((c) => c.name).join(', ')}.`);
  }

  return {
    command,
    maxTimeInQueue,
    catalogue,
    commandSize: Buffer.byteLength(JSON.stringify(command)),
    sqlQuerySize: Buffer.byteLength(command.text),
  };
}
