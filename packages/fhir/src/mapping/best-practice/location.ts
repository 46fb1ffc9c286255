/**
 * @module fhir/mapping/best-practice/location
 * Location ← LOCATIONS (RECORDSTATUS 1): the practice's surgeries, id LOCATIONID, managed by the practice.
 */
import type { Location } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { PRACTICE_ID, col, constantCode, lastUpdatedOf, meta, reference, removeEmpty } from './common.js';
import { PROFILE, sp } from './systems.js';

const l = (name: string) => col('l', name);

export const locationMapping: ResourceMapping = {
  type: 'Location',
  profile: PROFILE.location,
  id: l('LOCATIONID'),
  from: () => 'LOCATIONS l',
  where: (b) => `${b.col('l', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: l('UPDATED'), type: 'datetime' },
    name: { sql: l('LOCATIONNAME'), type: 'text' },
    address1: { sql: l('ADDRESS1'), type: 'text' },
    address2: { sql: l('ADDRESS2'), type: 'text' },
    city: { sql: l('CITY'), type: 'text' },
    postcode: { sql: l('POSTCODE'), type: 'text' },
    phone: { sql: l('PHONE'), type: 'text' },
    organization: { sql: PRACTICE_ID, type: 'int' },
  },
  lastUpdated: lastUpdatedOf('l'),
  params: {
    name: { type: 'string', columns: [l('LOCATIONNAME')], definition: sp('Location-name') },
    'address-city': { type: 'string', columns: [l('CITY')], definition: sp('Location-address-city') },
    'address-postalcode': { type: 'string', columns: [l('POSTCODE')], definition: sp('Location-address-postalcode') },
    organization: { type: 'reference', refs: [{ field: 'organization', target: 'Organization' }], definition: sp('Location-organization') },
    status: constantCode(sp('Location-status'), 'http://hl7.org/fhir/location-status', 'active'),
  },
  sorts: { name: [{ sql: l('LOCATIONNAME'), type: 'text', nullable: false }] },
  required: [],
  summary: ['identifier', 'status', 'operationalStatus', 'name', 'description', 'mode', 'type', 'physicalType', 'managingOrganization'],
  build(row, ctx): Location {
    const lines = [row.text('address1'), row.text('address2')].filter((x): x is string => x !== undefined);
    const phone = row.text('phone');
    return removeEmpty({
      resourceType: 'Location' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.location),
      status: 'active' as const,
      name: row.text('name'),
      mode: 'instance' as const,
      telecom: phone === undefined ? undefined : [{ system: 'phone' as const, value: phone, use: 'work' as const }],
      address: removeEmpty({ use: 'work' as const, type: 'physical' as const, line: lines, city: row.text('city'), postalCode: row.text('postcode'), country: 'AU' }),
      managingOrganization: reference('Organization', row.int('organization')),
    });
  },
};
