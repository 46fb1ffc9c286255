/**
 * @module fhir/mapping/best-practice/observation
 * Observation ← OBSERVATIONS (RECORDSTATUS 1) with OBSERVATIONCODES, id RECORDID: the vitals Bp records
 * in the consult. Each row is one Observation (Bp stores systolic and diastolic pressures as two rows);
 * Bp's observation codes map to LOINC where one fits, and always carry Bp's own code. Values are
 * quantities in UCUM units. Taken at OBSERVATIONDATE plus OBSERVATIONTIME (seconds since midnight).
 */
import type { Observation } from 'fhir/r4.js';
import type { ResourceMapping, TokenCode } from '../model.js';
import { col, constantCode, instantFromDateAndSeconds, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { CS, sp } from './systems.js';

const o = (name: string) => col('o', name);

interface VitalCode {
  readonly bp: number;
  readonly loinc?: { code: string; display: string };
  readonly unit: { code: string; display: string };
  readonly category: 'vital-signs' | 'laboratory' | 'exam' | 'survey';
}

/** Bp observation codes the mapping knows (reference-data OBSERVATION_CODES). */
export const VITAL_CODES: readonly VitalCode[] = [
  { bp: 1, loinc: { code: '8310-5', display: 'Body temperature' }, unit: { code: 'Cel', display: '°C' }, category: 'vital-signs' },
  { bp: 2, loinc: { code: '8867-4', display: 'Heart rate' }, unit: { code: '/min', display: 'beats/minute' }, category: 'vital-signs' },
  { bp: 3, loinc: { code: '8480-6', display: 'Systolic blood pressure' }, unit: { code: 'mm[Hg]', display: 'mmHg' }, category: 'vital-signs' },
  { bp: 4, loinc: { code: '8462-4', display: 'Diastolic blood pressure' }, unit: { code: 'mm[Hg]', display: 'mmHg' }, category: 'vital-signs' },
  { bp: 6, loinc: { code: '15074-8', display: 'Glucose [Moles/volume] in Blood' }, unit: { code: 'mmol/L', display: 'mmol/L' }, category: 'laboratory' },
  { bp: 7, loinc: { code: '8302-2', display: 'Body height' }, unit: { code: 'cm', display: 'cm' }, category: 'vital-signs' },
  { bp: 8, loinc: { code: '29463-7', display: 'Body weight' }, unit: { code: 'kg', display: 'kg' }, category: 'vital-signs' },
  { bp: 9, loinc: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]' }, unit: { code: 'kg/m2', display: 'kg/m2' }, category: 'vital-signs' },
  { bp: 10, loinc: { code: '9843-4', display: 'Head Occipital-frontal circumference' }, unit: { code: 'cm', display: 'cm' }, category: 'vital-signs' },
  { bp: 17, loinc: { code: '8280-0', display: 'Waist Circumference at umbilicus by Tape measure' }, unit: { code: 'cm', display: 'cm' }, category: 'exam' },
  { bp: 18, unit: { code: 'cm', display: 'cm' }, category: 'exam' },
  { bp: 21, unit: { code: '1', display: 'ratio' }, category: 'exam' },
  { bp: 26, unit: { code: '{score}', display: 'score' }, category: 'survey' },
];

const CODE_TOKENS: TokenCode[] = VITAL_CODES.flatMap((v) => (v.loinc === undefined ? [] : [{ system: CS.loinc, code: v.loinc.code, db: [v.bp] }]));
const CATEGORY_TOKENS: TokenCode[] = ['vital-signs', 'laboratory', 'exam', 'survey'].map((category) => ({
  system: CS.observationCategory, code: category, db: VITAL_CODES.filter((v) => v.category === category).map((v) => v.bp),
}));

export const observationMapping: ResourceMapping = {
  type: 'Observation',
  id: o('RECORDID'),
  from: (b) => `OBSERVATIONS o LEFT JOIN OBSERVATIONCODES oc ON ${b.col('oc', 'OBSERVATIONCODE')} = ${b.col('o', 'OBSERVATIONCODE')}`,
  where: (b) => `${b.col('o', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: o('UPDATED'), type: 'datetime' },
    patient: { sql: o('INTERNALID'), type: 'int' },
    code: { sql: o('OBSERVATIONCODE'), type: 'int' },
    name: { sql: col('oc', 'OBSERVATIONNAME'), type: 'text' },
    date: { sql: o('OBSERVATIONDATE'), type: 'date' },
    time: { sql: o('OBSERVATIONTIME'), type: 'int' },
    value: { sql: o('OBSERVATIONVALUE'), type: 'real' },
    performer: { sql: o('USERID'), type: 'int' },
  },
  lastUpdated: lastUpdatedOf('o'),
  params: {
    ...patientParams('Observation', 'patient', true),
    code: {
      type: 'token', token: 'code', column: o('OBSERVATIONCODE'), dbType: 'int', codes: CODE_TOKENS, definition: sp('clinical-code'),
      passthrough: { system: CS.bpObservation, numeric: true }, text: [col('oc', 'OBSERVATIONNAME')],
    },
    category: { type: 'token', token: 'code', column: o('OBSERVATIONCODE'), dbType: 'int', codes: CATEGORY_TOKENS, definition: sp('Observation-category') },
    date: { type: 'date', lo: { kind: 'dateSeconds', date: o('OBSERVATIONDATE'), seconds: o('OBSERVATIONTIME') }, definition: sp('clinical-date') },
    status: constantCode(sp('Observation-status'), 'http://hl7.org/fhir/observation-status', 'final'),
    performer: { type: 'reference', refs: [{ field: 'performer', target: 'Practitioner' }], definition: sp('Observation-performer') },
  },
  sorts: {
    date: [{ sql: o('OBSERVATIONDATE'), type: 'date', nullable: false }, { sql: o('OBSERVATIONTIME'), type: 'int', nullable: false }],
    code: [{ sql: o('OBSERVATIONCODE'), type: 'int', nullable: false }],
  },
  required: ['status', 'code'],
  summary: ['identifier', 'basedOn', 'partOf', 'status', 'code', 'subject', 'focus', 'encounter', 'effective[x]', 'issued', 'performer', 'value[x]', 'hasMember', 'derivedFrom', 'component'],
  build(row, ctx): Observation {
    const bpCode = row.int('code');
    const vital = VITAL_CODES.find((v) => v.bp === bpCode);
    const name = row.text('name');
    const value = row.real('value');
    const performer = reference('Practitioner', row.int('performer'));
    return removeEmpty({
      resourceType: 'Observation' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx),
      status: 'final' as const,
      category: vital === undefined ? undefined : [{ coding: [{ system: CS.observationCategory, code: vital.category }] }],
      code: removeEmpty({
        coding: [
          ...(vital?.loinc === undefined ? [] : [{ system: CS.loinc, code: vital.loinc.code, display: vital.loinc.display }]),
          removeEmpty({ system: CS.bpObservation, code: String(bpCode), display: name }),
        ],
        text: name,
      }),
      subject: reference('Patient', row.int('patient')),
      effectiveDateTime: instantFromDateAndSeconds(row, 'date', 'time', ctx),
      performer: performer === undefined ? undefined : [performer],
      valueQuantity: value === undefined ? undefined : removeEmpty({
        value,
        unit: vital?.unit.display,
        system: vital === undefined ? undefined : CS.ucum,
        code: vital?.unit.code,
      }),
    });
  },
};
