/**
 * @module fhir/mapping/best-practice/patient
 * Patient ← PATIENTS (RECORDSTATUS 1), id INTERNALID. Shaped as AU Base Patient: Medicare (11 digits:
 * card number and line number), IHI, DVA and the practice's record number (HPI-O scoped) as identifiers,
 * indigenous status extension, official and preferred names, home/work/mobile phones and e-mail, home and
 * postal addresses, marital status (CLINICAL), usual doctor and the practice. Status Deceased → deceased,
 * anything but Active → active false.
 */
import type { Address, ContactPoint, Extension, HumanName, Identifier, Patient } from 'fhir/r4.js';
import type { RowReader } from '../../rows.js';
import type { CodeParam, IdentifierDef, ResourceMapping, SearchParam, TelecomParam } from '../model.js';
import { GENDER_CODES, PRACTICE_HPIO, PRACTICE_ID, col, columnIdentifier, genderOf, lastUpdatedOf, meta, reference, removeEmpty } from './common.js';
import { CS, EXTENSION, ID, PROFILE, sp } from './systems.js';

const p = (name: string) => col('p', name);


/** MARITALSTATUS → v3 MaritalStatus. */
const MARITAL: Record<number, { code: string; display: string; system?: string }> = {
  1: { code: 'S', display: 'Never Married' },
  2: { code: 'M', display: 'Married' },
  3: { code: 'T', display: 'Domestic partner' },
  4: { code: 'L', display: 'Legally Separated' },
  5: { code: 'D', display: 'Divorced' },
  6: { code: 'W', display: 'Widowed' },
  9: { code: 'UNK', display: 'unknown', system: CS.nullFlavor },
};

const INDIGENOUS: Record<number, string> = {
  1: 'Aboriginal but not Torres Strait Islander origin',
  2: 'Torres Strait Islander but not Aboriginal origin',
  3: 'Both Aboriginal and Torres Strait Islander origin',
  4: 'Neither Aboriginal nor Torres Strait Islander origin',
  9: 'Not stated/inadequately described',
};

/** Medicare: 10 digits match the card (any line), 11 digits the card and the line (IRN). */
const medicare: IdentifierDef = {
  system: ID.medicare,
  match: (b, value) => {
    if (value === undefined) return b.d.hasText(b.col('p', 'MEDICARENO'));
    const v = value.replace(/\s+/g, '');
    if (/^\d{11}$/.test(v)) return `(${b.col('p', 'MEDICARENO')} = ${b.value('NVarChar', v.slice(0, 10))} AND ${b.col('p', 'MEDICARELINENO')} = ${b.value('Int', v.slice(10))})`;
    return `${b.col('p', 'MEDICARENO')} = ${b.value('NVarChar', v)}`;
  },
  exists: (b) => b.d.hasText(b.col('p', 'MEDICARENO')),
};

const recordNumber: IdentifierDef = {
  system: ID.recordNumberScope,
  scoped: true,
  match: (b, value, scope) => {
    const own = value === undefined ? b.d.hasText(b.col('p', 'RECORDNO')) : `${b.col('p', 'RECORDNO')} = ${b.value('NVarChar', value.trim())}`;
    return scope === undefined ? own : `(${own} AND ${PRACTICE_HPIO(b)} = ${b.value('NVarChar', scope)})`;
  },
  exists: (b) => b.d.hasText(b.col('p', 'RECORDNO')),
};

export const PATIENT_IDENTIFIERS: readonly IdentifierDef[] = [
  medicare,
  columnIdentifier(ID.ihi, p('IHI')),
  columnIdentifier(ID.dva, p('DVANO')),
  recordNumber,
];

const phones = [p('HOMEPHONE'), p('WORKPHONE'), p('MOBILEPHONE')];
const telecom = (systems: ('phone' | 'email')[], definition: string): TelecomParam => ({
  type: 'token',
  token: 'telecom',
  definition,
  contacts: [
    ...(systems.includes('phone') ? phones.map((column) => ({ system: 'phone' as const, column })) : []),
    ...(systems.includes('email') ? [{ system: 'email' as const, column: p('EMAIL') }] : []),
  ],
});

const gender: CodeParam = {
  type: 'token', token: 'code', column: p('SEXCODE'), dbType: 'int', definition: sp('individual-gender'),
  codes: GENDER_CODES,
};

