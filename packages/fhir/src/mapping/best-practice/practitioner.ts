/**
 * @module fhir/mapping/best-practice/practitioner
 * Practitioner ← USERS with USERSTATUS 1 (active) or 2 (inactive); 999 marks invalid users and is never
 * shown. id USERID. AU Base Practitioner: HPI-I and PBS prescriber number as identifiers (the Medicare
 * provider number belongs to the PractitionerRole: it is tied to a location).
 */
import type { Identifier, Practitioner } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { GENDER_CODES, col, columnIdentifier, genderOf, lastUpdatedOf, meta, removeEmpty } from './common.js';
import { CS, ID, PROFILE, sp } from './systems.js';

const u = (name: string) => col('u', name);

export const practitionerMapping: ResourceMapping = {
  type: 'Practitioner',
  profile: PROFILE.practitioner,
  id: u('USERID'),
  from: (b) => `USERS u LEFT JOIN TITLES t ON ${b.col('t', 'TITLECODE')} = ${b.col('u', 'TITLECODE')}`,
  where: (b) => `${b.col('u', 'USERSTATUS')} IN (1, 2)`,
  fields: {
    updated: { sql: u('UPDATED'), type: 'datetime' },
    status: { sql: u('USERSTATUS'), type: 'int' },
    title: { sql: col('t', 'TITLE'), type: 'text' },
    firstName: { sql: u('FIRSTNAME'), type: 'text' },
    surname: { sql: u('SURNAME'), type: 'text' },
    sex: { sql: u('SEXCODE'), type: 'int' },
    hpii: { sql: u('HPIINO'), type: 'text' },
    prescriber: { sql: u('PRESCRIBERNO'), type: 'text' },
    email: { sql: u('EMAIL'), type: 'text' },
  },
  lastUpdated: lastUpdatedOf('u'),
  params: {
    identifier: {
      type: 'token', token: 'identifier', definition: sp('Practitioner-identifier'),
      identifiers: [columnIdentifier(ID.hpii, u('HPIINO')), columnIdentifier(ID.prescriber, u('PRESCRIBERNO'))],
    },
    family: { type: 'string', columns: [u('SURNAME')], definition: sp('individual-family') },
    given: { type: 'string', columns: [u('FIRSTNAME')], definition: sp('individual-given') },
    name: { type: 'string', columns: [u('SURNAME'), u('FIRSTNAME')], definition: sp('Practitioner-name') },
    gender: { type: 'token', token: 'code', column: u('SEXCODE'), dbType: 'int', codes: GENDER_CODES, definition: sp('individual-gender') },
    active: {
      type: 'token', token: 'code', column: u('USERSTATUS'), dbType: 'int', definition: sp('Practitioner-active'),
      codes: [{ code: 'true', db: [1] }, { code: 'false', db: [2] }],
    },
    email: { type: 'token', token: 'telecom', contacts: [{ system: 'email', column: u('EMAIL') }], definition: sp('individual-email') },
  },
  sorts: {
    family: [{ sql: u('SURNAME'), type: 'text', nullable: false }],
    given: [{ sql: u('FIRSTNAME'), type: 'text', nullable: false }],
    name: [{ sql: u('SURNAME'), type: 'text', nullable: false }, { sql: u('FIRSTNAME'), type: 'text', nullable: false }],
  },
  required: [],
  summary: ['identifier', 'active', 'name', 'telecom', 'address', 'gender', 'birthDate'],
  build(row, ctx): Practitioner {
    const identifier: Identifier[] = [];
    const hpii = row.text('hpii');
    if (hpii !== undefined) identifier.push({ type: { coding: [{ system: CS.v2_0203, code: 'NPI', display: 'National provider identifier' }], text: 'HPI-I' }, system: ID.hpii, value: hpii });
    const prescriber = row.text('prescriber');
    if (prescriber !== undefined) identifier.push({ type: { coding: [{ system: CS.v2_0203_au, code: 'PRES', display: 'Prescriber Number' }], text: 'Prescriber Number' }, system: ID.prescriber, value: prescriber });
    const title = row.text('title');
    const email = row.text('email');
    return removeEmpty({
      resourceType: 'Practitioner' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.practitioner),
      identifier,
      active: row.int('status') === 1,
      name: [removeEmpty({ use: 'official' as const, family: row.text('surname'), given: [row.text('firstName')].filter((g): g is string => g !== undefined), prefix: title === undefined ? undefined : [title] })],
      telecom: email === undefined ? undefined : [{ system: 'email' as const, value: email, use: 'work' as const }],
      gender: genderOf(row.int('sex')),
    });
  },
};
