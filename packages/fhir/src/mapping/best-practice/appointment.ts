/**
 * @module fhir/mapping/best-practice/appointment
 * Appointment ← APPOINTMENTS (RECORDSTATUS 1; cancelled bookings are soft-deleted in Bp and not shown),
 * id RECORDID (BPS_Appointments exposes no key). Start is APPOINTMENTDATE plus APPOINTMENTTIME (seconds
 * since midnight), end adds APPOINTMENTLENGTH (seconds). Bp's statuses: Booked → booked, Waiting →
 * arrived, With doctor → checked-in, At billing and Completed → fulfilled. Participants: the patient,
 * the practitioner and the location.
 */
import type { Appointment, AppointmentParticipant } from 'fhir/r4.js';
import type { ResourceMapping, TokenCode } from '../model.js';
import { col, instantFromDateAndSeconds, instantOf, lastUpdatedOf, meta, reference, removeEmpty } from './common.js';
import { CS, sp } from './systems.js';

const a = (name: string) => col('a', name);

const STATUS_SYSTEM = 'http://hl7.org/fhir/appointmentstatus';
const STATUSES: readonly (TokenCode & { code: Appointment['status'] })[] = [
  { system: STATUS_SYSTEM, code: 'booked', db: [1] },
  { system: STATUS_SYSTEM, code: 'arrived', db: [2] },
  { system: STATUS_SYSTEM, code: 'checked-in', db: [3] },
  { system: STATUS_SYSTEM, code: 'fulfilled', db: [4, 5] },
];

export const appointmentMapping: ResourceMapping = {
  type: 'Appointment',
  id: a('RECORDID'),
  from: (b) => `APPOINTMENTS a LEFT JOIN APPOINTMENTTYPES aty ON ${b.col('aty', 'APPOINTMENTTYPE')} = ${b.col('a', 'APPOINTMENTTYPE')}`,
  where: (b) => `${b.col('a', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: a('UPDATED'), type: 'datetime' },
    created: { sql: a('CREATED'), type: 'datetime' },
    patient: { sql: a('INTERNALID'), type: 'int' },
    practitioner: { sql: a('USERID'), type: 'int' },
    location: { sql: a('LOCATIONID'), type: 'int' },
    date: { sql: a('APPOINTMENTDATE'), type: 'date' },
    time: { sql: a('APPOINTMENTTIME'), type: 'int' },
    length: { sql: a('APPOINTMENTLENGTH'), type: 'int' },
    typeCode: { sql: a('APPOINTMENTTYPE'), type: 'int' },
    typeName: { sql: col('aty', 'DESCRIPTION'), type: 'text' },
    status: { sql: a('APPOINTMENTCODE'), type: 'int' },
    urgent: { sql: a('URGENT'), type: 'int' },
    comment: { sql: a('COMMENT'), type: 'text' },
  },
  lastUpdated: lastUpdatedOf('a'),
  params: {
    date: { type: 'date', lo: { kind: 'dateSeconds', date: a('APPOINTMENTDATE'), seconds: a('APPOINTMENTTIME') }, definition: sp('Appointment-date') },
    patient: { type: 'reference', refs: [{ field: 'patient', target: 'Patient' }], definition: sp('Appointment-patient') },
    practitioner: { type: 'reference', refs: [{ field: 'practitioner', target: 'Practitioner' }], definition: sp('Appointment-practitioner') },
    location: { type: 'reference', refs: [{ field: 'location', target: 'Location' }], definition: sp('Appointment-location') },
    actor: {
      type: 'reference', definition: sp('Appointment-actor'),
      refs: [{ field: 'patient', target: 'Patient' }, { field: 'practitioner', target: 'Practitioner' }, { field: 'location', target: 'Location' }],
    },
    status: { type: 'token', token: 'code', column: a('APPOINTMENTCODE'), dbType: 'int', codes: STATUSES, definition: sp('Appointment-status') },
    'service-type': {
      type: 'token', token: 'code', column: a('APPOINTMENTTYPE'), dbType: 'int', codes: [], definition: sp('Appointment-service-type'),
      passthrough: { system: CS.bpAppointmentType, numeric: true }, text: [col('aty', 'DESCRIPTION')],
    },
  },
  sorts: {
    date: [{ sql: a('APPOINTMENTDATE'), type: 'date', nullable: false }, { sql: a('APPOINTMENTTIME'), type: 'int', nullable: false }],
    status: [{ sql: a('APPOINTMENTCODE'), type: 'int', nullable: false }],
  },
  required: ['status', 'participant'],
  summary: ['identifier', 'status', 'cancelationReason', 'serviceCategory', 'serviceType', 'specialty', 'appointmentType', 'reasonCode', 'start', 'end'],
  build(row, ctx): Appointment {
    const length = row.int('length') ?? 0;
    const participant: AppointmentParticipant[] = [];
    const add = (type: string, id: number | undefined, required?: 'required') => {
      const actor = reference(type, id);
      if (actor !== undefined) participant.push({ actor, status: 'accepted', ...(required === undefined ? {} : { required }) });
    };
    add('Patient', row.int('patient'), 'required');
    add('Practitioner', row.int('practitioner'));
    add('Location', row.int('location'));
    const typeCode = row.int('typeCode');
    const typeName = row.text('typeName');
    return removeEmpty({
      resourceType: 'Appointment' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx),
      status: STATUSES.find((s) => s.db.includes(row.int('status') ?? -1))?.code ?? 'booked',
      serviceType: typeCode === undefined ? undefined : [removeEmpty({ coding: [removeEmpty({ system: CS.bpAppointmentType, code: String(typeCode), display: typeName })], text: typeName })],
      priority: row.int('urgent') === 1 ? 1 : undefined,
      description: typeName,
      start: instantFromDateAndSeconds(row, 'date', 'time', ctx),
      end: instantFromDateAndSeconds(row, 'date', 'time', ctx, length),
      minutesDuration: length > 0 ? Math.round(length / 60) : undefined,
      created: instantOf(row, 'created', ctx),
      comment: row.text('comment'),
      participant,
    });
  },
};