const params: Record<string, SearchParam> = {
  identifier: { type: 'token', token: 'identifier', identifiers: PATIENT_IDENTIFIERS, definition: sp('Patient-identifier') },
  family: { type: 'string', columns: [p('SURNAME')], definition: sp('individual-family') },
  given: { type: 'string', columns: [p('FIRSTNAME'), p('MIDDLENAME'), p('PREFERREDNAME')], definition: sp('individual-given') },
  name: { type: 'string', columns: [p('SURNAME'), p('FIRSTNAME'), p('MIDDLENAME'), p('PREFERREDNAME')], definition: sp('Patient-name') },
  birthdate: { type: 'date', lo: { kind: 'date', sql: p('DOB') }, definition: sp('individual-birthdate') },
  gender,
  telecom: telecom(['phone', 'email'], sp('individual-telecom')),
  phone: telecom(['phone'], sp('individual-phone')),
  email: telecom(['email'], sp('individual-email')),
  'address-city': { type: 'string', columns: [p('CITY'), p('POSTALCITY')], definition: sp('individual-address-city') },
  'address-postalcode': { type: 'string', columns: [p('POSTCODE'), p('POSTALPOSTCODE')], definition: sp('individual-address-postalcode') },
  active: {
    type: 'token', token: 'code', column: p('PATIENTSTATUSCODE'), dbType: 'int', definition: sp('Patient-active'),
    codes: [{ code: 'true', db: [1] }, { code: 'false', db: [2, 3] }],
  },
  'general-practitioner': {
    type: 'reference', refs: [{ field: 'usualDoctor', target: 'Practitioner' }], definition: sp('Patient-general-practitioner'),
  },
  organization: { type: 'reference', refs: [{ field: 'organization', target: 'Organization' }], definition: sp('Patient-organization') },
};

function identifiers(row: RowReader): Identifier[] {
  const out: Identifier[] = [];
  const medicareNo = row.text('medicareNo');
  if (medicareNo !== undefined) {
    const line = row.int('medicareLine');
    const expiry = row.day('medicareExpiry');
    out.push(removeEmpty({
      type: { coding: [{ system: CS.v2_0203, code: 'MC', display: "Patient's Medicare Number" }], text: 'Medicare Number' },
      system: ID.medicare,
      value: line === undefined ? medicareNo : `${medicareNo}${line}`,
      period: expiry === undefined ? undefined : { end: expiry.slice(0, 7) },
    }));
  }
  const ihi = row.text('ihi');
  if (ihi !== undefined) {
    out.push({ type: { coding: [{ system: CS.v2_0203, code: 'NI', display: 'National unique individual identifier' }], text: 'IHI' }, system: ID.ihi, value: ihi });
  }
  const dva = row.text('dva');
  if (dva !== undefined) {
    out.push({ type: { coding: [{ system: CS.v2_0203_au, code: 'DVAU', display: 'DVA Number' }], text: 'DVA Number' }, system: ID.dva, value: dva });
  }
  const recordNo = row.text('recordNo');
  const hpio = row.text('practiceHpio');
  if (recordNo !== undefined && hpio !== undefined) {
    out.push({
      type: { coding: [{ system: CS.v2_0203, code: 'MR', display: 'Medical record number' }], text: 'Record number' },
      system: `${ID.recordNumberScope}${hpio}`,
      value: recordNo,
    });
  }
  return out;
}

function names(row: RowReader): HumanName[] {
  const given = [row.text('firstName'), row.text('middleName')].filter((n): n is string => n !== undefined);
  const title = row.text('title');
  const out: HumanName[] = [removeEmpty({ use: 'official' as const, family: row.text('surname'), given, prefix: title === undefined ? undefined : [title] })];
  const preferred = row.text('preferredName');
  if (preferred !== undefined) out.push(removeEmpty({ use: 'usual' as const, family: row.text('surname'), given: [preferred] }));
  return out;
}

function telecoms(row: RowReader): ContactPoint[] {
  const out: ContactPoint[] = [];
  const add = (system: ContactPoint['system'], use: ContactPoint['use'], value: string | undefined) => {
    if (value !== undefined) out.push({ system, value, use });
  };
  add('phone', 'home', row.text('homePhone'));
  add('phone', 'work', row.text('workPhone'));
  add('phone', 'mobile', row.text('mobilePhone'));
  add('email', 'home', row.text('email'));
  return out;
}

/**
 * The home and the postal address, each when any of its parts has text: `address-city` and
 * `address-postalcode` search both addresses' columns, so a city or postcode held without street lines must
 * show too, or a search would find a patient whose resource has no such address.
 */
function addresses(row: RowReader): Address[] {
  const out: Address[] = [];
  const lines = [row.text('address1'), row.text('address2')].filter((l): l is string => l !== undefined);
  const [city, postcode] = [row.text('city'), row.text('postcode')];
  if (lines.length > 0 || city !== undefined || postcode !== undefined) {
    out.push(removeEmpty({ use: 'home' as const, type: 'physical' as const, line: lines, city, postalCode: postcode, country: 'AU' }));
  }
  const postal = row.text('postalAddress');
  const [postalCity, postalPostcode] = [row.text('postalCity'), row.text('postalPostcode')];
  if (postal !== undefined || postalCity !== undefined || postalPostcode !== undefined) {
    out.push(removeEmpty({ use: 'home' as const, type: 'postal' as const, line: postal === undefined ? [] : [postal], city: postalCity, postalCode: postalPostcode, country: 'AU' }));
  }
  return out;
}

