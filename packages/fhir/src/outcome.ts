/**
 * @module fhir/outcome
 * OperationOutcome: the one error shape of the facade. `FhirError` carries an HTTP status and an issue
 * and is thrown anywhere below the handler; the handler turns it into the response. Messages name the
 * parameter at fault but never echo patient data, SQL or database messages.
 */
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4.js';

export type IssueCode = OperationOutcomeIssue['code'];

export class FhirError extends Error {
  override name = 'FhirError';
  constructor(
    readonly status: number,
    readonly code: IssueCode,
    message: string,
    /** FHIRPath-ish location of the fault, e.g. the parameter name. */
    readonly expression?: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, expression?: string): FhirError => new FhirError(400, 'invalid', message, expression);
export const notFound = (message: string): FhirError => new FhirError(404, 'not-found', message);
export const notSupported = (status: number, message: string, expression?: string): FhirError =>
  new FhirError(status, 'not-supported', message, expression);

export function issue(severity: OperationOutcomeIssue['severity'], code: IssueCode, text: string, expression?: string): OperationOutcomeIssue {
  return { severity, code, diagnostics: text, ...(expression === undefined ? {} : { expression: [expression] }) };
}

export function operationOutcome(issues: OperationOutcomeIssue[]): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: issues };
}

export function errorOutcome(error: FhirError): OperationOutcome {
  return operationOutcome([issue(error.status >= 500 ? 'fatal' : 'error', error.code, error.message, error.expression)]);
}

/**
 * The gateway's RunSql failures, by `code`, as FHIR answers. SQL errors become 502: the database at the
 * site failed, not the request; the engine's message is not passed on (it may quote values).
 */
export function siteFailure(err: unknown): FhirError {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  switch (code) {
    case 'SITE_NOT_CONNECTED':
      return new FhirError(503, 'transient', 'The site is not connected; try again later.');
    case 'NOT_READY':
      return new FhirError(503, 'transient', 'The gateway is not taking work just now; try again later.');
    case 'QUERY_TIMEOUT':
      return new FhirError(504, 'timeout', 'The site did not answer in time.');
    case 'RESULT_TOO_LARGE':
      return new FhirError(413, 'too-costly', 'The answer is larger than the relay allows; ask for fewer results (_count) or fewer _include.');
    case 'SQL_ERROR':
      return new FhirError(502, 'exception', "The site's database could not run the query.");
    case 'RESULT_TRANSFER_FAILED':
      return new FhirError(502, 'transient', 'The site could not transfer the answer; try again.');
    default:
      return new FhirError(500, 'exception', 'Internal error.');
  }
}
