/**
 * @module fhir/mapping/best-practice/practitioner-role
 * PractitionerRole ← USERS that hold a Medicare provider number (the clinicians), one role each: the
 * user at their location in the practice. id USERID, the same key as the Practitioner it points at.
 * AU Base PractitionerRole: the Medicare provider number as identifier.
 */
import type { PractitionerRole } from 'fhir/r4.js';
import type { ResourceMapping } from '../model.js';
import { PRACTICE_ID, col, columnIdentifier, lastUpdatedOf, meta, reference, removeEmpty } from './common.js';
import { CS, ID, PROFILE, sp } from './systems.js';

const u = (name: string) => col('u', name);

export const practitionerRoleMapping: ResourceMapping = {
  type: 'PractitionerRole',
  profile: PROFILE.practitionerRole,
  id: u('USERID'),
  from: () => 'USERS u',
  where: (b) => `(${b.col('u', 'USERSTATUS')} IN (1, 2) AND ${b.d.hasText(b.col('u', 'PROVIDERNO'))})`,
  fields: {
    updated: { sql: u('UPDATED'), type: 'datetime' },
    status: { sql: u('USERSTATUS'), type: 'int' },
    providerNo: { sql: u('PROVIDERNO'), type: 'text' },
    practitioner: { sql: u('USERID'), type: 'int' },
    location: { sql: u('LOCATIONID'), type: 'int' },
    organization: { sql: PRACTICE_ID, type: 'int' },
    email: { sql: u('EMAIL'), type: 'text' },
  },
  lastUpdated: lastUpdatedOf('u'),
  params: {
    identifier: { type: 'token', token: 'identifier', identifiers: [columnIdentifier(ID.medicareProvider, u('PROVIDERNO'))], definition: sp('PractitionerRole-identifier') },
    practitioner: { type: 'reference', refs: [{ field: 'practitioner', target: 'Practitioner' }], definition: sp('PractitionerRole-practitioner') },
    location: { type: 'reference', refs: [{ field: 'location', target: 'Location' }], definition: sp('PractitionerRole-location') },
    organization: { type: 'reference', refs: [{ field: 'organization', target: 'Organization' }], definition: sp('PractitionerRole-organization') },
    active: {
      type: 'token', token: 'code', column: u('USERSTATUS'), dbType: 'int', definition: sp('PractitionerRole-active'),
      codes: [{ code: 'true', db: [1] }, { code: 'false', db: [2] }],
    },
  },
  sorts: {},
  required: [],
  summary: ['identifier', 'active', 'period', 'practitioner', 'organization', 'code', 'specialty', 'location', 'telecom'],
  build(row, ctx): PractitionerRole {
    const providerNo = row.text('providerNo');
    const email = row.text('email');
    const location = reference('Location', row.int('location'));
    return removeEmpty({
      resourceType: 'PractitionerRole' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.practitionerRole),
      identifier: providerNo === undefined ? undefined : [{
        type: { coding: [{ system: CS.v2_0203_au, code: 'UPIN', display: 'Medicare Provider Number' }], text: 'Medicare Provider Number' },
        system: ID.medicareProvider,
        value: providerNo,
      }],
      active: row.int('status') === 1,
      practitioner: reference('Practitioner', row.int('practitioner')),
      organization: reference('Organization', row.int('organization')),
      location: location === undefined ? undefined : [location],
      telecom: email === undefined ? undefined : [{ system: 'email' as const, value: email, use: 'work' as const }],
    });
  },
};
