/**
 * The table of FHIR search cases with their expected results, each computed by plain SQL written here
 * against the demo clinic database (SQLite dialect, run on a SQLite copy of the same seed): an oracle
 * that shares nothing with the facade's code. Query values are drawn from the data at run time (a
 * patient with many appointments, a real surname, a real Medicare number…), never hard-coded results.
 * Exported so the same table can run through a real gateway and agent (the lead's end-to-end suite).
 *
 * Semantics the oracle spells out (R4 search): strings start-with ignoring case; dates as ranges
 * (a DATE is a whole day, a YEAR a whole year) with eq = contained, gt = ends after, lt = starts before,
 * ge/le = gt/lt or contained, sa = starts after the end, eb = ends before the start, ap = overlaps the
 * value widened by 10 % of its distance from now (at least a day); times are clinic (Sydney) wall time.
 */
import type SQLite from 'better-sqlite3';

export interface Facts {
  /** Patient with the most appointments. */
  busyPatient: number;
  /** Patient with the most observations. */
  measuredPatient: number;
  /** Patient with the most history rows. */
  historyPatient: number;
  /** Patient with reactions. */
  allergicPatient: number;
  /** Patient with current medications. */
  medicatedPatient: number;
  /** Patient with the most immunisations. */
  immunisedPatient: number;
  /** A patient with Medicare, IHI, mobile, e-mail, home phone and a usual doctor. */
  rich: { id: number; surname: string; firstName: string; medicare: string; line: number; ihi: string; recordNo: string; mobile: string; email: string; dob: string; homePhone: string };
  hpio: string;
  practitioner: { id: number; surname: string; hpii: string; providerNo: string };
  practiceName: string;
  city: string;
  /** A day with appointments in the past and one with visits. */
  visitDay: string;
  /** A batch number prefix. */
  batchPrefix: string;
  /** The FHIR base the facade is served under, for cases that send absolute references. */
  baseUrl: string;
}

/** The base the facade-level suites serve under (test/fhir/helpers/clinic.ts BASE_URL). */
const FACADE_BASE_URL = 'https://gateway.test/integrator/sites/site-1/fhir/R4';

export function gatherFacts(db: SQLite.Database, baseUrl = FACADE_BASE_URL): Facts {
  const one = <T>(sql: string, ...params: unknown[]): T => {
    const row = db.prepare(sql).get(...params) as T | undefined;
    if (row === undefined) throw new Error(`no row for fact: ${sql}`);
    return row;
  };
  const top = (table: string) => one<{ id: number }>(`SELECT INTERNALID AS id FROM ${table} WHERE RECORDSTATUS = 1 GROUP BY INTERNALID ORDER BY COUNT(*) DESC, INTERNALID LIMIT 1`).id;
  const rich = one<Facts['rich']>(`SELECT INTERNALID AS id, SURNAME AS surname, FIRSTNAME AS firstName, MEDICARENO AS medicare, MEDICARELINENO AS line,
      IHI AS ihi, RECORDNO AS recordNo, MOBILEPHONE AS mobile, EMAIL AS email, DOB AS dob, HOMEPHONE AS homePhone
    FROM PATIENTS WHERE RECORDSTATUS = 1 AND MEDICARENO IS NOT NULL AND IHI IS NOT NULL AND MOBILEPHONE IS NOT NULL AND EMAIL IS NOT NULL
      AND HOMEPHONE IS NOT NULL AND USUALDOCTOR IS NOT NULL ORDER BY INTERNALID LIMIT 1`);
  return {
    busyPatient: top('APPOINTMENTS'),
    measuredPatient: top('OBSERVATIONS'),
    historyPatient: top('HISTORY'),
    allergicPatient: top('REACTIONS'),
    medicatedPatient: top('CURRENTRX'),
    immunisedPatient: top('IMMUNISATIONS'),
    rich,
    hpio: one<{ h: string }>('SELECT HPIO AS h FROM PRACTICE').h,
    practitioner: one<Facts['practitioner']>(`SELECT USERID AS id, SURNAME AS surname, HPIINO AS hpii, PROVIDERNO AS providerNo FROM USERS
      WHERE USERSTATUS = 1 AND PROVIDERNO IS NOT NULL ORDER BY USERID LIMIT 1`),
    practiceName: one<{ n: string }>('SELECT PRACTICENAME AS n FROM PRACTICE').n,
    city: one<{ c: string }>('SELECT CITY AS c FROM PATIENTS WHERE RECORDSTATUS = 1 GROUP BY CITY ORDER BY COUNT(*) DESC LIMIT 1').c,
    visitDay: one<{ d: string }>(`SELECT substr(VISITDATE, 1, 10) AS d FROM VISITS WHERE RECORDSTATUS = 1 GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1`).d,
    batchPrefix: one<{ b: string }>(`SELECT substr(BATCHNO, 1, 1) AS b FROM IMMUNISATIONS WHERE RECORDSTATUS = 1 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`).b,
    baseUrl,
  };
}

