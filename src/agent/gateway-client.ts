/**
 * @module agent/gateway-client
 * The agent's HTTP calls to the gateway's `/agent/v1` API. Errors come back as AgentApiFailure with the
 * gateway's status and message so commands can print something a clinic's IT person can act on.
 */
import {
  AGENT_API_PREFIX,
  ENROLMENT_KEY_HEADER,
  SUBSCRIPTION_KEY_HEADER,
  type AgentSiteView,
  type PairingCodeResponse,
  type RegisterSiteRequest,
} from '../protocol/index.js';

export class AgentApiFailure extends Error {
  override name = 'AgentApiFailure';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

async function call<T>(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(new URL(`${AGENT_API_PREFIX}${path}`, baseUrl), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new AgentApiFailure(0, `Cannot reach the gateway at ${baseUrl}: ${(err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message}`, undefined);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const info = (parsed ?? {}) as { message?: string; code?: string };
    throw new AgentApiFailure(response.status, info.message ?? `HTTP ${response.status}`, info.code);
  }
  return { status: response.status, body: parsed as T };
}

export async function registerSite(baseUrl: string, request: RegisterSiteRequest, enrolmentKey?: string): Promise<{ created: boolean; site: AgentSiteView }> {
  const headers: Record<string, string> = enrolmentKey ? { [ENROLMENT_KEY_HEADER]: enrolmentKey } : {};
  const { status, body } = await call<{ site: AgentSiteView }>(baseUrl, 'POST', '/sites', headers, request);
  return { created: status === 201, site: body.site };
}

export async function fetchOwnSite(baseUrl: string, subscriptionKey: string): Promise<AgentSiteView> {
  return (await call<AgentSiteView>(baseUrl, 'GET', '/site', { [SUBSCRIPTION_KEY_HEADER]: subscriptionKey })).body;
}

export async function requestPairingCode(baseUrl: string, subscriptionKey: string): Promise<PairingCodeResponse> {
  return (await call<PairingCodeResponse>(baseUrl, 'POST', '/pairing-codes', { [SUBSCRIPTION_KEY_HEADER]: subscriptionKey }, {})).body;
}
