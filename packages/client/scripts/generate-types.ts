/**
 * @module client/generate-types
 * Writes src/client/openapi-types.ts from the OpenAPI document the gateway serves, with openapi-typescript.
 * The document is taken from an in-process gateway on an in-memory store, so generating needs no server and
 * no network. `npm run client:types` runs it after a build; a test keeps the committed file current.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { testGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { createGateway } from '@site-query-gateway/gateway/gateway.js';
import { createLogger } from '@site-query-gateway/gateway/log.js';

const HEADER = '/**\n * Generated from the gateway\'s OpenAPI document by openapi-typescript (`npm run client:types`). Do not edit.\n */\n';

/** The served OpenAPI document of this build. */
export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const gateway = await createGateway(testGatewayConfig({ operatorKey: 'generate-client-types-0123456789' }), { log: createLogger({ level: 'silent', name: 'client-types' }) });
  try {
    return (await gateway.app.inject({ url: '/openapi.json' })).json() as Record<string, unknown>;
  } finally {
    await gateway.close();
  }
}

/** The TypeScript text of the document's types (paths, components, operations). */
export async function generateClientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
