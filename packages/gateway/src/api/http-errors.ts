/**
 * @module api/http-errors
 * What an HTTP answer makes of a gateway error: its status for each code of the catalogue (core/errors,
 * which knows no HTTP), and the headers an error made here asks for (Retry-After, Allow). The envelope
 * itself is written by ./error-handler.
 */
import { GatewayError, type ErrorCode } from '../core/errors.js';

/** Every code's HTTP status: exhaustive, so a code added to the catalogue without one does not compile. */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  // Request shape
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  MALFORMED_REQUEST: 400,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  // Credentials
  API_KEY_MISSING: 401,
  API_KEY_INVALID: 401,
  INTEGRATOR_DISABLED: 403,
  OPERATOR_KEY_INVALID: 401,
  OPERATOR_API_DISABLED: 503,
  TOKEN_MISSING: 401,
  TOKEN_INVALID: 401,
  TOKEN_WRONG_SURFACE: 403,
  DEVICE_MISMATCH: 403,
  TOKEN_SITE_MISMATCH: 403,
  UNSUPPORTED_GRANT_TYPE: 400,
  SUBSCRIPTION_KEY_INVALID: 401,
  SUBSCRIPTION_NOT_READY: 401,
  ENROLMENT_KEY_INVALID: 401,
  // Sites and pairing
  SITE_NOT_FOUND: 404,
  SITE_NOT_AUTHORITATIVE: 403,
  SITE_NOT_ACTIVE: 403,
  SITE_ALREADY_REGISTERED: 409,
  UNKNOWN_PMS_KIND: 400,
  PRACTICE_NOT_FOUND: 404,
  PAIRING_CODE_REQUIRED: 400,
  PAIRING_CODE_INVALID: 403,
  PAIRING_CODE_NOT_USED_BY_KIND: 400,
  INTEGRATOR_NOT_FOUND: 404,
  // Queries
  UNKNOWN_CATALOGUE: 400,
  SQL_ERROR: 400,
  QUERY_NOT_FOUND: 404,
  QUERY_NOT_COMPLETE: 409,
  QUERY_ENDED_WITHOUT_RESULTS: 409,
  PAGE_NOT_FOUND: 404,
  RESULTS_EXPIRED: 410,
  RESULT_TOO_LARGE: 413,
  SITE_NOT_CONNECTED: 503,
  QUERY_TIMEOUT: 504,
  RESULT_TRANSFER_FAILED: 502,
  QUERY_NOT_ACCEPTING_PAGES: 409,
  RESULT_QUOTA_EXCEEDED: 413,
  // Registered queries
  REGISTERED_QUERY_NOT_FOUND: 404,
  REGISTERED_QUERY_ENDED: 409,
  REGISTERED_QUERY_LIMIT_REACHED: 409,
  REGISTERED_QUERY_NO_RESULT: 404,
  REGISTERED_QUERY_FREQUENCY_INVALID: 400,
  // Webhooks
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_ENDPOINT_LIMIT_REACHED: 409,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_SUSPENDED: 409,
  WEBHOOK_DELIVERY_PENDING: 409,
  // SMART Backend Services
  SMART_CLIENT_NOT_FOUND: 404,
  SMART_SCOPE_MISSING: 403,
  // Gateway state
  NOT_READY: 503,
  INTERNAL_ERROR: 500,
};

export function httpStatusOf(error: GatewayError): number {
  return HTTP_STATUS[error.code];
}

/** A gateway error raised by the API itself that must carry response headers with its status. */
export class HttpGatewayError extends GatewayError {
  constructor(
    code: ErrorCode,
    message: string | undefined,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super(code, message);
  }
}

/** The headers an error asks for (none for errors raised outside the API). */
export function httpHeadersOf(error: GatewayError): Readonly<Record<string, string>> | undefined {
  return error instanceof HttpGatewayError ? error.headers : undefined;
}
