/**
 * @module api/openapi/examples
 * The example data of the OpenAPI document, in one place so its parts agree: the rows a query returns and
 * their base64 (as `result.data` and a page's `data` carry them), a query record, and the record an
 * immediate query's failure carries beside its error envelope.
 */
import type { ErrorCode } from '../../core/errors.js';

export const EXAMPLE_SITE_ID = '4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f';
export const EXAMPLE_QUERY_ID = '9d2c7e41-3b5a-4f68-8e1d-6c0a2b4f7e93';
export const EXAMPLE_INTEGRATOR_ID = 'f3a9c1d2-7b4e-4c5a-9e8f-1a2b3c4d5e6f';

/** Rows as a query returns them: keys in select order; dates, decimals and big integers as strings. */
export const EXAMPLE_ROWS = [
  { InternalID: 42, Surname: 'Smith', FirstName: 'Ann', DOB: '1984-03-07' },
  { InternalID: 57, Surname: 'Nguyen', FirstName: 'Minh', DOB: '1991-11-23' },
];
const ROWS_TEXT = JSON.stringify(EXAMPLE_ROWS);

/** `result.data` and a page's `data`: base64 of the rows as UTF-8 JSON. */
export const EXAMPLE_DATA = Buffer.from(ROWS_TEXT, 'utf8').toString('base64');

/** Markdown for beside an example that carries EXAMPLE_DATA. */
export function decodedDataNote(field: string): string {
  return `\`${field}\` is base64 of UTF-8 JSON; in this example it decodes to:\n\n\`\`\`json\n${JSON.stringify(EXAMPLE_ROWS, null, 2)}\n\`\`\``;
}

export const EXAMPLE_COMMAND = { text: 'SELECT InternalID, Surname, FirstName, DOB FROM BPS_Patients WHERE Surname LIKE @surname', parameters: [{ name: '@surname', type: 'NVarChar', value: 'S%' }] };

/** A successful immediate query's record, its rows inline. */
export const EXAMPLE_QUERY_RECORD = {
  id: EXAMPLE_QUERY_ID,
  integratorId: EXAMPLE_INTEGRATOR_ID,
  siteId: EXAMPLE_SITE_ID,
  mode: 'immediate',
  status: 'successful',
  maxTimeInQueue: 30000,
  catalogue: 'BPSPatients',
  sqlQuerySize: EXAMPLE_COMMAND.text.length,
  commandSize: 160,
  requestSize: 190,
  createdAt: '2026-11-20T01:30:00.000Z',
  updatedAt: '2026-11-20T01:30:00.140Z',
  completedAt: '2026-11-20T01:30:00.140Z',
  statusTiming: {
    queued: { startTime: '2026-11-20T01:30:00.000Z', endTime: '2026-11-20T01:30:00.010Z' },
    executing: { startTime: '2026-11-20T01:30:00.010Z', endTime: '2026-11-20T01:30:00.130Z' },
  },
  metrics: { sqlExecutionDuration: 12 },
  result: { rows: EXAMPLE_ROWS.length, size: Buffer.byteLength(ROWS_TEXT), data: EXAMPLE_DATA, parameters: [] },
  resultSize: Buffer.byteLength(ROWS_TEXT),
};

const { result: _result, resultSize: _resultSize, ...UNFINISHED } = EXAMPLE_QUERY_RECORD;
const SQL_ERROR_DETAILS = { errorType: 'mssql', errorCode: 208, errorMessage: "Invalid object name 'BPS_Patient'." };

/** An immediate query's record when it fails with each code that comes with one (core/queries/immediate's errorOf). */
const FAILED_RECORDS: Partial<Record<ErrorCode, { record: Record<string, unknown>; message?: string }>> = {
  // The engine's message is the envelope's message too.
  SQL_ERROR: { record: { ...UNFINISHED, status: 'executionFailed', errorDetails: SQL_ERROR_DETAILS }, message: SQL_ERROR_DETAILS.errorMessage },
  RESULT_TOO_LARGE: {
    record: { ...UNFINISHED, status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 413, errorMessage: 'The result is larger than the immediate limit of 8388608 bytes; use an async query' } },
  },
  QUERY_TIMEOUT: { record: { ...UNFINISHED, status: 'expiredInQueue', statusTiming: { queued: UNFINISHED.statusTiming.queued } } },
  RESULT_TRANSFER_FAILED: {
    record: { ...UNFINISHED, status: 'uploadFailed', errorDetails: { errorType: 'http', errorCode: 0, errorMessage: 'Upload of page 1 failed after retrying for 30000 ms: fetch failed' } },
  },
};

/** The record (and message) an immediate query's failure with `code` carries; undefined for codes that come without one. */
export function failedRecord(code: ErrorCode): { record: Record<string, unknown>; message?: string } | undefined {
  return FAILED_RECORDS[code];
}
