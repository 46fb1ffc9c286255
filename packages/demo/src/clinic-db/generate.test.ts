/**
 * The demo clinic database generator: row counts match the summary, every BPS_* view answers, keys
 * point at rows that exist, the data agrees with itself (no visit before birth, no double booking), the
 * same seed gives the same rows, an existing file is never replaced unless asked, a failed or aborted run
 * leaves nothing behind, and a 20k-appointment book is quick and indexed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicDbError, generateClinicDatabase, type ClinicDbSummary } from './generate.js';
import { CLINIC_TABLES, CLINIC_VIEWS } from './schema.js';

let dir: string;
let small: { file: string; summary: ClinicDbSummary; db: SQLite.Database };

const SMALL = { patients: 400, practitioners: 3, appointments: 4000, seed: 7 } as const;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-db-'));
  const file = path.join(dir, 'small.db');
  const summary = await generateClinicDatabase(file, SMALL);
  small = { file, summary, db: new SQLite(file, { readonly: true }) };
});

afterAll(() => {
  small.db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = (db: SQLite.Database, sql: string): number => db.prepare(sql).pluck().get() as number;

/** A digest of a query's rows, to compare databases without holding both in memory. */
function digest(db: SQLite.Database, sql: string): string {
  const hash = createHash('sha256');
  for (const row of db.prepare(sql).raw().iterate()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

describe('generateClinicDatabase', () => {
  it('writes the requested volumes and a summary that matches the file', () => {
    const { summary, db } = small;
    expect(summary.file).toBe(small.file);
    expect(summary).toMatchObject({ seed: 7, patients: 400, practitioners: 3, appointments: 4000 });
    expect(count(db, 'SELECT COUNT(*) FROM PATIENTS')).toBe(400);
    expect(count(db, 'SELECT COUNT(*) FROM CLINICAL')).toBe(400);
    expect(count(db, 'SELECT COUNT(*) FROM APPOINTMENTS')).toBe(4000);
    expect(count(db, 'SELECT COUNT(*) FROM USERS WHERE PROVIDERNO IS NOT NULL AND USERSTATUS = 1')).toBe(3);
    expect(count(db, 'SELECT COUNT(*) FROM PRACTICE')).toBe(1);
    for (const table of CLINIC_TABLES) {
      expect(count(db, `SELECT COUNT(*) FROM ${table}`), table).toBe(summary.rows[table]);
    }
    // Every clinical table has something in it, or the FHIR facade has nothing to map.
    for (const table of ['HISTORY', 'REACTIONS', 'CURRENTRX', 'IMMUNISATIONS', 'VISITS', 'OBSERVATIONS'] as const) {
      expect(summary.rows[table], table).toBeGreaterThan(0);
    }
    // No temporary file is left beside the database.
    expect(fs.readdirSync(dir).filter((f) => f.includes('.partial'))).toEqual([]);
  });

  it('answers every BPS_* view with the columns Bp Premier exposes', () => {
    const expected: Record<(typeof CLINIC_VIEWS)[number], string[]> = {
      BPS_Patients: ['InternalID', 'ExternalID', 'RecordNo', 'StatusText', 'Title', 'Firstname', 'Middlename', 'Surname',
        'Preferredname', 'DOB', 'Sex', 'Gender', 'Ethnicity', 'Address1', 'Address2', 'City', 'Postcode', 'PostalAddress',
        'PostalCity', 'PostalPostcode', 'HomePhone', 'WorkPhone', 'MobilePhone', 'Email', 'MedicareNo', 'MedicareLineNo',
        'MedicareExpiry', 'PensionNo', 'PensionType', 'PensionStart', 'PensionExpiry', 'DVANo', 'SafetyNetNo', 'IHI',
        'HealthFundName', 'HealthFundNo', 'Religion', 'UsualDoctor', 'HCHTier'],
      BPS_Users: ['UserID', 'Surname', 'Firstname', 'Title', 'LocationName', 'ProviderNo'],
      BPS_Appointments: ['Patient', 'InternalID', 'AppointmentDate', 'AppointmentTime', 'AppointmentLength', 'Provider', 'Urgent',
        'AppointmentType', 'Status', 'ArrivalTime', 'ConsultationTime', 'BookedBy'],
      BPS_Reactions: ['InternalID', 'ItemName', 'Reaction', 'Severity', 'Comment'],
      BPS_History: ['InternalID', 'Year', 'Condition', 'ConditionID', 'Status'],
      BPS_CurrentRx: ['InternalID', 'DrugName', 'Dose', 'Frequency', 'PRN', 'Route', 'Quantity', 'ProductUnit', 'Repeats',
        'Indication', 'LastDate', 'ProductID'],
      BPS_Immunisations: ['InternalID', 'GivenDate', 'VaccineName', 'VaccineID', 'NotGivenHere'],
      BPS_Observations: ['RECORDID', 'InternalID', 'ObservationCode', 'ObservationName', 'ObservationDate', 'ObservationTime',
        'ObservationValue'],
      BPS_Visits: ['VisitID', 'InternalID', 'VisitDate', 'VisitType', 'UserID', 'DrName', 'VisitNotes'],
    };
    for (const view of CLINIC_VIEWS) {
      const statement = small.db.prepare(`SELECT * FROM ${view} LIMIT 5`);
      expect(statement.columns().map((c) => c.name), view).toEqual(expected[view]);
      expect(statement.all().length, view).toBeGreaterThan(0);
    }
    // The views hide soft-deleted rows and inactive users.
    expect(count(small.db, 'SELECT COUNT(*) FROM BPS_Appointments')).toBe(count(small.db, 'SELECT COUNT(*) FROM APPOINTMENTS WHERE RECORDSTATUS = 1'));
    expect(count(small.db, 'SELECT COUNT(*) FROM APPOINTMENTS WHERE RECORDSTATUS = 0')).toBeGreaterThan(0);
    expect(count(small.db, 'SELECT COUNT(*) FROM BPS_Users')).toBe(count(small.db, 'SELECT COUNT(*) FROM USERS WHERE USERSTATUS = 1'));
    expect(count(small.db, 'SELECT COUNT(*) FROM USERS WHERE USERSTATUS <> 1')).toBeGreaterThan(0);
  });

  it('keeps every foreign key valid', () => {
    const { db } = small;
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    const orphans: Record<string, string> = {
      'appointment without patient': 'SELECT COUNT(*) FROM APPOINTMENTS a LEFT JOIN PATIENTS p ON p.INTERNALID = a.INTERNALID WHERE p.INTERNALID IS NULL',
      'appointment without practitioner': `SELECT COUNT(*) FROM APPOINTMENTS a LEFT JOIN USERS u ON u.USERID = a.USERID
        WHERE u.USERID IS NULL OR u.PROVIDERNO IS NULL OR u.USERSTATUS <> 1`,
      'appointment without booker': 'SELECT COUNT(*) FROM APPOINTMENTS a LEFT JOIN USERS u ON u.USERID = a.CREATEDBY WHERE u.USERID IS NULL',
      'visit without patient': 'SELECT COUNT(*) FROM VISITS v LEFT JOIN PATIENTS p ON p.INTERNALID = v.INTERNALID WHERE p.INTERNALID IS NULL',
      'observation without patient': 'SELECT COUNT(*) FROM OBSERVATIONS o LEFT JOIN PATIENTS p ON p.INTERNALID = o.INTERNALID WHERE p.INTERNALID IS NULL',
      'history without patient': 'SELECT COUNT(*) FROM HISTORY h LEFT JOIN PATIENTS p ON p.INTERNALID = h.INTERNALID WHERE p.INTERNALID IS NULL',
      'reaction without patient': 'SELECT COUNT(*) FROM REACTIONS r LEFT JOIN PATIENTS p ON p.INTERNALID = r.INTERNALID WHERE p.INTERNALID IS NULL',
      'medication without patient': 'SELECT COUNT(*) FROM CURRENTRX c LEFT JOIN PATIENTS p ON p.INTERNALID = c.INTERNALID WHERE p.INTERNALID IS NULL',
      'immunisation without vaccine': 'SELECT COUNT(*) FROM IMMUNISATIONS i LEFT JOIN VACCINES v ON v.VACCINEID = i.VACCINEID WHERE v.VACCINEID IS NULL',
      'patient with unknown usual doctor': `SELECT COUNT(*) FROM PATIENTS p LEFT JOIN USERS u ON u.USERID = p.USUALDOCTOR
        WHERE p.USUALDOCTOR IS NOT NULL AND u.USERID IS NULL`,
      'patient with unknown head of family': `SELECT COUNT(*) FROM PATIENTS p LEFT JOIN PATIENTS h ON h.INTERNALID = p.HEADOFFAMILYID
        WHERE h.INTERNALID IS NULL`,
      'user at unknown location': 'SELECT COUNT(*) FROM USERS u LEFT JOIN LOCATIONS l ON l.LOCATIONID = u.LOCATIONID WHERE l.LOCATIONID IS NULL',
    };
    for (const [what, sql] of Object.entries(orphans)) expect(count(db, sql), what).toBe(0);
  });

  it('produces data that agrees with itself', () => {
    const { db } = small;
    const referenceDate = small.summary.referenceDate;
    const contradictions: Record<string, string> = {
      'appointment before birth or registration': `SELECT COUNT(*) FROM APPOINTMENTS a JOIN PATIENTS p USING (INTERNALID)
        WHERE a.APPOINTMENTDATE < p.DOB OR a.APPOINTMENTDATE < substr(p.CREATED, 1, 10)`,
      'future appointment for an inactive or deceased patient': `SELECT COUNT(*) FROM APPOINTMENTS a JOIN PATIENTS p USING (INTERNALID)
        WHERE p.PATIENTSTATUSCODE <> 1 AND a.APPOINTMENTDATE > '${referenceDate}'`,
      'double booking': `SELECT COUNT(*) FROM APPOINTMENTS a JOIN APPOINTMENTS b
        ON a.USERID = b.USERID AND a.APPOINTMENTDATE = b.APPOINTMENTDATE AND a.RECORDID < b.RECORDID
        AND a.APPOINTMENTTIME < b.APPOINTMENTTIME + b.APPOINTMENTLENGTH AND b.APPOINTMENTTIME < a.APPOINTMENTTIME + a.APPOINTMENTLENGTH`,
      'future appointment not booked': `SELECT COUNT(*) FROM APPOINTMENTS WHERE APPOINTMENTDATE > '${referenceDate}' AND APPOINTMENTCODE <> 1`,
      'completed appointment without consultation time': 'SELECT COUNT(*) FROM APPOINTMENTS WHERE APPOINTMENTCODE = 5 AND CONSULTATIONTIME = 0',
      'visit in the future': `SELECT COUNT(*) FROM VISITS WHERE VISITDATE > '${referenceDate} 23:59:59'`,
      'immunisation outside the patient\'s life': `SELECT COUNT(*) FROM IMMUNISATIONS i JOIN PATIENTS p USING (INTERNALID)
        WHERE i.GIVENDATE < p.DOB OR i.GIVENDATE > '${referenceDate}'`,
      'known-allergies flag disagreeing with reactions': `SELECT COUNT(*) FROM CLINICAL c
        WHERE (c.KNOWNALLERGIES = 2) <> EXISTS (SELECT 1 FROM REACTIONS r WHERE r.INTERNALID = c.INTERNALID AND r.RECORDSTATUS = 1)`,
      'medication for a condition the patient does not have': `SELECT COUNT(*) FROM CURRENTRX c
        WHERE NOT EXISTS (SELECT 1 FROM HISTORY h WHERE h.INTERNALID = c.INTERNALID AND h.CONDITION = c.INDICATION)`,
      'diastolic at or above systolic': `SELECT COUNT(*) FROM OBSERVATIONS s JOIN OBSERVATIONS d
        ON d.INTERNALID = s.INTERNALID AND d.OBSERVATIONDATE = s.OBSERVATIONDATE AND d.OBSERVATIONTIME = s.OBSERVATIONTIME
        WHERE s.OBSERVATIONCODE = 3 AND d.OBSERVATIONCODE = 4 AND d.OBSERVATIONVALUE >= s.OBSERVATIONVALUE`,
    };
    for (const [what, sql] of Object.entries(contradictions)) expect(count(db, sql), what).toBe(0);
    // Household members share a Medicare card with their own line numbers.
    expect(count(db, `SELECT COUNT(*) FROM (SELECT MEDICARENO FROM PATIENTS WHERE MEDICARENO IS NOT NULL
      GROUP BY MEDICARENO HAVING COUNT(*) <> COUNT(DISTINCT MEDICARELINENO))`)).toBe(0);
    // Times follow Bp: integer seconds since midnight, on a 5-minute grid inside a working day.
    expect(count(db, `SELECT COUNT(*) FROM APPOINTMENTS WHERE typeof(APPOINTMENTTIME) <> 'integer'
      OR APPOINTMENTTIME % 300 <> 0 OR APPOINTMENTTIME < 28800 OR APPOINTMENTTIME >= 79200`)).toBe(0);
    // The reference day is a working day in progress: some appointments done, some still to come.
    const today = db.prepare('SELECT DISTINCT Status FROM BPS_Appointments WHERE AppointmentDate = ?').pluck().all(referenceDate);
    expect(today).toEqual(expect.arrayContaining(['Completed', 'Booked']));
  });

  it('gives the same rows for the same seed and different rows for another', async () => {
    const again = path.join(dir, 'again.db');
    const other = path.join(dir, 'other.db');
    await generateClinicDatabase(again, SMALL);
    await generateClinicDatabase(other, { ...SMALL, seed: 8 });
    const dbAgain = new SQLite(again, { readonly: true });
    const dbOther = new SQLite(other, { readonly: true });
    try {
      for (const table of CLINIC_TABLES) {
        const sql = `SELECT * FROM ${table} ORDER BY 1`;
        expect(digest(dbAgain, sql), table).toBe(digest(small.db, sql));
      }
      expect(digest(dbOther, 'SELECT * FROM PATIENTS ORDER BY 1')).not.toBe(digest(small.db, 'SELECT * FROM PATIENTS ORDER BY 1'));
      expect(digest(dbOther, 'SELECT * FROM APPOINTMENTS ORDER BY 1')).not.toBe(digest(small.db, 'SELECT * FROM APPOINTMENTS ORDER BY 1'));
    } finally {
      dbAgain.close();
      dbOther.close();
    }
  });

  it('refuses to replace an existing file unless asked to', async () => {
    const file = path.join(dir, 'existing.db');
    fs.writeFileSync(file, 'not a database');
    const attempt = generateClinicDatabase(file, { patients: 5, appointments: 10 });
    await expect(attempt).rejects.toBeInstanceOf(ClinicDbError);
    await expect(attempt).rejects.toMatchObject({ code: 'CLINIC_DB_EXISTS', file });
    expect(fs.readFileSync(file, 'utf8')).toBe('not a database');

    const summary = await generateClinicDatabase(file, { patients: 5, appointments: 10, overwrite: true });
    expect(summary.rows.PATIENTS).toBe(5);
    const db = new SQLite(file, { readonly: true });
    expect(count(db, 'SELECT COUNT(*) FROM BPS_Appointments')).toBeGreaterThan(0);
    db.close();
    expect(fs.readdirSync(dir).filter((f) => f.includes('.partial'))).toEqual([]);
  });

  it('rejects bad options before touching the disk', async () => {
    const file = path.join(dir, 'bad.db');
    for (const options of [
      { patients: 0 },
      { patients: -5 },
      { patients: 1.5 },
      { patients: 10, appointments: -1 },
      { patients: 10, practitioners: 0 },
      { patients: 10, seed: -1 },
      { patients: 10, referenceDate: '2026-02-30' },
    ]) {
      await expect(generateClinicDatabase(file, options), JSON.stringify(options)).rejects.toMatchObject({ code: 'CLINIC_DB_BAD_OPTION' });
    }
    expect(fs.existsSync(file)).toBe(false);
  });

  it('leaves nothing behind when aborted', async () => {
    const file = path.join(dir, 'aborted.db');
    const abort = new AbortController();
    const run = generateClinicDatabase(file, {
      patients: 30_000,
      appointments: 0,
      onProgress: ({ table, done }) => {
        if (table === 'PATIENTS' && done > 0) abort.abort();
      },
      signal: abort.signal,
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('aborted.db'))).toEqual([]);
  });

  it('builds a 20k-appointment book quickly, with the indexes FHIR searches need', async () => {
    const file = path.join(dir, 'scale.db');
    const seen = new Set<string>();
    const started = performance.now();
    const summary = await generateClinicDatabase(file, {
      patients: 2_000,
      appointments: 20_000,
      onProgress: ({ table, done, total }) => {
        expect(done).toBeLessThanOrEqual(total);
        seen.add(table);
      },
    });
    const elapsed = performance.now() - started;
    expect(summary.rows.APPOINTMENTS).toBe(20_000);
    expect(summary.rows.PATIENTS).toBe(2_000);
    expect([...seen]).toEqual(expect.arrayContaining(['PATIENTS', 'APPOINTMENTS', 'indexes']));
    // Generous bound for a loaded 2-core machine; it takes well under a second on an idle one.
    expect(elapsed).toBeLessThan(8_000);

    const db = new SQLite(file, { readonly: true });
    try {
      const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
      expect(plan("SELECT * FROM BPS_Patients WHERE Surname LIKE 'smi%'")).toContain('PATIENTS_SURNAME');
      expect(plan("SELECT * FROM BPS_Patients WHERE DOB = '1980-01-01'")).toContain('PATIENTS_DOB');
      expect(plan("SELECT * FROM BPS_Appointments WHERE AppointmentDate = '2026-11-20'")).toContain('APPOINTMENTS_DATE');
      expect(plan('SELECT * FROM APPOINTMENTS WHERE INTERNALID = 42')).toContain('APPOINTMENTS_INTERNALID');
      expect(plan('SELECT * FROM BPS_Observations WHERE InternalID = 42')).toContain('OBSERVATIONS_INTERNALID');
      expect(count(db, 'SELECT COUNT(*) FROM APPOINTMENTS a LEFT JOIN PATIENTS p USING (INTERNALID) WHERE p.INTERNALID IS NULL')).toBe(0);
    } finally {
      db.close();
    }
  });
});
