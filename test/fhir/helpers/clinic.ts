/**
 * Test helper: a small generated demo clinic (SQLite, Best Practice-shaped) in a temporary directory,
 * the facade called over it through the SQLite agent driver, and helpers to read a search to its end by
 * following `next` links. The clock is pinned to the clinic's reference day so `ap` searches and
 * "today" mean the same on every run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { Bundle, FhirResource } from 'fhir/r4.js';
import { SqliteDriver } from '@site-query-gateway/agent/drivers/sqlite/sqlite.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import { handleFhirRequest, type FhirHttpResponse, type FhirSite, type RunSql } from '@site-query-gateway/fhir/index.js';
import { driverRunSql, type CountingRunSql } from './run-sql.js';

export const BASE_URL = 'https://gateway.test/integrator/sites/site-1/fhir/R4';
/** 12:30 on the demo clinic's reference day (2026-11-20), Sydney summer time. */
export const NOW = new Date('2026-11-20T01:30:00Z');
export const TIME_ZONE = 'Australia/Sydney';

export interface Clinic {
  readonly dir: string;
  readonly file: string;
  /** Read-only connection for the tests' own (oracle) SQL. */
  readonly db: SQLite.Database;
  readonly run: CountingRunSql;
  readonly site: FhirSite;
  close(): Promise<void>;
}

export async function createClinic(options: { patients: number; appointments: number; seed: number }): Promise<Clinic> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fhir-clinic-'));
  const file = path.join(dir, 'clinic.db');
  await generateClinicDatabase(file, { ...options, practitioners: 3 });
  const driver = new SqliteDriver();
  const db = new SQLite(file, { readonly: true });
  return {
    dir,
    file,
    db,
    run: driverRunSql(driver, file),
    site: { siteId: 'site-1', practiceManagementName: 'Best Practice', databaseEngine: 'sqlite', timeZone: TIME_ZONE },
    async close() {
      db.close();
      await driver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Caller {
  get(path: string, query?: [string, string][], headers?: Record<string, string>): Promise<FhirHttpResponse>;
  post(path: string, form: [string, string][], headers?: Record<string, string>): Promise<FhirHttpResponse>;
  /** GET of an absolute link the facade wrote (self or next). */
  follow(url: string): Promise<FhirHttpResponse>;
}

export function caller(site: FhirSite, run: RunSql): Caller {
  const call = (method: 'GET' | 'POST', p: string, query: [string, string][], form: [string, string][] | undefined, headers: Record<string, string>) =>
    handleFhirRequest({ method, path: p, query, ...(form === undefined ? {} : { form }), headers, baseUrl: BASE_URL }, site, run, { now: () => NOW });
  return {
    get: (p, query = [], headers = {}) => call('GET', p, query, undefined, headers),
    post: (p, form, headers = { 'content-type': 'application/x-www-form-urlencoded' }) => call('POST', p, [], form, headers),
    follow: (url) => {
      if (!url.startsWith(`${BASE_URL}/`)) throw new Error(`link outside the base: ${url}`);
      const u = new URL(url);
      return call('GET', u.pathname.slice(new URL(BASE_URL).pathname.length + 1), [...u.searchParams.entries()], undefined, {});
    },
  };
}

export interface SearchResult {
  /** Matches in the order served, page after page. */
  readonly matches: FhirResource[];
  readonly includes: FhirResource[];
  readonly bundles: Bundle[];
}

/** Runs a search and follows `next` to the end (at most `maxPages`). */
export async function searchAll(c: Caller, first: Promise<FhirHttpResponse>, maxPages = 500): Promise<SearchResult> {
  const bundles: Bundle[] = [];
  let response = await first;
  for (;;) {
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(response.body)}`);
    const bundle = response.body as Bundle;
    bundles.push(bundle);
    const next = bundle.link?.find((l) => l.relation === 'next')?.url;
    if (next === undefined) break;
    if (bundles.length >= maxPages) throw new Error('too many pages');
    response = await c.follow(next);
  }
  const entries = bundles.flatMap((b) => b.entry ?? []);
  return {
    matches: entries.filter((e) => e.search?.mode === 'match').map((e) => e.resource!),
    includes: entries.filter((e) => e.search?.mode === 'include').map((e) => e.resource!),
    bundles,
  };
}
