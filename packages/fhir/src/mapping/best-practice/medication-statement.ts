/**
 * @module fhir/mapping/best-practice/medication-statement
 * MedicationStatement ← CURRENTRX (RECORDSTATUS 1), id RECORDID: the current medication list, so every
 * statement is active. The drug is coded with Bp's product id (a local code: the real ids live in the
 * BPSDrugs database) and named; LASTDATE (last prescribed) is the effective date; the indication is the
 * reason; the prescriber is the information source.
 */
import type { MedicationStatement } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { col, constantCode, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { CS, PROFILE, sp } from './systems.js';

const c = (name: string) => col('c', name);

export const medicationStatementMapping: ResourceMapping = {
  type: 'MedicationStatement',
  profile: PROFILE.medicationStatement,
  id: c('RECORDID'),
  from: () => 'CURRENTRX c',
  where: (b) => `${b.col('c', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: c('UPDATED'), type: 'datetime' },
    patient: { sql: c('INTERNALID'), type: 'int' },
    productId: { sql: c('PRODUCTID'), type: 'int' },
    drugName: { sql: c('DRUGNAME'), type: 'text' },
    dose: { sql: c('DOSE'), type: 'text' },
    frequency: { sql: c('FREQUENCY'), type: 'text' },
    prn: { sql: c('PRN'), type: 'int' },
    route: { sql: c('ROUTE'), type: 'text' },
    indication: { sql: c('INDICATION'), type: 'text' },
    lastDate: { sql: c('LASTDATE'), type: 'date' },
    prescriber: { sql: c('USERID'), type: 'int' },
  },
  lastUpdated: lastUpdatedOf('c'),
  params: {
    ...patientParams('MedicationStatement', 'patient', true),
    status: constantCode(sp('medications-status'), 'http://hl7.org/fhir/CodeSystem/medication-statement-status', 'active'),
    code: {
      type: 'token', token: 'code', column: c('PRODUCTID'), dbType: 'int', codes: [], definition: sp('clinical-code'),
      passthrough: { system: CS.bpProduct, numeric: true }, text: [c('DRUGNAME')],
    },
    effective: { type: 'date', lo: { kind: 'date', sql: c('LASTDATE') }, definition: sp('MedicationStatement-effective') },
    source: { type: 'reference', refs: [{ field: 'prescriber', target: 'Practitioner' }], definition: sp('MedicationStatement-source') },
  },
  sorts: {
    effective: [{ sql: c('LASTDATE'), type: 'date', nullable: true }],
    code: [{ sql: c('DRUGNAME'), type: 'text', nullable: false }],
  },
  required: ['status', 'medicationCodeableConcept', 'subject'],
  summary: ['identifier', 'basedOn', 'partOf', 'status', 'category', 'medication[x]', 'subject', 'context', 'effective[x]', 'dateAsserted'],
  build(row, ctx): MedicationStatement {
    const name = row.text('drugName');
    const dosageText = [row.text('dose'), row.text('frequency')].filter((x) => x !== undefined).join(' ');
    const route = row.text('route');
    const indication = row.text('indication');
    return removeEmpty({
      resourceType: 'MedicationStatement' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.medicationStatement),
      status: 'active' as const,
      medicationCodeableConcept: removeEmpty({ coding: [removeEmpty({ system: CS.bpProduct, code: String(row.int('productId')), display: name })], text: name }),
      subject: reference('Patient', row.int('patient'))!,
      effectiveDateTime: row.day('lastDate'),
      informationSource: reference('Practitioner', row.int('prescriber')),
      reasonCode: indication === undefined ? undefined : [{ text: indication }],
      dosage: [removeEmpty({
        text: dosageText === '' ? undefined : dosageText,
        asNeededBoolean: row.int('prn') === 1,
        route: route === undefined ? undefined : { text: route },
      })],
    });
  },
};
