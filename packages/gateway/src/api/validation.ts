/**
 * @module api/validation
 * Validator compilers. Bodies are validated strictly (a string where a number belongs is a 400, not a
 * silent coercion); path and query parameters arrive as text, so they are coerced to their declared types.
 */
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export is the function under ESM interop.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: false, useDefaults: true, removeAdditional: false, ...options });
  addFormats(ajv);
  // TypeBox adds "examples"/"kind" keywords that ajv should ignore rather than reject.
  ajv.addKeyword('kind').addKeyword('modifier').addKeyword(OPTIONAL_BODY);
  return ajv;
}

/** Schema keyword marking a body that may be absent (e.g. pair-site takes query parameters or a body). */
export const OPTIONAL_BODY = 'x-optional-body';

const strictAjv = makeAjv({ coerceTypes: false });
const coercingAjv = makeAjv({ coerceTypes: 'array' });

/**
 * Node gives header names lower-case; a headers schema is written as the API spells them (`DeviceId`, for the
 * OpenAPI document). Fastify lower-cases it only for its own compiler, so this one does it too.
 */
function lowerCaseHeaderNames(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  const validate = ajv.compile(httpPart === 'headers' ? lowerCaseHeaderNames(schema as Record<string, unknown>) : (schema as object));
  if (httpPart === 'body' && (schema as Record<string, unknown>)[OPTIONAL_BODY] === true) {
    const optional = ((data: unknown) => data === undefined || data === null || validate(data)) as typeof validate;
    // Fastify reads `errors` off the function after a failed call: forward it to the real validator.
    Object.defineProperty(optional, 'errors', { get: () => validate.errors });
    return optional as ReturnType<FastifySchemaCompiler<unknown>>;
  }
  return validate as ReturnType<FastifySchemaCompiler<unknown>>;
};
