/**
 * The typed clients the console calls the gateway with (packages/client), on the page's own origin, and
 * `must`, which turns an openapi-fetch answer into its data or a GatewayApiError carrying the gateway's
 * code and message.
 */
import { apiError, createGatewayClient, createOperatorClient, type GatewayClient } from '@site-query-gateway/client';
import type { Session } from './session.js';

export type OperatorClient = ReturnType<typeof createOperatorClient>;

export function integratorClient(session: Session): GatewayClient {
  return createGatewayClient({ baseUrl: location.origin, apiKey: session.key });
}

export function operatorClient(session: Session): OperatorClient {
  return createOperatorClient({ baseUrl: location.origin, operatorKey: session.key });
}

/** The data of a successful answer (nothing for a 204); otherwise throws the gateway's error. */
export async function must<T>(answer: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await answer;
  if (!response.ok) throw apiError(response.status, error);
  return data as T;
}

/**
 * The gateway's Prometheus text from `/metrics`, through the typed client. The route needs no credential, so the
 * operator's key is left off the request (a null header removes the client's default).
 */
export async function readMetrics(session: Session): Promise<string> {
  const { data, error, response } = await operatorClient(session).GET('/metrics', { parseAs: 'text', headers: { 'X-Operator-Key': null } });
  if (!response.ok) throw apiError(response.status, typeof error === 'string' ? parseJson(error) : error);
  return data as unknown as string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
