/**
 * @module core/fhir-site
 * The gateway's side of the FHIR facade: the facade (src/fhir) is pure translation and opens nothing, so
 * this adapter hands it the site as it needs it (kind, engine) and a `RunSql` that relays each command as
 * an immediate query of the calling integrator, with the immediate path's limits and errors. Nothing of a
 * FHIR request is stored: each command leaves an immediate-query record behind it (status, timings,
 * sizes) without its SQL, parameter values or rows (`keepsData: false`).
 */
import { handleFhirRequest, type FhirHttpRequest, type FhirHttpResponse, type FhirSite, type RunSql } from '@site-query-gateway/fhir/index.js';
import type { Site } from '../store/model.js';
import type { GatewayContext } from './context.js';
import { isGatewayError } from './errors.js';
import { runImmediateCommand } from './queries/immediate.js';

/** The relay's failures the facade answers by their code (503, 504, 413, 502); others are logged. */
const EXPECTED_FAILURES = new Set(['SITE_NOT_CONNECTED', 'NOT_READY', 'QUERY_TIMEOUT', 'SQL_ERROR', 'RESULT_TOO_LARGE', 'RESULT_TRANSFER_FAILED']);

export interface FhirCaller {
  integratorId: string;
  /** A site the caller may work on (paired, authoritative, active), already checked by the route. */
  site: Site;
}

/** The site as the facade needs it; its time zone is the one its agent reported (none: Australia/Sydney). */
export function fhirSiteOf(site: Site): FhirSite {
  return { siteId: site.id, practiceManagementName: site.practiceManagementName, databaseEngine: site.databaseEngine, ...(site.timeZone ? { timeZone: site.timeZone } : {}) };
}

/**
 * Each command runs as the caller's immediate query on the site's default catalogue. Failures reject with
 * the GatewayError of the immediate path; the facade reads its `code` (SITE_NOT_CONNECTED → 503,
 * QUERY_TIMEOUT → 504, …) and never passes its message on.
 */
export function siteRunSql(ctx: GatewayContext, caller: FhirCaller): RunSql {
  return async (command) => {
    try {
      return (await runImmediateCommand(ctx, { integratorId: caller.integratorId, site: caller.site, command, keepsData: false })).rows;
    } catch (err) {
      // Only the code: messages may quote the database's words about values.
      const code = isGatewayError(err) ? err.code : 'UNEXPECTED';
      if (!EXPECTED_FAILURES.has(code)) ctx.log.error({ siteId: caller.site.id, code }, 'FHIR command failed unexpectedly');
      throw err;
    }
  };
}

/** Answers one FHIR request for the caller's site; the facade's clock is the gateway's. */
export function answerFhirRequest(ctx: GatewayContext, caller: FhirCaller, request: FhirHttpRequest): Promise<FhirHttpResponse> {
  return handleFhirRequest(request, fhirSiteOf(caller.site), siteRunSql(ctx, caller), {
    now: () => ctx.clock.now(),
    // A bug: its name and where it happened, not its message (a message may quote a row's values).
    onInternalError: (err) =>
      ctx.log.error(
        { siteId: caller.site.id, errorName: err instanceof Error ? err.name : typeof err, stack: err instanceof Error ? err.stack?.split('\n').slice(1, 8).join('\n') : undefined },
        'FHIR request failed',
      ),
  });
}