export interface SearchCase {
  readonly name: string;
  readonly type: string;
  readonly query: (f: Facts) => [string, string][];
  /** SQL returning the expected ids in column `id` (in the expected order when `ordered`). */
  readonly expect: (f: Facts) => { sql: string; params?: unknown[] };
  readonly ordered?: boolean;
  /** Compare only the total (`_summary=count`). */
  readonly countOnly?: boolean;
}

const LIVE_PATIENTS = 'SELECT INTERNALID AS id FROM PATIENTS WHERE RECORDSTATUS = 1';
const patients = (where: string, params: unknown[] = [], order = 'INTERNALID') =>
  ({ sql: `${LIVE_PATIENTS} AND (${where}) ORDER BY ${order}`, params });
const rows = (table: string, key: string, where: string, params: unknown[] = [], order = key) =>
  ({ sql: `SELECT ${key} AS id FROM ${table} WHERE RECORDSTATUS = 1 AND (${where}) ORDER BY ${order}`, params });
const appointments = (where: string, params: unknown[] = [], order = 'RECORDID') => rows('APPOINTMENTS', 'RECORDID', where, params, order);
const visits = (where: string, params: unknown[] = [], order = 'VISITID') => rows('VISITS', 'VISITID', where, params, order);
const history = (where: string, params: unknown[] = [], order = 'RECORDID') => rows('HISTORY', 'RECORDID', where, params, order);
const reactions = (where: string, params: unknown[] = []) => rows('REACTIONS', 'RECORDID', where, params);
const medications = (where: string, params: unknown[] = []) => rows('CURRENTRX', 'RECORDID', where, params);
const immunisations = (where: string, params: unknown[] = []) => rows('IMMUNISATIONS', 'RECORDID', where, params);
const observations = (where: string, params: unknown[] = [], order = 'RECORDID') => rows('OBSERVATIONS', 'RECORDID', where, params, order);

/** julianday of "now" on the clinic's wall clock (2026-11-20 12:30 in Sydney). */
const NOW_JD = "julianday('2026-11-20 12:30:00')";
/** Rows whose DATE column `col` overlaps [start, end) widened by max(1 day, 10 % of the distance to now). */
function approx(col: string, start: string, end: string): string {
  const mid = `((julianday('${start}') + julianday('${end}')) / 2)`;
  const slack = `max(1.0, abs(${NOW_JD} - ${mid}) * 0.1)`;
  return `julianday(${col}) < julianday('${end}') + ${slack} AND julianday(${col}) + 1 > julianday('${start}') - ${slack}`;
}
const APPOINTMENT_START = "datetime(APPOINTMENTDATE, '+' || APPOINTMENTTIME || ' seconds')";
const OBSERVATION_AT = "datetime(OBSERVATIONDATE, '+' || OBSERVATIONTIME || ' seconds')";
const LOCAL = 'urn:site-query-gateway:best-practice';
/** A visit's end: its start plus its duration. */
const VISIT_END = "datetime(VISITDATE, '+' || COALESCE(DURATION, 0) || ' seconds')";

