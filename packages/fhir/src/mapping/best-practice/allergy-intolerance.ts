/**
 * @module fhir/mapping/best-practice/allergy-intolerance
 * AllergyIntolerance ← REACTIONS (RECORDSTATUS 1), id RECORDID. Bp records reactions to drugs (a
 * product, an ingredient or a class), so the category is medication; the item is coded with Bp's item
 * code (local) and its name; Severe gives high criticality; the reaction becomes the manifestation.
 */
import type { AllergyIntolerance, AllergyIntoleranceReaction } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { col, constantCode, instantOf, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { CS, PROFILE, sp } from './systems.js';

const r = (name: string) => col('r', name);

const SEVERITY: Record<string, 'mild' | 'moderate' | 'severe'> = { Mild: 'mild', Moderate: 'moderate', Severe: 'severe' };

export const allergyIntoleranceMapping: ResourceMapping = {
  type: 'AllergyIntolerance',
  profile: PROFILE.allergyIntolerance,
  id: r('RECORDID'),
  from: () => 'REACTIONS r',
  where: (b) => `${b.col('r', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: r('UPDATED'), type: 'datetime' },
    created: { sql: r('CREATED'), type: 'datetime' },
    patient: { sql: r('INTERNALID'), type: 'int' },
    itemCode: { sql: r('ITEMCODE'), type: 'int' },
    itemName: { sql: r('ITEMNAME'), type: 'text' },
    reaction: { sql: r('REACTION'), type: 'text' },
    severity: { sql: r('SEVERITY'), type: 'text' },
    comment: { sql: r('COMMENT'), type: 'text' },
    recorder: { sql: r('CREATEDBY'), type: 'int' },
  },
  lastUpdated: lastUpdatedOf('r'),
  params: {
    ...patientParams('AllergyIntolerance', 'patient', false),
    'clinical-status': constantCode(sp('AllergyIntolerance-clinical-status'), CS.allergyClinical, 'active'),
    'verification-status': constantCode(sp('AllergyIntolerance-verification-status'), CS.allergyVerification, 'confirmed'),
    category: constantCode(sp('AllergyIntolerance-category'), 'http://hl7.org/fhir/allergy-intolerance-category', 'medication'),
    criticality: {
      type: 'token', token: 'code', column: r('SEVERITY'), dbType: 'text', definition: sp('AllergyIntolerance-criticality'),
      codes: [
        { system: 'http://hl7.org/fhir/allergy-intolerance-criticality', code: 'high', db: ['Severe'] },
        { system: 'http://hl7.org/fhir/allergy-intolerance-criticality', code: 'low', db: ['Mild', 'Moderate'] },
      ],
    },
    severity: {
      type: 'token', token: 'code', column: r('SEVERITY'), dbType: 'text', definition: sp('AllergyIntolerance-severity'),
      codes: Object.entries(SEVERITY).map(([db, code]) => ({ system: 'http://hl7.org/fhir/reaction-event-severity', code, db: [db] })),
    },
    code: {
      type: 'token', token: 'code', column: r('ITEMCODE'), dbType: 'int', codes: [], definition: sp('clinical-code'),
      passthrough: { system: CS.bpReactionItem, numeric: true }, text: [r('ITEMNAME')],
    },
    date: { type: 'date', lo: { kind: 'datetime', sql: r('CREATED') }, definition: sp('clinical-date') },
    recorder: { type: 'reference', refs: [{ field: 'recorder', target: 'Practitioner' }], definition: sp('AllergyIntolerance-recorder') },
  },
  sorts: {
    date: [{ sql: r('CREATED'), type: 'datetime', nullable: false }],
    code: [{ sql: r('ITEMNAME'), type: 'text', nullable: false }],
  },
  required: ['patient'],
  summary: ['identifier', 'clinicalStatus', 'verificationStatus', 'type', 'category', 'criticality', 'code', 'patient', 'asserter'],
  build(row, ctx): AllergyIntolerance {
    const name = row.text('itemName');
    const severity = SEVERITY[row.text('severity') ?? ''];
    const manifestation = row.text('reaction');
    const reaction: AllergyIntoleranceReaction[] = manifestation === undefined ? [] : [removeEmpty({ manifestation: [{ text: manifestation }], severity })];
    const comment = row.text('comment');
    return removeEmpty({
      resourceType: 'AllergyIntolerance' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.allergyIntolerance),
      clinicalStatus: { coding: [{ system: CS.allergyClinical, code: 'active' }] },
      verificationStatus: { coding: [{ system: CS.allergyVerification, code: 'confirmed' }] },
      category: ['medication' as const],
      criticality: severity === undefined ? undefined : severity === 'severe' ? 'high' as const : 'low' as const,
      code: removeEmpty({ coding: [removeEmpty({ system: CS.bpReactionItem, code: String(row.int('itemCode')), display: name })], text: name }),
      patient: reference('Patient', row.int('patient'))!,
      recordedDate: instantOf(row, 'created', ctx),
      recorder: reference('Practitioner', row.int('recorder')),
      note: comment === undefined ? undefined : [{ text: comment }],
      reaction,
    });
  },
};
