/**
 * Reading search parameters from name/value pairs: escapes, OR by comma, modifiers and chains, and the
 * result-control parameters with their limits and errors.
 */
import { describe, expect, it } from 'vitest';
import { FhirError } from '../outcome.js';
import { DEFAULT_COUNT, MAX_COUNT, parseSearch, splitUnescaped, unescapeValue } from './request.js';

describe('parseSearch', () => {
  it('splits values on unescaped commas and removes the escapes', () => {
    const { terms } = parseSearch([['family', 'smith,o\\,brien,a\\\\b']]);
    expect(terms[0]!.values.map(unescapeValue)).toEqual(['smith', 'o,brien', 'a\\b']);
  });

  it('keeps a repeated parameter as separate terms (AND)', () => {
    const { terms } = parseSearch([['birthdate', 'ge1970'], ['birthdate', 'lt1980']]);
    expect(terms.map((t) => t.values)).toEqual([['ge1970'], ['lt1980']]);
  });

  it('reads modifiers and chains', () => {
    const { terms } = parseSearch([['family:exact', 'Smith'], ['subject:Patient.name:contains', 'ann'], ['patient.identifier', 'x|1']]);
    expect(terms[0]).toMatchObject({ name: 'family', modifier: 'exact' });
    expect(terms[1]).toMatchObject({ name: 'subject', modifier: 'Patient', chain: { name: 'name', modifier: 'contains' } });
    expect(terms[2]).toMatchObject({ name: 'patient', chain: { name: 'identifier' } });
  });

  it('keeps an unreadable name as a term the planner will reject', () => {
    const { terms } = parseSearch([['_has:Observation:patient:code', '1234']]);
    expect(terms[0]!.name).toBe('_has:Observation:patient:code');
  });

  it('defaults and caps _count', () => {
    expect(parseSearch([]).control.count).toBe(DEFAULT_COUNT);
    const capped = parseSearch([['_count', '5000']]).control;
    expect(capped).toMatchObject({ count: MAX_COUNT, countCapped: true });
    expect(parseSearch([['_count', '0']]).control.count).toBe(0);
  });

  it('parses _sort, _total, _summary, _elements, _include and _revinclude', () => {
    const { control } = parseSearch([
      ['_sort', 'family,-birthdate'], ['_total', 'none'], ['_summary', 'true'], ['_elements', 'name, gender'],
      ['_include', 'Appointment:actor:Practitioner'], ['_revinclude', 'Condition:patient'],
    ]);
    expect(control.sort).toEqual([{ name: 'family', descending: false }, { name: 'birthdate', descending: true }]);
    expect(control.total).toBe('none');
    expect(control.summary).toBe('true');
    expect(control.elements).toEqual(['name', 'gender']);
    expect(control.include[0]).toMatchObject({ sourceType: 'Appointment', param: 'actor', targetType: 'Practitioner' });
    expect(control.revinclude[0]).toMatchObject({ sourceType: 'Condition', param: 'patient' });
  });

  it('ignores _format and _pretty', () => {
    expect(parseSearch([['_format', 'json'], ['_pretty', 'true']]).terms).toEqual([]);
  });

  for (const [name, value] of [
    ['_count', '-1'], ['_count', 'ten'], ['_sort', 'family;drop'], ['_total', 'maybe'], ['_summary', 'yes'],
    ['_elements', 'name)--'], ['_include', 'Patient'], ['_revinclude', 'a:b:c:d'],
  ] as const) {
    it(`refuses ${name}=${value} with 400 invalid`, () => {
      expect(() => parseSearch([[name, value]])).toThrow(FhirError);
      try {
        parseSearch([[name, value]]);
      } catch (err) {
        expect((err as FhirError).status).toBe(400);
        expect((err as FhirError).code).toBe('invalid');
      }
    });
  }

  it('refuses a control parameter given twice', () => {
    expect(() => parseSearch([['_count', '1'], ['_count', '2']])).toThrow(/only once/);
  });
});

describe('splitUnescaped', () => {
  it('splits a token on the first unescaped bar only when asked per separator', () => {
    expect(splitUnescaped('http://x|a\\|b', '|')).toEqual(['http://x', 'a\\|b']);
  });
});
