/**
 * Store row builders for tests that seed the store directly: every column filled with a plausible value,
 * overridden by what the test is about.
 */
import { randomUUID } from 'node:crypto';
import type { QueryRow } from '../../src/store/schema.js';

export function queryRowFixture(siteId: string, overrides: Partial<QueryRow> = {}): QueryRow {
  const now = overrides.created_at ?? '2026-11-21T00:00:00.000Z';
  return {
    id: randomUUID(),
    integrator_id: randomUUID(),
    site_id: siteId,
    mode: 'async',
    status: 'queued',
    priority: 1,
    catalogue: 'BPSPatients',
    command: '{"text":"select 1","executionMode":"reader","type":"text","parameters":[]}',
    max_time_in_queue: 1000,
    start_deadline: '2026-11-21T00:30:00.000Z',
    command_size: 60,
    request_size: 80,
    sql_query_size: 8,
    status_timing: '{}',
    sql_execution_duration: null,
    result_rows: null,
    result_size: null,
    rows_affected: null,
    scalar_value: null,
    output_parameters: null,
    error_details: null,
    page_count: null,
    results_expire_at: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
    ...overrides,
  };
}
