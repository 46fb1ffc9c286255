/**
 * The adapter hands the facade the site's own time zone, as its agent reported it; a site whose agent has
 * reported none is answered on the facade's default clock (Australia/Sydney).
 */
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../../test/helpers/rows.js';
import { handleFhirRequest, type FhirHttpRequest } from '@site-query-gateway/fhir/index.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { fhirSiteOf } from './fhir-site.js';

/** The SQL parameters of an appointment search from midnight UTC on 20 June 2026, for a site with `timeZone`. */
async function searchParameters(timeZone: string | null): Promise<SqlCommand['parameters']> {
  const commands: SqlCommand[] = [];
  const request: FhirHttpRequest = { method: 'GET', path: 'Appointment', query: [['date', 'ge2026-06-20T00:00:00Z']], headers: {}, baseUrl: 'https://gateway.example/fhir/R4' };
  const response = await handleFhirRequest(request, fhirSiteOf(siteFixture({ timeZone })), async (command) => {
    commands.push(command);
    return [];
  });
  expect(response.status).toBe(200);
  return commands.flatMap((c) => c.parameters);
}

describe('fhirSiteOf', () => {
  it("passes the site's reported time zone, and none when no agent has reported one", () => {
    expect(fhirSiteOf(siteFixture({ timeZone: 'Australia/Perth' })).timeZone).toBe('Australia/Perth');
    expect(fhirSiteOf(siteFixture({ timeZone: null })).timeZone).toBeUndefined();
  });

  it("reads search instants on the site's clock: Sydney's for a site that reported none", async () => {
    // The clinic stores wall-clock times: midnight UTC is 10:00 in Sydney in June, 08:00 in Perth.
    const unreported = await searchParameters(null);
    expect(unreported).toEqual(await searchParameters('Australia/Sydney'));
    expect(unreported).not.toEqual(await searchParameters('Australia/Perth'));
  });
});
