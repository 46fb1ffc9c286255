/**
 * @module fhir/mapping/best-practice/condition
 * Condition ← HISTORY (RECORDSTATUS 1), id RECORDID: the past history list. Bp's Active/Inactive status
 * is the clinical status; YEAR is the onset (a year-precision dateTime); the condition is coded with
 * Bp's own condition id (a local code system) and its text. Recorded by CREATEDBY at CREATED.
 */
import type { Condition } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { col, constantCode, instantOf, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { CS, PROFILE, sp } from './systems.js';

const h = (name: string) => col('h', name);

export const conditionMapping: ResourceMapping = {
  type: 'Condition',
  profile: PROFILE.condition,
  id: h('RECORDID'),
  from: () => 'HISTORY h',
  where: (b) => `${b.col('h', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: h('UPDATED'), type: 'datetime' },
    created: { sql: h('CREATED'), type: 'datetime' },
    patient: { sql: h('INTERNALID'), type: 'int' },
    year: { sql: h('YEAR'), type: 'int' },
    conditionId: { sql: h('CONDITIONID'), type: 'int' },
    condition: { sql: h('CONDITION'), type: 'text' },
    status: { sql: h('STATUS'), type: 'text' },
    comment: { sql: h('COMMENT'), type: 'text' },
    recorder: { sql: h('CREATEDBY'), type: 'int' },
  },
  lastUpdated: lastUpdatedOf('h'),
  params: {
    ...patientParams('Condition', 'patient', true),
    'clinical-status': {
      type: 'token', token: 'code', column: h('STATUS'), dbType: 'text', definition: sp('Condition-clinical-status'),
      codes: [{ system: CS.conditionClinical, code: 'active', db: ['Active'] }, { system: CS.conditionClinical, code: 'inactive', db: ['Inactive'] }],
    },
    'verification-status': constantCode(sp('Condition-verification-status'), CS.conditionVerification, 'confirmed'),
    category: constantCode(sp('Condition-category'), CS.conditionCategory, 'problem-list-item'),
    code: {
      type: 'token', token: 'code', column: h('CONDITIONID'), dbType: 'int', codes: [], definition: sp('clinical-code'),
      passthrough: { system: CS.bpCondition, numeric: true }, text: [h('CONDITION')],
    },
    'onset-date': { type: 'date', lo: { kind: 'year', sql: h('YEAR') }, definition: sp('Condition-onset-date') },
    'recorded-date': { type: 'date', lo: { kind: 'datetime', sql: h('CREATED') }, definition: sp('Condition-recorded-date') },
    asserter: { type: 'reference', refs: [{ field: 'recorder', target: 'Practitioner' }], definition: sp('Condition-asserter') },
  },
  sorts: {
    'onset-date': [{ sql: h('YEAR'), type: 'int', nullable: true }],
    'recorded-date': [{ sql: h('CREATED'), type: 'datetime', nullable: false }],
    code: [{ sql: h('CONDITION'), type: 'text', nullable: false }],
  },
  required: ['subject'],
  summary: ['identifier', 'clinicalStatus', 'verificationStatus', 'code', 'bodySite', 'subject', 'encounter', 'onset[x]', 'recordedDate', 'recorder', 'asserter'],
  build(row, ctx): Condition {
    const status = row.text('status');
    const clinical = status === 'Active' ? 'active' : status === 'Inactive' ? 'inactive' : undefined;
    const name = row.text('condition');
    const year = row.int('year');
    const recorder = reference('Practitioner', row.int('recorder'));
    const comment = row.text('comment');
    return removeEmpty({
      resourceType: 'Condition' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.condition),
      clinicalStatus: clinical === undefined ? undefined : { coding: [{ system: CS.conditionClinical, code: clinical }] },
      verificationStatus: { coding: [{ system: CS.conditionVerification, code: 'confirmed' }] },
      category: [{ coding: [{ system: CS.conditionCategory, code: 'problem-list-item', display: 'Problem List Item' }] }],
      code: removeEmpty({ coding: [removeEmpty({ system: CS.bpCondition, code: String(row.int('conditionId')), display: name })], text: name }),
      subject: reference('Patient', row.int('patient'))!,
      onsetDateTime: year === undefined ? undefined : String(year).padStart(4, '0'),
      recordedDate: instantOf(row, 'created', ctx),
      recorder,
      asserter: recorder,
      note: comment === undefined ? undefined : [{ text: comment }],
    });
  },
};
