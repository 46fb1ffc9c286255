/**
 * @module agent/gateway-client
 * The agent's HTTP calls to the gateway's `/agent/v1` API. Every answer is checked against its schema in
 * protocol/agent-api before it is used (a proxy's HTML page or a gateway of another version is reported as
 * such, not read as a site). Errors come back as AgentApiFailure with the gateway's status and message so
 * commands can print something a clinic's IT person can act on.
 */
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import {
  AGENT_API_PREFIX,
  AgentApiErrorSchema,
  AgentSiteViewSchema,
  ENROLMENT_KEY_HEADER,
  PairingCodeResponseSchema,
  RegisterSiteResponseSchema,
  SUBSCRIPTION_KEY_HEADER,
  type AgentSiteView,
  type PairingCodeResponse,
  type RegisterSiteRequest,
} from '@site-query-gateway/protocol/index.js';

// The string formats the agent API's schemas name (uuid, date-time) are among typebox's own.
const registerAnswer = Compile(RegisterSiteResponseSchema);
const siteAnswer = Compile(AgentSiteViewSchema);
const pairingAnswer = Compile(PairingCodeResponseSchema);
const errorAnswer = Compile(AgentApiErrorSchema);

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

async function call<S extends TSchema>(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  answer: Validator<Record<never, never>, S>,
  body?: unknown,
): Promise<{ status: number; body: Static<S> }> {
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
    // The gateway's own error body names a code; anything else (a proxy's page) is told by its status.
    if (errorAnswer.Check(parsed)) throw new AgentApiFailure(response.status, parsed.message, parsed.code);
    throw new AgentApiFailure(response.status, `HTTP ${response.status} from ${baseUrl}, not the gateway's agent API answer`, undefined);
  }
  if (!answer.Check(parsed)) {
    const first = answer.Errors(parsed)[0];
    const where = first ? ` (${first.instancePath || 'body'}: ${first.message})` : '';
    throw new AgentApiFailure(response.status, `The gateway at ${baseUrl} answered ${method} ${AGENT_API_PREFIX}${path} with an unexpected body${where}; is it a site query gateway of a matching version?`, undefined);
  }
  return { status: response.status, body: parsed };
}

export async function registerSite(baseUrl: string, request: RegisterSiteRequest, enrolmentKey?: string): Promise<{ created: boolean; site: AgentSiteView }> {
  const headers: Record<string, string> = enrolmentKey ? { [ENROLMENT_KEY_HEADER]: enrolmentKey } : {};
  const { status, body } = await call(baseUrl, 'POST', '/sites', headers, registerAnswer, request);
  return { created: status === 201, site: body.site };
}

export async function fetchOwnSite(baseUrl: string, subscriptionKey: string): Promise<AgentSiteView> {
  return (await call(baseUrl, 'GET', '/site', { [SUBSCRIPTION_KEY_HEADER]: subscriptionKey }, siteAnswer)).body;
}

export async function requestPairingCode(baseUrl: string, subscriptionKey: string): Promise<PairingCodeResponse> {
  return (await call(baseUrl, 'POST', '/pairing-codes', { [SUBSCRIPTION_KEY_HEADER]: subscriptionKey }, pairingAnswer, {})).body;
}