export const SEARCH_CASES: readonly SearchCase[] = [
  // Patient: ids, strings
  { name: 'Patient _id list', type: 'Patient', query: () => [['_id', '1,2,3,99999999,abc']], expect: () => patients('INTERNALID IN (1, 2, 3)') },
  { name: 'Patient _id unknown', type: 'Patient', query: () => [['_id', '99999999']], expect: () => patients('0') },
  { name: 'Patient family starts with, any case', type: 'Patient', query: () => [['family', 'mc']], expect: () => patients("lower(SURNAME) LIKE 'mc%'") },
  { name: 'Patient family:exact', type: 'Patient', query: (f) => [['family:exact', f.rich.surname]], expect: (f) => patients('SURNAME = ? COLLATE BINARY', [f.rich.surname]) },
  { name: 'Patient family:exact is case-sensitive', type: 'Patient', query: (f) => [['family:exact', f.rich.surname.toUpperCase()]], expect: (f) => patients('SURNAME = ? COLLATE BINARY', [f.rich.surname.toUpperCase()]) },
  { name: 'Patient family:contains', type: 'Patient', query: () => [['family:contains', 'son']], expect: () => patients("lower(SURNAME) LIKE '%son%'") },
  { name: 'Patient given matches first, middle and preferred names', type: 'Patient', query: (f) => [['given', f.rich.firstName.slice(0, 3).toLowerCase()]],
    expect: (f) => patients('lower(FIRSTNAME) LIKE ? OR lower(MIDDLENAME) LIKE ? OR lower(PREFERREDNAME) LIKE ?', Array(3).fill(`${f.rich.firstName.slice(0, 3).toLowerCase()}%`)) },
  { name: 'Patient name matches any part', type: 'Patient', query: () => [['name', 'ja']],
    expect: () => patients("lower(SURNAME) LIKE 'ja%' OR lower(FIRSTNAME) LIKE 'ja%' OR lower(MIDDLENAME) LIKE 'ja%' OR lower(PREFERREDNAME) LIKE 'ja%'") },
  { name: 'Patient name with a comma is OR', type: 'Patient', query: () => [['family', 'b,w']], expect: () => patients("lower(SURNAME) LIKE 'b%' OR lower(SURNAME) LIKE 'w%'") },
  { name: 'Patient repeated parameters are AND', type: 'Patient', query: () => [['family', 'b'], ['given', 'a']],
    expect: () => patients("lower(SURNAME) LIKE 'b%' AND (lower(FIRSTNAME) LIKE 'a%' OR lower(MIDDLENAME) LIKE 'a%' OR lower(PREFERREDNAME) LIKE 'a%')") },
  { name: 'Patient family with LIKE wildcards is literal', type: 'Patient', query: () => [['family', '%']], expect: () => patients("instr(SURNAME, '%') = 1") },
  { name: 'Patient family with an underscore is literal', type: 'Patient', query: () => [['family', '_a']], expect: () => patients("lower(substr(SURNAME, 1, 2)) = '_a'") },
  // Patient: dates
  { name: 'Patient birthdate year', type: 'Patient', query: () => [['birthdate', '1980']], expect: () => patients("DOB >= '1980-01-01' AND DOB < '1981-01-01'") },
  { name: 'Patient birthdate month', type: 'Patient', query: () => [['birthdate', '1975-06']], expect: () => patients("DOB >= '1975-06-01' AND DOB < '1975-07-01'") },
  { name: 'Patient birthdate day', type: 'Patient', query: (f) => [['birthdate', f.rich.dob]], expect: (f) => patients('DOB = ?', [f.rich.dob]) },
  { name: 'Patient birthdate gt', type: 'Patient', query: () => [['birthdate', 'gt2000-01-01']], expect: () => patients("DOB > '2000-01-01'") },
  { name: 'Patient birthdate lt year', type: 'Patient', query: () => [['birthdate', 'lt1950']], expect: () => patients("DOB < '1950-01-01'") },
  { name: 'Patient birthdate ge', type: 'Patient', query: () => [['birthdate', 'ge1990-05-05']], expect: () => patients("DOB >= '1990-05-05'") },
  { name: 'Patient birthdate le', type: 'Patient', query: () => [['birthdate', 'le1960-12-31']], expect: () => patients("DOB <= '1960-12-31'") },
  { name: 'Patient birthdate ne year', type: 'Patient', query: () => [['birthdate', 'ne1980']], expect: () => patients("DOB < '1980-01-01' OR DOB >= '1981-01-01'") },
  { name: 'Patient birthdate sa', type: 'Patient', query: () => [['birthdate', 'sa2010']], expect: () => patients("DOB >= '2011-01-01'") },
  { name: 'Patient birthdate eb', type: 'Patient', query: () => [['birthdate', 'eb1945-03']], expect: () => patients("DOB < '1945-03-01'") },
  { name: 'Patient birthdate ap', type: 'Patient', query: () => [['birthdate', 'ap1980-06-15']], expect: () => patients(approx('DOB', '1980-06-15', '1980-06-16')) },
  { name: 'Patient birthdate range by two parameters', type: 'Patient', query: () => [['birthdate', 'ge1970'], ['birthdate', 'lt1980']], expect: () => patients("DOB >= '1970-01-01' AND DOB < '1980-01-01'") },
  { name: 'Patient birthdate with a time is a day boundary for a DATE', type: 'Patient', query: () => [['birthdate', 'gt1990-01-01T10:00:00+11:00']], expect: () => patients("DOB >= '1990-01-01'") },
  // Patient: tokens
  { name: 'Patient gender', type: 'Patient', query: () => [['gender', 'female']], expect: () => patients('SEXCODE = 2') },
  { name: 'Patient gender with system', type: 'Patient', query: () => [['gender', 'http://hl7.org/fhir/administrative-gender|male']], expect: () => patients('SEXCODE = 1') },
  { name: 'Patient gender:not', type: 'Patient', query: () => [['gender:not', 'male']], expect: () => patients('SEXCODE <> 1') },
  { name: 'Patient gender other or unknown', type: 'Patient', query: () => [['gender', 'other,unknown']], expect: () => patients('SEXCODE IN (3, 4)') },
  { name: 'Patient gender with a wrong system', type: 'Patient', query: () => [['gender', 'http://example.org|male']], expect: () => patients('0') },
  { name: 'Patient Medicare number with line (11 digits)', type: 'Patient', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/medicare-number|${f.rich.medicare}${f.rich.line}`]],
    expect: (f) => patients('MEDICARENO = ? AND MEDICARELINENO = ?', [f.rich.medicare, f.rich.line]) },
  { name: 'Patient Medicare card (10 digits) finds the household', type: 'Patient', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/medicare-number|${f.rich.medicare}`]],
    expect: (f) => patients('MEDICARENO = ?', [f.rich.medicare]) },
  { name: 'Patient IHI without system', type: 'Patient', query: (f) => [['identifier', f.rich.ihi]], expect: (f) => patients('IHI = ? OR RECORDNO = ? OR DVANO = ? OR MEDICARENO = ?', [f.rich.ihi, f.rich.ihi, f.rich.ihi, f.rich.ihi]) },
  { name: 'Patient any IHI (system|)', type: 'Patient', query: () => [['identifier', 'http://ns.electronichealth.net.au/id/hi/ihi/1.0|']], expect: () => patients("trim(IHI) <> ''") },
  { name: 'Patient record number scoped by the HPI-O', type: 'Patient', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/hpio-scoped/medicalrecord/1.0/${f.hpio}|${f.rich.recordNo}`]],
    expect: (f) => patients('RECORDNO = ?', [f.rich.recordNo]) },
  { name: 'Patient record number of another organisation', type: 'Patient', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/hpio-scoped/medicalrecord/1.0/8003620000000000|${f.rich.recordNo}`]],
    expect: () => patients('0') },
  { name: 'Patient identifier of an unknown system', type: 'Patient', query: (f) => [['identifier', `http://example.org/ids|${f.rich.ihi}`]], expect: () => patients('0') },
  { name: 'Patient phone typed without spaces', type: 'Patient', query: (f) => [['phone', f.rich.mobile.replace(/\s/g, '')]],
    expect: (f) => patients("? IN (replace(HOMEPHONE, ' ', ''), replace(WORKPHONE, ' ', ''), replace(MOBILEPHONE, ' ', ''))", [f.rich.mobile.replace(/\s/g, '')]) },
  { name: 'Patient home phone with brackets', type: 'Patient', query: (f) => [['telecom', `phone|${f.rich.homePhone}`]],
    expect: (f) => patients('? IN (HOMEPHONE, WORKPHONE, MOBILEPHONE)', [f.rich.homePhone]) },
  { name: 'Patient e-mail ignoring case', type: 'Patient', query: (f) => [['email', f.rich.email.toUpperCase()]], expect: (f) => patients('lower(EMAIL) = lower(?)', [f.rich.email]) },
  { name: 'Patient telecom e-mail', type: 'Patient', query: (f) => [['telecom', `email|${f.rich.email}`]], expect: (f) => patients('lower(EMAIL) = lower(?)', [f.rich.email]) },
  { name: 'Patient active true', type: 'Patient', query: () => [['active', 'true']], expect: () => patients('PATIENTSTATUSCODE = 1') },
  { name: 'Patient active false', type: 'Patient', query: () => [['active', 'false']], expect: () => patients('PATIENTSTATUSCODE <> 1') },
  { name: 'Patient e-mail missing', type: 'Patient', query: () => [['email:missing', 'true']], expect: () => patients("EMAIL IS NULL OR trim(EMAIL) = ''") },
  { name: 'Patient general practitioner', type: 'Patient', query: (f) => [['general-practitioner', `Practitioner/${f.practitioner.id}`]], expect: (f) => patients('USUALDOCTOR = ?', [f.practitioner.id]) },
  { name: 'Patient general practitioner by absolute URL and gender', type: 'Patient',
    query: (f) => [['general-practitioner', `${f.baseUrl}/Practitioner/${f.practitioner.id}`], ['gender', 'female']],
    expect: (f) => patients('USUALDOCTOR = ? AND SEXCODE = 2', [f.practitioner.id]) },
  { name: 'Patient general practitioner chained on family', type: 'Patient', query: (f) => [['general-practitioner.family', f.practitioner.surname]],
    expect: (f) => patients('USUALDOCTOR IN (SELECT USERID FROM USERS WHERE USERSTATUS IN (1, 2) AND lower(SURNAME) LIKE lower(?))', [`${f.practitioner.surname}%`]) },
  { name: 'Patient address city', type: 'Patient', query: (f) => [['address-city', f.city.slice(0, 4)]], expect: (f) => patients('lower(CITY) LIKE lower(?) OR lower(POSTALCITY) LIKE lower(?)', Array(2).fill(`${f.city.slice(0, 4)}%`)) },
  { name: 'Patient _lastUpdated ge', type: 'Patient', query: () => [['_lastUpdated', 'ge2026-06-01']], expect: () => patients("UPDATED >= '2026-06-01 00:00:00'") },
  { name: 'Patient _lastUpdated lt with an offset', type: 'Patient', query: () => [['_lastUpdated', 'lt2025-01-01T00:00:00Z']], expect: () => patients("UPDATED < '2025-01-01 11:00:00'") },
  { name: 'Patient sorted by family then given', type: 'Patient', query: () => [['family', 'b,c,d'], ['_sort', 'family,given']], ordered: true,
    expect: () => patients("lower(SURNAME) LIKE 'b%' OR lower(SURNAME) LIKE 'c%' OR lower(SURNAME) LIKE 'd%'", [], 'SURNAME, FIRSTNAME, INTERNALID') },
  { name: 'Patient sorted by birthdate descending', type: 'Patient', query: () => [['_sort', '-birthdate']], ordered: true, expect: () => patients('1', [], 'DOB DESC, INTERNALID') },
  { name: 'Patient sorted by _lastUpdated descending', type: 'Patient', query: () => [['_sort', '-_lastUpdated'], ['active', 'true']], ordered: true,
    expect: () => patients('PATIENTSTATUSCODE = 1', [], 'UPDATED DESC, INTERNALID') },
  { name: 'Patient sorted by name, young ones', type: 'Patient', query: () => [['birthdate', 'ge2000'], ['_sort', 'name']], ordered: true,
    expect: () => patients("DOB >= '2000-01-01'", [], 'SURNAME, FIRSTNAME, INTERNALID') },
  { name: 'Patient sorted by id descending', type: 'Patient', query: () => [['family', 'a,e,i,o,u'], ['_sort', '-_id']], ordered: true,
    expect: () => patients("lower(substr(SURNAME, 1, 1)) IN ('a', 'e', 'i', 'o', 'u')", [], 'INTERNALID DESC') },
  { name: 'Patient _summary=count', type: 'Patient', query: () => [['gender', 'male'], ['_summary', 'count']], countOnly: true, expect: () => patients('SEXCODE = 1') },
  // Practitioner, PractitionerRole, Organization, Location
  { name: 'Practitioner all (active and inactive)', type: 'Practitioner', query: () => [], expect: () => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) ORDER BY USERID' }) },
  { name: 'Practitioner by HPI-I', type: 'Practitioner', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/hi/hpii/1.0|${f.practitioner.hpii}`]],
    expect: (f) => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) AND HPIINO = ?', params: [f.practitioner.hpii] }) },
  { name: 'Practitioner inactive', type: 'Practitioner', query: () => [['active', 'false']], expect: () => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS = 2' }) },
  { name: 'Practitioner sorted by family', type: 'Practitioner', query: () => [['_sort', 'family']], ordered: true,
    expect: () => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) ORDER BY SURNAME, USERID' }) },
  { name: 'PractitionerRole of a practitioner', type: 'PractitionerRole', query: (f) => [['practitioner', String(f.practitioner.id)]],
    expect: (f) => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) AND PROVIDERNO IS NOT NULL AND USERID = ?', params: [f.practitioner.id] }) },
  { name: 'PractitionerRole by Medicare provider number', type: 'PractitionerRole',
    query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/medicare-provider-number|${f.practitioner.providerNo}`]],
    expect: (f) => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) AND PROVIDERNO = ?', params: [f.practitioner.providerNo] }) },
  { name: 'PractitionerRole at location 1', type: 'PractitionerRole', query: () => [['location', 'Location/1']],
    expect: () => ({ sql: 'SELECT USERID AS id FROM USERS WHERE USERSTATUS IN (1, 2) AND PROVIDERNO IS NOT NULL AND LOCATIONID = 1' }) },
  { name: 'Organization by name', type: 'Organization', query: (f) => [['name', f.practiceName.slice(0, 5)]], expect: () => ({ sql: 'SELECT PRACTICEID AS id FROM PRACTICE' }) },
  { name: 'Organization by HPI-O', type: 'Organization', query: (f) => [['identifier', `http://ns.electronichealth.net.au/id/hi/hpio/1.0|${f.hpio}`]], expect: () => ({ sql: 'SELECT PRACTICEID AS id FROM PRACTICE' }) },
  { name: 'Location by name', type: 'Location', query: () => [['name', 'main']], expect: () => ({ sql: "SELECT LOCATIONID AS id FROM LOCATIONS WHERE RECORDSTATUS = 1 AND lower(LOCATIONNAME) LIKE 'main%'" }) },
  { name: 'Location of the organisation', type: 'Location', query: () => [['organization', 'Organization/1'], ['status', 'active']], expect: () => ({ sql: 'SELECT LOCATIONID AS id FROM LOCATIONS WHERE RECORDSTATUS = 1' }) },
  // Appointment
  { name: 'Appointment of a patient', type: 'Appointment', query: (f) => [['patient', String(f.busyPatient)]], expect: (f) => appointments('INTERNALID = ?', [f.busyPatient]) },
  { name: 'Appointment of a practitioner on the reference day', type: 'Appointment', query: (f) => [['practitioner', `Practitioner/${f.practitioner.id}`], ['date', '2026-11-20']],
    expect: (f) => appointments("USERID = ? AND APPOINTMENTDATE = '2026-11-20'", [f.practitioner.id]) },
  { name: 'Appointment date window with offsets (AEDT is +11:00)', type: 'Appointment', query: () => [['date', 'ge2026-11-20T09:00:00+10:00'], ['date', 'lt2026-11-20T12:00']],
    expect: () => appointments(`${APPOINTMENT_START} >= '2026-11-20 10:00:00' AND ${APPOINTMENT_START} < '2026-11-20 12:00:00'`) },
  { name: 'Appointment date month', type: 'Appointment', query: () => [['date', '2026-10']], expect: () => appointments("APPOINTMENTDATE >= '2026-10-01' AND APPOINTMENTDATE < '2026-11-01'") },
  { name: 'Appointment date sa (future)', type: 'Appointment', query: () => [['date', 'sa2026-11-20']], expect: () => appointments("APPOINTMENTDATE > '2026-11-20'") },
  { name: 'Appointment status booked', type: 'Appointment', query: () => [['status', 'booked']], expect: () => appointments('APPOINTMENTCODE = 1') },
  { name: 'Appointment status fulfilled or arrived', type: 'Appointment', query: () => [['status', 'fulfilled,arrived'], ['date', 'ge2026-11-01']],
    expect: () => appointments("APPOINTMENTCODE IN (2, 4, 5) AND APPOINTMENTDATE >= '2026-11-01'") },
  { name: 'Appointment actor practitioner', type: 'Appointment', query: (f) => [['actor', `Practitioner/${f.practitioner.id}`], ['date', 'ge2026-12-01']],
    expect: (f) => appointments("USERID = ? AND APPOINTMENTDATE >= '2026-12-01'", [f.practitioner.id]) },
  { name: 'Appointment actor patient', type: 'Appointment', query: (f) => [['actor', `Patient/${f.busyPatient}`]], expect: (f) => appointments('INTERNALID = ?', [f.busyPatient]) },
  { name: 'Appointment chained patient.identifier (IHI)', type: 'Appointment', query: (f) => [['patient.identifier', `http://ns.electronichealth.net.au/id/hi/ihi/1.0|${f.rich.ihi}`]],
    expect: (f) => appointments('INTERNALID IN (SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND IHI = ?)', [f.rich.ihi]) },
  { name: 'Appointment service type by Bp code', type: 'Appointment', query: () => [['service-type', `${LOCAL}:appointment-type|5`]], expect: () => appointments('APPOINTMENTTYPE = 5') },
  { name: 'Appointment service type by text', type: 'Appointment', query: () => [['service-type:text', 'tele']],
    expect: () => appointments("APPOINTMENTTYPE IN (SELECT APPOINTMENTTYPE FROM APPOINTMENTTYPES WHERE lower(DESCRIPTION) LIKE 'tele%')") },
  { name: 'Appointment sorted by date for a practitioner', type: 'Appointment', query: (f) => [['practitioner', String(f.practitioner.id)], ['date', 'ge2026-11-16'], ['_sort', 'date']], ordered: true,
    expect: (f) => appointments("USERID = ? AND APPOINTMENTDATE >= '2026-11-16'", [f.practitioner.id], 'APPOINTMENTDATE, APPOINTMENTTIME, RECORDID') },
  { name: 'Appointment sorted by date descending for a patient', type: 'Appointment', query: (f) => [['patient', String(f.busyPatient)], ['_sort', '-date']], ordered: true,
    expect: (f) => appointments('INTERNALID = ?', [f.busyPatient], 'APPOINTMENTDATE DESC, APPOINTMENTTIME DESC, RECORDID') },
  { name: 'Appointment at a location before September', type: 'Appointment', query: () => [['location', '1'], ['date', 'lt2026-09']], expect: () => appointments("LOCATIONID = 1 AND APPOINTMENTDATE < '2026-09-01'") },
  // Encounter
  { name: 'Encounter of a patient', type: 'Encounter', query: (f) => [['patient', String(f.busyPatient)]], expect: (f) => visits('INTERNALID = ?', [f.busyPatient]) },
  { name: 'Encounter within a day (period contained)', type: 'Encounter', query: (f) => [['date', f.visitDay]],
    expect: (f) => visits(`VISITDATE >= ? AND ${VISIT_END} < date(?, '+1 day')`, [f.visitDay, f.visitDay]) },
  { name: 'Encounter ending after a moment (gt)', type: 'Encounter', query: (f) => [['date', `gt${f.visitDay}T10:00:00`]],
    expect: (f) => visits(`${VISIT_END} >= ?`, [`${f.visitDay} 10:00:01`]) },
  { name: 'Encounter virtual class', type: 'Encounter', query: () => [['class', 'VR']], expect: () => visits('VISITCODE IN (6, 7, 8, 10)') },
  { name: 'Encounter of a practitioner in November', type: 'Encounter', query: (f) => [['practitioner', String(f.practitioner.id)], ['date', '2026-11']],
    expect: (f) => visits(`USERID = ? AND VISITDATE >= '2026-11-01' AND ${VISIT_END} < '2026-12-01'`, [f.practitioner.id]) },
  { name: 'Encounter type by text', type: 'Encounter', query: () => [['type:text', 'tele']], expect: () => visits("VISITCODE IN (SELECT VISITCODE FROM VISITTYPES WHERE lower(VISITTYPE) LIKE 'tele%')") },
  { name: 'Encounter sorted by date descending', type: 'Encounter', query: () => [['date', 'ge2026-11-10'], ['_sort', '-date']], ordered: true,
    expect: () => visits(`${VISIT_END} >= '2026-11-11 00:00:00' OR (VISITDATE >= '2026-11-10 00:00:00' AND ${VISIT_END} < '2026-11-11 00:00:00')`, [], 'VISITDATE DESC, VISITID') },
  // Condition
  { name: 'Condition of a patient', type: 'Condition', query: (f) => [['patient', `Patient/${f.historyPatient}`]], expect: (f) => history('INTERNALID = ?', [f.historyPatient]) },
  { name: 'Condition active', type: 'Condition', query: () => [['clinical-status', 'active']], expect: () => history("STATUS = 'Active'") },
  { name: 'Condition by Bp condition code', type: 'Condition', query: () => [['code', `${LOCAL}:condition-id|1`]], expect: () => history('CONDITIONID = 1') },
  { name: 'Condition by text', type: 'Condition', query: () => [['code:text', 'hyper']], expect: () => history("lower(CONDITION) LIKE 'hyper%'") },
  { name: 'Condition onset before 2000', type: 'Condition', query: () => [['onset-date', 'lt2000']], expect: () => history('YEAR < 2000') },
  { name: 'Condition onset in a year', type: 'Condition', query: () => [['onset-date', '2015']], expect: () => history('YEAR = 2015') },
  { name: 'Condition onset within a day cannot hold a year', type: 'Condition', query: () => [['onset-date', '2015-06-01']], expect: () => history('0') },
  { name: 'Condition subject and inactive', type: 'Condition', query: (f) => [['subject', `Patient/${f.historyPatient}`], ['clinical-status', 'inactive']],
    expect: (f) => history("INTERNALID = ? AND STATUS = 'Inactive'", [f.historyPatient]) },
  { name: 'Condition sorted by onset descending (no onset last)', type: 'Condition', query: () => [['_sort', '-onset-date'], ['clinical-status', 'active']], ordered: true,
    expect: () => history("STATUS = 'Active'", [], 'YEAR IS NULL, YEAR DESC, RECORDID') },
  { name: 'Condition category problem list', type: 'Condition', query: () => [['category', 'problem-list-item'], ['code', `${LOCAL}:condition-id|2,${LOCAL}:condition-id|3`]], expect: () => history('CONDITIONID IN (2, 3)') },
  // AllergyIntolerance
  { name: 'AllergyIntolerance of a patient', type: 'AllergyIntolerance', query: (f) => [['patient', String(f.allergicPatient)]], expect: (f) => reactions('INTERNALID = ?', [f.allergicPatient]) },
  { name: 'AllergyIntolerance high criticality', type: 'AllergyIntolerance', query: () => [['criticality', 'high']], expect: () => reactions("SEVERITY = 'Severe'") },
  { name: 'AllergyIntolerance by text', type: 'AllergyIntolerance', query: () => [['code:text', 'penic']], expect: () => reactions("lower(ITEMNAME) LIKE 'penic%'") },
  { name: 'AllergyIntolerance mild or moderate', type: 'AllergyIntolerance', query: () => [['severity', 'mild,moderate']], expect: () => reactions("SEVERITY IN ('Mild', 'Moderate')") },
  { name: 'AllergyIntolerance recorded this year', type: 'AllergyIntolerance', query: () => [['date', 'ge2026']], expect: () => reactions("CREATED >= '2026-01-01'") },
  // MedicationStatement
  { name: 'MedicationStatement of a patient', type: 'MedicationStatement', query: (f) => [['patient', String(f.medicatedPatient)]], expect: (f) => medications('INTERNALID = ?', [f.medicatedPatient]) },
  { name: 'MedicationStatement by drug name', type: 'MedicationStatement', query: () => [['code:text', 'metf']], expect: () => medications("lower(DRUGNAME) LIKE 'metf%'") },
  { name: 'MedicationStatement effective since October', type: 'MedicationStatement', query: () => [['effective', 'ge2026-10-01']], expect: () => medications("LASTDATE >= '2026-10-01'") },
  { name: 'MedicationStatement active by prescriber', type: 'MedicationStatement', query: (f) => [['status', 'active'], ['source', `Practitioner/${f.practitioner.id}`]],
    expect: (f) => medications('USERID = ?', [f.practitioner.id]) },
  { name: 'MedicationStatement stopped (none are)', type: 'MedicationStatement', query: () => [['status', 'stopped']], expect: () => medications('0') },
  // Immunization
  { name: 'Immunization of a patient', type: 'Immunization', query: (f) => [['patient', String(f.immunisedPatient)]], expect: (f) => immunisations('INTERNALID = ?', [f.immunisedPatient]) },
  { name: 'Immunization by AIR code', type: 'Immunization', query: () => [['vaccine-code', 'https://www.humanservices.gov.au/organisations/health-professionals/enablers/air-vaccine-code-formats|COMIRN']],
    expect: () => immunisations("VACCINEID IN (SELECT VACCINEID FROM VACCINES WHERE ACIRCODE = 'COMIRN')") },
  { name: 'Immunization in 2022', type: 'Immunization', query: () => [['date', '2022']], expect: () => immunisations("GIVENDATE >= '2022-01-01' AND GIVENDATE < '2023-01-01'") },
  { name: 'Immunization flu season window', type: 'Immunization', query: () => [['date', 'ge2026-04-01'], ['date', 'le2026-05-31']], expect: () => immunisations("GIVENDATE >= '2026-04-01' AND GIVENDATE <= '2026-05-31'") },
  { name: 'Immunization by lot number', type: 'Immunization', query: (f) => [['lot-number', f.batchPrefix.toLowerCase()]], expect: (f) => immunisations('lower(BATCHNO) LIKE lower(?)', [`${f.batchPrefix}%`]) },
  { name: 'Immunization by vaccine text', type: 'Immunization', query: () => [['vaccine-code:text', 'fl']], expect: () => immunisations("VACCINEID IN (SELECT VACCINEID FROM VACCINES WHERE lower(VACCINENAME) LIKE 'fl%')") },
  // Observation
  { name: 'Observation of a patient', type: 'Observation', query: (f) => [['patient', String(f.measuredPatient)]], expect: (f) => observations('INTERNALID = ?', [f.measuredPatient]) },
  { name: 'Observation systolic by LOINC', type: 'Observation', query: () => [['code', 'http://loinc.org|8480-6']], expect: () => observations('OBSERVATIONCODE = 3') },
  { name: 'Observation blood pressures without system', type: 'Observation', query: () => [['code', '8480-6,8462-4']], expect: () => observations('OBSERVATIONCODE IN (3, 4)') },
  { name: 'Observation vital signs of a patient', type: 'Observation', query: (f) => [['category', 'vital-signs'], ['patient', String(f.measuredPatient)]],
    expect: (f) => observations('OBSERVATIONCODE IN (1, 2, 3, 4, 7, 8, 9, 10) AND INTERNALID = ?', [f.measuredPatient]) },
  { name: 'Observation laboratory', type: 'Observation', query: () => [['category', 'laboratory']], expect: () => observations('OBSERVATIONCODE = 6') },
  { name: 'Observation since November', type: 'Observation', query: () => [['date', 'ge2026-11-01']], expect: () => observations(`${OBSERVATION_AT} >= '2026-11-01 00:00:00'`) },
  { name: 'Observation in October', type: 'Observation', query: () => [['date', '2026-10']], expect: () => observations("OBSERVATIONDATE >= '2026-10-01' AND OBSERVATIONDATE < '2026-11-01'") },
  { name: 'Observation by Bp code', type: 'Observation', query: () => [['code', `${LOCAL}:observation-code|8`]], expect: () => observations('OBSERVATIONCODE = 8') },
  { name: 'Observation weight of a subject', type: 'Observation', query: (f) => [['subject', `Patient/${f.measuredPatient}`], ['code', 'http://loinc.org|29463-7']],
    expect: (f) => observations('INTERNALID = ? AND OBSERVATIONCODE = 8', [f.measuredPatient]) },
  { name: 'Observation chained subject:Patient.family', type: 'Observation', query: () => [['subject:Patient.family', 'b']],
    expect: () => observations("INTERNALID IN (SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND lower(SURNAME) LIKE 'b%')") },
  { name: 'Observation sorted by date descending', type: 'Observation', query: () => [['date', 'ge2026-11-10'], ['_sort', '-date']], ordered: true,
    expect: () => observations(`${OBSERVATION_AT} >= '2026-11-10 00:00:00'`, [], 'OBSERVATIONDATE DESC, OBSERVATIONTIME DESC, RECORDID') },
  { name: 'Observation _lastUpdated in a month', type: 'Observation', query: () => [['_lastUpdated', '2026-10']], expect: () => observations("UPDATED >= '2026-10-01' AND UPDATED < '2026-11-01'") },
];
