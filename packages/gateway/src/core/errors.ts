/**
 * @module core/errors
 * The one catalogue of gateway error codes: code → default message. Transport-free: what an HTTP answer
 * makes of a code (its status, any headers) is the API's business (api/http-errors). `docs/errors.md` lists
 * every code with its status; a test keeps the two in step. Codes are never reused.
 */

export const ERROR_CATALOGUE = {
  // Request shape
  VALIDATION_FAILED: { message: 'The request is not valid.' },
  MALFORMED_JSON: { message: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { message: 'The request body has an unsupported content type.' },
  PAYLOAD_TOO_LARGE: { message: 'The request body is too large.' },
  MALFORMED_REQUEST: { message: 'The request is not valid HTTP (for example a body that does not match its Content-Length).' },
  URI_TOO_LONG: { message: 'A part of the URL is longer than the gateway accepts.' },
  HEADERS_TOO_LARGE: { message: 'The request headers are larger than the gateway accepts.' },
  ROUTE_NOT_FOUND: { message: 'No such route.' },
  METHOD_NOT_ALLOWED: { message: 'This path does not take this method; the Allow header lists the ones it takes.' },
  RATE_LIMITED: { message: 'Too many requests; retry after the time in Retry-After.' },
  // Credentials
  API_KEY_MISSING: { message: 'An integrator key is required (X-Api-Key or Ocp-Apim-Subscription-Key).' },
  API_KEY_INVALID: { message: 'The integrator key is not valid.' },
  INTEGRATOR_DISABLED: { message: 'The integrator is disabled.' },
  OPERATOR_KEY_INVALID: { message: 'The operator key is missing or not valid.' },
  OPERATOR_API_DISABLED: { message: 'The operator API is disabled: GATEWAY_OPERATOR_KEY is not set.' },
  TOKEN_MISSING: { message: 'A bearer token is required.' },
  TOKEN_INVALID: { message: 'The bearer token is not valid or has expired.' },
  TOKEN_WRONG_SURFACE: { message: 'The token was issued for another API surface.' },
  DEVICE_MISMATCH: { message: 'The DeviceId header does not match the token.' },
  TOKEN_SITE_MISMATCH: { message: 'The token was issued for another site.' },
  UNSUPPORTED_GRANT_TYPE: { message: 'Unsupported grant_type.' },
  SUBSCRIPTION_KEY_INVALID: { message: 'Access denied: the subscription key is not valid.' },
  SUBSCRIPTION_NOT_READY: { message: 'Access denied: the subscription is not active yet.' },
  ENROLMENT_KEY_INVALID: { message: 'The enrolment key is missing or not valid.' },
  // Sites and pairing
  SITE_NOT_FOUND: { message: 'Site not found.' },
  SITE_NOT_AUTHORITATIVE: { message: 'The site is not the authoritative server for its practice.' },
  SITE_NOT_ACTIVE: { message: "The site's subscription is not active (awaiting activation, revoked or uninstalled)." },
  SITE_ALREADY_REGISTERED: { message: 'A site with this id is already registered with another key.' },
  UNKNOWN_PMS_KIND: { message: 'Unknown practiceManagementName.' },
  PRACTICE_NOT_FOUND: { message: 'No registered site for this practice.' },
  PAIRING_CODE_REQUIRED: { message: 'A pairingCode is required for this practice-management kind.' },
  PAIRING_CODE_INVALID: { message: 'The pairing code is wrong, expired or already used.' },
  PAIRING_CODE_NOT_USED_BY_KIND: { message: 'This practice-management kind does not use pairing codes.' },
  INTEGRATOR_NOT_FOUND: { message: 'Integrator not found.' },
  // Queries
  UNKNOWN_CATALOGUE: { message: 'Unknown catalogue for this site.' },
  SQL_ERROR: { message: 'The SQL command failed; see errorDetails.' },
  QUERY_NOT_FOUND: { message: 'Query not found.' },
  QUERY_NOT_COMPLETE: { message: 'The query has no results yet (it is not successful).' },
  QUERY_ENDED_WITHOUT_RESULTS: { message: 'The query ended without results (it failed or expired in the queue); it will never have any.' },
  PAGE_NOT_FOUND: { message: 'No such result page.' },
  RESULTS_EXPIRED: { message: 'The results are past their retention period.' },
  RESULT_TOO_LARGE: { message: 'The result is larger than an immediate query may return (8 MB); use an async query.' },
  SITE_NOT_CONNECTED: { message: 'Site could not be contacted: its agent is not connected.' },
  QUERY_TIMEOUT: { message: 'The query did not finish in time.' },
  RESULT_TRANSFER_FAILED: { message: 'The site could not transfer the result.' },
  QUERY_NOT_ACCEPTING_PAGES: { message: 'The query is not uploading results.' },
  RESULT_QUOTA_EXCEEDED: { message: 'The upload would take the stored results past their quota.' },
  // Registered queries
  REGISTERED_QUERY_NOT_FOUND: { message: 'Registered query not found.' },
  REGISTERED_QUERY_ENDED: { message: 'The registered query has already completed or been cancelled.' },
  REGISTERED_QUERY_LIMIT_REACHED: { message: 'This integrator has as many enabled registered queries on this site as allowed; cancel one first.' },
  REGISTERED_QUERY_NO_RESULT: { message: 'The registered query has no result yet (no run has succeeded).' },
  REGISTERED_QUERY_FREQUENCY_INVALID: { message: 'frequency must be at least the gateway minimum and not above duration.' },
  // Webhooks
  WEBHOOK_NOT_FOUND: { message: 'Webhook endpoint not found.' },
  WEBHOOK_ENDPOINT_LIMIT_REACHED: { message: 'This integrator has as many webhook endpoints as allowed; delete one first.' },
  WEBHOOK_URL_INVALID: { message: 'The webhook url must use https (plain http only to loopback, when the operator allows it).' },
  WEBHOOK_DELIVERY_NOT_FOUND: { message: 'Webhook delivery not found.' },
  WEBHOOK_SUSPENDED: { message: 'The operator suspended this webhook endpoint; only the operator can enable it again.' },
  WEBHOOK_DELIVERY_PENDING: { message: 'The delivery is still being sent or retried; it can be redelivered once it is delivered or failed.' },
  // SMART Backend Services
  SMART_CLIENT_NOT_FOUND: { message: 'SMART client not found.' },
  SMART_SCOPE_MISSING: { message: "The token's scopes do not grant this resource type." },
  // Gateway state
  NOT_READY: { message: 'The gateway is not ready.' },
  INTERNAL_ERROR: { message: 'Internal error.' },
} as const satisfies Record<string, { message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** A failure with a stable code; the API turns it into the documented envelope and status. */
export class GatewayError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? ERROR_CATALOGUE[code].message, { cause: options?.cause });
    this.name = 'GatewayError';
    this.code = code;
  }
}

export function isGatewayError(value: unknown): value is GatewayError {
  return value instanceof GatewayError;
}
