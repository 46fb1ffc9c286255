/**
 * @module api/validation-messages
 * Ajv's errors as sentences a person can act on: each names the field (`body.command.executionMode`)
 * and what was expected (`one of: reader, nonQuery, scalar`), once. Ajv's own text says "must be equal
 * to constant" once per union branch and never names the allowed values; its `params` carry them.
 */
import type { ErrorObject } from 'ajv';

/** `/command/parameters/0/type` under `body` → `body.command.parameters[0].type`. */
export function fieldPath(dataVar: string, instancePath: string): string {
  let path = dataVar;
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  }
  return path;
}

const FORMAT_NAMES: Record<string, string> = { uuid: 'a GUID', 'date-time': 'an ISO 8601 date-time', date: 'an ISO 8601 date', uri: 'a URI' };

/** What the value must be, from one Ajv error (without the field). */
function expectation(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be ${String(p.type).replace(/,/g, ' or ')}`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(p.format)] ?? `in ${String(p.format)} format`}`;
    case 'additionalProperties':
      return `has an unknown field "${String(p.additionalProperty)}"`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** A field's single complaint: a `required` error names the missing child, not its parent. */
function sentence(dataVar: string, error: ErrorObject): string {
  if (error.keyword === 'required') {
    return `${fieldPath(dataVar, error.instancePath)}.${String((error.params as { missingProperty: string }).missingProperty)} is required`;
  }
  return `${fieldPath(dataVar, error.instancePath)} ${expectation(error)}`;
}

/**
 * One message for a failed validation. Union (anyOf) branches each add an error; when every branch is a
 * literal (`const`), their allowed values are merged into one "must be one of" naming them all.
 */
export function validationMessage(errors: readonly ErrorObject[], dataVar: string): string {
  const consts = new Map<string, unknown[]>();
  const sentences: string[] = [];
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    if (error.keyword === 'const') {
      const values = consts.get(error.instancePath) ?? [];
      values.push((error.params as { allowedValue: unknown }).allowedValue);
      consts.set(error.instancePath, values);
      continue;
    }
    sentences.push(sentence(dataVar, error));
  }
  for (const [instancePath, values] of consts) {
    const field = fieldPath(dataVar, instancePath);
    sentences.push(values.length === 1 ? `${field} must be ${JSON.stringify(values[0])}` : `${field} must be one of: ${values.map(String).join(', ')}`);
  }
  if (sentences.length === 0) sentences.push(`${dataVar} is not valid`);
  return `${[...new Set(sentences)].join('; ')}.`;
}