function extensions(row: RowReader): Extension[] {
  const code = row.int('ethnicity');
  const display = code === undefined ? undefined : INDIGENOUS[code];
  return display === undefined ? [] : [{ url: EXTENSION.indigenousStatus, valueCoding: { system: CS.indigenousStatus, code: String(code), display } }];
}


export const patientMapping: ResourceMapping = {
  type: 'Patient',
  profile: PROFILE.patient,
  id: p('INTERNALID'),
  from: (b) => `PATIENTS p LEFT JOIN TITLES t ON ${b.col('t', 'TITLECODE')} = ${b.col('p', 'TITLECODE')} LEFT JOIN CLINICAL cl ON ${b.col('cl', 'INTERNALID')} = ${b.col('p', 'INTERNALID')}`,
  where: (b) => `${b.col('p', 'RECORDSTATUS')} = 1`,
  fields: {
    updated: { sql: p('UPDATED'), type: 'datetime' },
    status: { sql: p('PATIENTSTATUSCODE'), type: 'int' },
    title: { sql: col('t', 'TITLE'), type: 'text' },
    firstName: { sql: p('FIRSTNAME'), type: 'text' },
    middleName: { sql: p('MIDDLENAME'), type: 'text' },
    surname: { sql: p('SURNAME'), type: 'text' },
    preferredName: { sql: p('PREFERREDNAME'), type: 'text' },
    dob: { sql: p('DOB'), type: 'date' },
    sex: { sql: p('SEXCODE'), type: 'int' },
    ethnicity: { sql: p('ETHNICCODE'), type: 'int' },
    address1: { sql: p('ADDRESS1'), type: 'text' },
    address2: { sql: p('ADDRESS2'), type: 'text' },
    city: { sql: p('CITY'), type: 'text' },
    postcode: { sql: p('POSTCODE'), type: 'text' },
    postalAddress: { sql: p('POSTALADDRESS'), type: 'text' },
    postalCity: { sql: p('POSTALCITY'), type: 'text' },
    postalPostcode: { sql: p('POSTALPOSTCODE'), type: 'text' },
    homePhone: { sql: p('HOMEPHONE'), type: 'text' },
    workPhone: { sql: p('WORKPHONE'), type: 'text' },
    mobilePhone: { sql: p('MOBILEPHONE'), type: 'text' },
    email: { sql: p('EMAIL'), type: 'text' },
    medicareNo: { sql: p('MEDICARENO'), type: 'text' },
    medicareLine: { sql: p('MEDICARELINENO'), type: 'int' },
    medicareExpiry: { sql: p('MEDICAREEXPIRY'), type: 'date' },
    dva: { sql: p('DVANO'), type: 'text' },
    ihi: { sql: p('IHI'), type: 'text' },
    recordNo: { sql: p('RECORDNO'), type: 'text' },
    usualDoctor: { sql: p('USUALDOCTOR'), type: 'int' },
    marital: { sql: col('cl', 'MARITALSTATUS'), type: 'int' },
    organization: { sql: PRACTICE_ID, type: 'int' },
    practiceHpio: { sql: PRACTICE_HPIO, type: 'text' },
  },
  lastUpdated: lastUpdatedOf('p'),
  params,
  sorts: {
    family: [{ sql: p('SURNAME'), type: 'text', nullable: false }],
    given: [{ sql: p('FIRSTNAME'), type: 'text', nullable: false }],
    name: [{ sql: p('SURNAME'), type: 'text', nullable: false }, { sql: p('FIRSTNAME'), type: 'text', nullable: false }],
    birthdate: [{ sql: p('DOB'), type: 'date', nullable: false }],
    gender: [{ sql: p('SEXCODE'), type: 'int', nullable: false }],
  },
  required: [],
  summary: ['identifier', 'active', 'name', 'telecom', 'gender', 'birthDate', 'deceased[x]', 'address', 'managingOrganization', 'link'],
  build(row, ctx): Patient {
    const status = row.int('status');
    const marital = MARITAL[row.int('marital') ?? -1];
    return removeEmpty({
      resourceType: 'Patient' as const,
      id: String(row.int('id')),
      meta: meta(row, ctx, PROFILE.patient),
      extension: extensions(row),
      identifier: identifiers(row),
      active: status === 1,
      name: names(row),
      telecom: telecoms(row),
      gender: genderOf(row.int('sex')),
      birthDate: row.day('dob'),
      deceasedBoolean: status === 3 ? true : undefined,
      address: addresses(row),
      maritalStatus: marital === undefined ? undefined : { coding: [{ system: marital.system ?? CS.maritalStatus, code: marital.code, display: marital.display }] },
      generalPractitioner: (() => {
        const gp = reference('Practitioner', row.int('usualDoctor'));
        return gp === undefined ? undefined : [gp];
      })(),
      managingOrganization: reference('Organization', row.int('organization')),
    });
  },
};
