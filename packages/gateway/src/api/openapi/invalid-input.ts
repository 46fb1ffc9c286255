/**
 * @module api/openapi/invalid-input
 * An operation's own VALIDATION_FAILED message for its documented 400: a request wrong in one place (its
 * body missing a required field, or a path parameter that is not a GUID), put through the gateway's own
 * validator and message writer (api/validation, api/validation-messages), so the example is what that
 * operation answers rather than a generic sentence.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from '../validation.js';
import { validationMessage } from '../validation-messages.js';
import { EXAMPLE_SITE_ID } from './examples.js';

type Json = Record<string, unknown>;

/** A value `schema` refuses, wrong in the first place it can be: a missing required field, else the first field. */
function invalidValue(schema: Json, depth = 0): unknown {
  if (depth > 4) return undefined;
  if (schema.type === 'object' || schema.properties) {
    if (Array.isArray(schema.required) && schema.required.length > 0) return {};
    const [first] = Object.entries((schema.properties ?? {}) as Record<string, Json>);
    if (!first) return undefined;
    const inner = invalidValue(first[1], depth + 1);
    return inner === undefined ? undefined : { [first[0]]: inner };
  }
  if (Array.isArray(schema.enum)) return 'not-one-of-them';
  if (schema.format === 'uuid') return 'not-a-guid';
  if (schema.type === 'integer' || schema.type === 'number') return 'x';
  if (schema.type === 'string') return typeof schema.minLength === 'number' && schema.minLength > 0 ? '' : undefined;
  return undefined;
}

/** Messages by schema, value and part: operations share schemas, and compiling one is what costs. */
const messages = new Map<string, string | undefined>();

/** The message the gateway answers for `value` against `schema` as the `httpPart` of a request. */
function messageFor(schema: Json, value: unknown, httpPart: 'body' | 'params'): string | undefined {
  const key = JSON.stringify([schema, value, httpPart]);
  if (!messages.has(key)) messages.set(key, compileAndValidate(schema, value, httpPart));
  return messages.get(key);
}

function compileAndValidate(schema: Json, value: unknown, httpPart: 'body' | 'params'): string | undefined {
  const validate = (validatorCompiler as FastifySchemaCompiler<FastifySchema>)({ schema, method: 'POST', url: '/', httpPart }) as ((data: unknown) => boolean) & {
    errors?: Parameters<typeof validationMessage>[0] | null;
  };
  if (validate(value)) return undefined;
  return validationMessage(validate.errors ?? [], httpPart);
}

/** The path parameters as the object schema Fastify validates them with. */
function paramsSchema(operation: Json): Json | undefined {
  const path = ((operation.parameters ?? []) as { in: string; name: string; schema: Json }[]).filter((p) => p.in === 'path');
  if (path.length === 0) return undefined;
  return { type: 'object', properties: Object.fromEntries(path.map((p) => [p.name, p.schema])), required: path.map((p) => p.name) };
}

/**
 * The message of a VALIDATION_FAILED this operation answers, for its JSON body when it takes one, else for its
 * path parameters; undefined when neither can be got wrong (then the catalogue's message stands).
 */
export function invalidInputMessage(operation: Json): string | undefined {
  const body = ((operation.requestBody as Json | undefined)?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema;
  if (body && !body.$ref) {
    const value = invalidValue(body);
    const message = value === undefined ? undefined : messageFor(body, value, 'body');
    if (message) return message;
  }
  const params = paramsSchema(operation);
  if (params) {
    const [name, schema] = Object.entries(params.properties as Record<string, Json>).find(([, s]) => invalidValue(s) !== undefined) ?? [];
    if (name && schema) {
      const valid = Object.fromEntries(Object.entries(params.properties as Record<string, Json>).map(([k, s]) => [k, s.format === 'uuid' ? EXAMPLE_SITE_ID : '1']));
      return messageFor(params, { ...valid, [name]: invalidValue(schema) }, 'params');
    }
  }
  return undefined;
}
