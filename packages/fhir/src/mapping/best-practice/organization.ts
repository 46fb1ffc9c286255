/**
 * @module fhir/mapping/best-practice/organization
 * Organization ← PRACTICE (one row: the practice itself), id PRACTICEID, with its HPI-O.
 */
import type { Organization } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { col, columnIdentifier, lastUpdatedOf, meta, removeEmpty } from './common.js';
import { CS, ID, PROFILE, sp } from './systems.js';

const o = (name: string) => col('o', name);

export const organizationMapping: ResourceMapping = {
  type: 'Organization',
  profile: PROFILE.organization,
  id: o('PRACTICEID'),
  from: () => 'PRACTICE o',
  where: () => '1 = 1',
  fields: {
    updated: { sql: o('UPDATED'), type: 'datetime' },
    name: { sql: o('PRACTICENAME'), type: 'text' },
    address1: { sql: o('ADDRESS1'), type: 'text' },
    address2: { sql: o('ADDRESS2'), type: 'text' },
    city: { sql: o('CITY'), type: 'text' },
    postcode: { sql: o('POSTCODE'), type: 'text' },
    phone: { sql: o('PHONE'), type: 'text' },
    email: { sql: o('EMAIL'), type: 'text' },
    hpio: { sql: o('HPIO'), type: 'text' },
  },
  lastUpdated: lastUpdatedOf('o'),
  params: {
    identifier: { type: 'token', token: 'identifier', identifiers: [columnIdentifier(ID.hpio, o('HPIO'))], definition: sp('Organization-identifier') },
    name: { type: 'string', columns: [o('PRACTICENAME')], definition: sp('Organization-name') },
    'address-city': { type: 'string', columns: [o('CITY')], definition: sp('Organization-address-city') },
    'address-postalcode': { type: 'string', columns: [o('POSTCODE')], definition: sp('Organization-address-postalcode') },
  },
  sorts: { name: [{ sql: o('PRACTICENAME'), type: 'text', nullable: false }] },
  required: [],
  summary: ['identifier', 'active', 'type', 'name', 'partOf'],
  build(row, ctx): Organization {
    const hpio = row.text('hpio');
    const lines = [row.text('address1'), row.text('address2')].filter((l): l is string => l !== undefined);
    const telecom = [
      ...(row.text('phone') === undefined ? [] : [{ system: 'phone' as const, value: row.text('phone')!, use: 'work' as const }]),
      ...(row.text('email') === undefined ? [] : [{ system: 'email' as const, value: row.text('email')!, use: 'work' as const }]),
    ];
    return removeEmpty({
      resourceType: 'Organization' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.organization),
      identifier: hpio === undefined ? undefined : [{ type: { coding: [{ system: CS.v2_0203_au, code: 'NOI', display: 'National Organisation Identifier' }], text: 'HPI-O' }, system: ID.hpio, value: hpio }],
      active: true,
      name: row.text('name'),
      telecom,
      address: [removeEmpty({ use: 'work' as const, type: 'physical' as const, line: lines, city: row.text('city'), postalCode: row.text('postcode'), country: 'AU' })],
    });
  },
};
