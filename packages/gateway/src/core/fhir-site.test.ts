/**
 * The adapter hands the facade the site's own time zone, as its agent reported it; a site whose agent has
 * reported none is left to the facade's default (Australia/Sydney).
 */
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../../test/helpers/rows.js';
import { DEFAULT_TIME_ZONE } from '@site-query-gateway/fhir/time-zone.js';
import { fhirSiteOf } from './fhir-site.js';

describe('fhirSiteOf', () => {
  it("passes the site's reported time zone, and none when no agent has reported one", () => {
    expect(fhirSiteOf(siteFixture({ timeZone: 'Australia/Perth' })).timeZone).toBe('Australia/Perth');
    const unreported = fhirSiteOf(siteFixture({ timeZone: null }));
    expect(unreported.timeZone).toBeUndefined();
    expect(DEFAULT_TIME_ZONE).toBe('Australia/Sydney');
  });
});
