/**
 * @module fhir/mapping/best-practice/encounter
 * Encounter ← VISITS (RECORDSTATUS 1), id VISITID: the consultations. The period starts at VISITDATE and
 * lasts DURATION seconds; the visit type gives the class (surgery ambulatory, home and aged-care visits
 * home health, telephone and telehealth virtual, hospital inpatient) and the type. Visits are recorded
 * once they happen, so every one is finished.
 */
import type { Encounter } from 'fhir/r4.js';
import type { Expr, ResourceMapping, TokenCode } from '../model.js';
import { PRACTICE_ID, col, constantCode, instantOf, lastUpdatedOf, meta, patientParams, reference, removeEmpty } from './common.js';
import { wallToFhirInstant as instantOfWall } from '../../time-zone.js';
import { CS, PROFILE, sp } from './systems.js';

const v = (name: string) => col('v', name);

const CLASSES: Record<string, { display: string; visitCodes: number[] }> = {
  AMB: { display: 'ambulatory', visitCodes: [1, 3] },
  HH: { display: 'home health', visitCodes: [2, 5, 9] },
  VR: { display: 'virtual', visitCodes: [6, 7, 8, 10] },
  IMP: { display: 'inpatient encounter', visitCodes: [4] },
};
const CLASS_CODES: TokenCode[] = Object.entries(CLASSES).map(([code, c]) => ({ system: CS.actCode, code, db: c.visitCodes }));

const DURATION_OR_ZERO: Expr = (b) => `COALESCE(${b.col('v', 'DURATION')}, 0)`;

export const encounterMapping: ResourceMapping = {
  type: 'Encounter',
  profile: PROFILE.encounter,
  id: v('VISITID'),
  from: (b) => `VISITS v LEFT JOIN VISITTYPES vt ON ${b.col('vt', 'VISITCODE')} = ${b.col('v', 'VISITCODE')}`,
  where: (b) => `${b.col('v', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: v('UPDATED'), type: 'datetime' },
    patient: { sql: v('INTERNALID'), type: 'int' },
    practitioner: { sql: v('USERID'), type: 'int' },
    location: { sql: v('LOCATIONID'), type: 'int' },
    start: { sql: v('VISITDATE'), type: 'datetime' },
    duration: { sql: v('DURATION'), type: 'int' },
    visitCode: { sql: v('VISITCODE'), type: 'int' },
    visitType: { sql: col('vt', 'VISITTYPE'), type: 'text' },
    organization: { sql: PRACTICE_ID, type: 'int' },
  },
  lastUpdated: lastUpdatedOf('v'),
  params: {
    ...patientParams('Encounter', 'patient', true),
    date: {
      type: 'date', definition: sp('clinical-date'),
      lo: { kind: 'datetime', sql: v('VISITDATE') },
      hi: { kind: 'datetimePlusSeconds', sql: v('VISITDATE'), seconds: DURATION_OR_ZERO },
    },
    practitioner: { type: 'reference', refs: [{ field: 'practitioner', target: 'Practitioner' }], definition: sp('Encounter-practitioner') },
    participant: { type: 'reference', refs: [{ field: 'practitioner', target: 'Practitioner' }], definition: sp('Encounter-participant') },
    location: { type: 'reference', refs: [{ field: 'location', target: 'Location' }], definition: sp('Encounter-location') },
    'service-provider': { type: 'reference', refs: [{ field: 'organization', target: 'Organization' }], definition: sp('Encounter-service-provider') },
    status: constantCode(sp('Encounter-status'), 'http://hl7.org/fhir/encounter-status', 'finished'),
    class: { type: 'token', token: 'code', column: v('VISITCODE'), dbType: 'int', codes: CLASS_CODES, definition: sp('Encounter-class') },
    type: {
      type: 'token', token: 'code', column: v('VISITCODE'), dbType: 'int', codes: [], definition: sp('clinical-type'),
      passthrough: { system: CS.bpVisitType, numeric: true }, text: [col('vt', 'VISITTYPE')],
    },
  },
  sorts: { date: [{ sql: v('VISITDATE'), type: 'datetime', nullable: false }] },
  required: ['status', 'class'],
  summary: ['identifier', 'status', 'class', 'type', 'serviceType', 'subject', 'episodeOfCare', 'participant', 'appointment', 'reasonCode', 'reasonReference', 'diagnosis'],
  build(row, ctx): Encounter {
    const visitCode = row.int('visitCode') ?? -1;
    const [classCode, cls] = Object.entries(CLASSES).find(([, c]) => c.visitCodes.includes(visitCode)) ?? ['AMB', CLASSES.AMB!];
    const visitType = row.text('visitType');
    const duration = row.int('duration');
    const startWall = row.stamp('start');
    const practitioner = reference('Practitioner', row.int('practitioner'));
    const location = reference('Location', row.int('location'));
    return removeEmpty({
      resourceType: 'Encounter' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.encounter),
      status: 'finished' as const,
      class: { system: CS.actCode, code: classCode, display: cls.display },
      type: visitType === undefined ? undefined : [{ coding: [{ system: CS.bpVisitType, code: String(visitCode), display: visitType }], text: visitType }],
      subject: reference('Patient', row.int('patient')),
      participant: practitioner === undefined ? undefined : [{ individual: practitioner }],
      period: startWall === undefined ? undefined : removeEmpty({
        start: instantOf(row, 'start', ctx),
        end: duration === undefined ? undefined : instantOfWall(startWall + duration * 1000, ctx.timeZone),
      }),
      location: location === undefined ? undefined : [{ location }],
      serviceProvider: reference('Organization', row.int('organization')),
    });
  },
};

