/**
 * @module fhir/mapping/best-practice/immunization
 * Immunization ← IMMUNISATIONS (RECORDSTATUS 1) with VACCINES, id RECORDID. The vaccine is coded with
 * its Australian Immunisation Register code; a dose recorded from elsewhere (NOTGIVENHERE) is not a
 * primary-source record.
 */
import type { Immunization } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { col, constantCode, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { CS, PROFILE, sp } from './systems.js';

const i = (name: string) => col('i', name);

export const immunizationMapping: ResourceMapping = {
  type: 'Immunization',
  profile: PROFILE.immunization,
  id: i('RECORDID'),
  from: (b) => `IMMUNISATIONS i LEFT JOIN VACCINES vx ON ${b.col('vx', 'VACCINEID')} = ${b.col('i', 'VACCINEID')}`,
  where: (b) => `${b.col('i', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: i('UPDATED'), type: 'datetime' },
    patient: { sql: i('INTERNALID'), type: 'int' },
    vaccineName: { sql: col('vx', 'VACCINENAME'), type: 'text' },
    airCode: { sql: col('vx', 'ACIRCODE'), type: 'text' },
    givenDate: { sql: i('GIVENDATE'), type: 'date' },
    batch: { sql: i('BATCHNO'), type: 'text' },
    notGivenHere: { sql: i('NOTGIVENHERE'), type: 'int' },
    performer: { sql: i('USERID'), type: 'int' },
  },
  lastUpdated: lastUpdatedOf('i'),
  params: {
    ...patientParams('Immunization', 'patient', false),
    date: { type: 'date', lo: { kind: 'date', sql: i('GIVENDATE') }, definition: sp('clinical-date') },
    status: constantCode(sp('Immunization-status'), 'http://hl7.org/fhir/event-status', 'completed'),
    'vaccine-code': {
      type: 'token', token: 'code', column: col('vx', 'ACIRCODE'), dbType: 'text', codes: [], definition: sp('Immunization-vaccine-code'),
      passthrough: { system: CS.airVaccine, numeric: false }, text: [col('vx', 'VACCINENAME')],
    },
    'lot-number': { type: 'string', columns: [i('BATCHNO')], definition: sp('Immunization-lot-number') },
    performer: { type: 'reference', refs: [{ field: 'performer', target: 'Practitioner' }], definition: sp('Immunization-performer') },
  },
  sorts: { date: [{ sql: i('GIVENDATE'), type: 'date', nullable: false }] },
  required: ['status', 'vaccineCode', 'patient', 'occurrenceDateTime'],
  summary: ['status', 'vaccineCode', 'patient', 'occurrence[x]', 'primarySource', 'performer', 'note', 'isSubpotent'],
  build(row, ctx): Immunization {
    const name = row.text('vaccineName');
    const code = row.text('airCode');
    const performer = reference('Practitioner', row.int('performer'));
    return removeEmpty({
      resourceType: 'Immunization' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.immunization),
      status: 'completed' as const,
      vaccineCode: removeEmpty({ coding: code === undefined ? undefined : [removeEmpty({ system: CS.airVaccine, code, display: name })], text: name }),
      patient: reference('Patient', row.int('patient'))!,
      occurrenceDateTime: row.day('givenDate')!,
      primarySource: row.int('notGivenHere') !== 1,
      lotNumber: row.text('batch'),
      performer: performer === undefined ? undefined : [{ actor: performer }],
    });
  },
};
