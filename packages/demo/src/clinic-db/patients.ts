/**
 * @module demo/clinic-db/patients
 * Writes PATIENTS as households: members share a surname (mostly), an address, a home phone, a Medicare
 * card (one line number each) and usually a doctor, and point at the household's head. Ages follow a
 * plausible practice population. Records the per-patient facts later tables must agree with (birth,
 * registration, last possible visit, sex, usual doctor). Every person is synthetic.
 */
import { ageOn, endOfMonth, formatDay, formatTimestamp } from './calendar.js';
import { prepareInsert, runInBatches, STREAM, type GenerationContext, type PatientFacts, type StaffFacts } from './context.js';
import {
  makeDvaNumber,
  makeEmail,
  makeHealthcareIdentifier,
  makeHealthFundNumber,
  makeLandlineNumber,
  makeMedicareNumber,
  makeMobileNumber,
  makePensionNumber,
} from './identifiers.js';
import type { Suburb } from './pools.js';
import { createRng, mixSeed, pickWeighted, toWeightedList, type Rng } from './random.js';
import {
  HEALTH_FUNDS,
  PATIENT_STATUS,
  PENSION_TYPES_AGED,
  PENSION_TYPES_WORKING_AGE,
  RELIGIONS,
  SEX,
  TITLE,
} from './reference-data.js';

const DAYS_PER_YEAR = 365.25;
/** Never: the last-seen day of an active patient. */
const OPEN_ENDED = 2_147_483_647;

const PATIENT_COLUMNS = [
  'INTERNALID', 'EXTERNALID', 'RECORDNO', 'PATIENTSTATUSCODE', 'TITLECODE', 'FIRSTNAME', 'MIDDLENAME', 'SURNAME', 'PREFERREDNAME',
  'DOB', 'SEXCODE', 'GENDERCODE', 'ETHNICCODE', 'ADDRESS1', 'ADDRESS2', 'CITY', 'POSTCODE', 'POSTALADDRESS', 'POSTALCITY',
  'POSTALPOSTCODE', 'HOMEPHONE', 'WORKPHONE', 'MOBILEPHONE', 'EMAIL', 'MEDICARENO', 'MEDICARELINENO', 'MEDICAREEXPIRY',
  'PENSIONNO', 'PENSIONTYPE', 'PENSIONSTART', 'PENSIONEXPIRY', 'DVANO', 'SAFETYNETNO', 'IHI', 'HEALTHFUNDNAME', 'HEALTHFUNDNO',
  'RELIGION', 'USUALDOCTOR', 'HEADOFFAMILYID', 'HCHTIER', 'RECORDSTATUS', 'CREATED', 'UPDATED',
] as const;

/** What household members share. */
interface Household {
  headId: number;
  surname: string;
  address1: string;
  suburb: Suburb;
  postal: string | null;
  homePhone: string | null;
  medicareNo: string | null;
  medicareExpiry: string | null;
  healthFund: string | null;
  healthFundNo: string | null;
  usualDoctor: number;
  ethnicity: number;
}

interface Member {
  age: number;
  sex: number;
  partnered: boolean;
  /** Children keep the household surname; a partner sometimes has their own. */
  ownSurname: boolean;
}

const SEXES = toWeightedList([[SEX.male, 0.49], [SEX.female, 0.505], [SEX.intersex, 0.002], [SEX.notStated, 0.003]]);
const ETHNICITIES = toWeightedList([[4, 85], [1, 3], [2, 0.3], [3, 0.3], [9, 11.4]]);
const RELIGION_LIST = toWeightedList(RELIGIONS);

/** An adult age with fewer of the very old, as in a practice's books. */
function drawAdultAge(rng: Rng, min: number, max: number): number {
  for (;;) {
    const age = rng.between(min, max);
    const keep = age < 70 ? 1 : age < 80 ? 0.8 : age < 90 ? 0.45 : 0.1;
    if (rng.chance(keep)) return age;
  }
}

function drawHouseholdMembers(rng: Rng, room: number): Member[] {
  const roll = rng.next();
  const single = (): Member => ({ age: drawAdultAge(rng, 18, 99), sex: pickWeighted(rng, SEXES), partnered: false, ownSurname: false });
  let members: Member[];
  if (roll < 0.4) {
    members = [single()];
  } else if (roll < 0.7) {
    const head = { ...single(), partnered: true };
    const partnerAge = Math.max(18, Math.round(rng.normal(head.age, 4)));
    const partnerSex = rng.chance(0.95) ? (head.sex === SEX.male ? SEX.female : SEX.male) : head.sex;
    members = [head, { age: partnerAge, sex: partnerSex, partnered: true, ownSurname: rng.chance(0.25) }];
  } else {
    const couple = roll >= 0.76;
    const parentAge = drawAdultAge(rng, 24, 56);
    const head: Member = { age: parentAge, sex: pickWeighted(rng, SEXES), partnered: couple, ownSurname: false };
    members = [head];
    if (couple) {
      const partnerSex = head.sex === SEX.male ? SEX.female : SEX.male;
      members.push({ age: Math.max(20, Math.round(rng.normal(parentAge, 3))), sex: partnerSex, partnered: true, ownSurname: rng.chance(0.25) });
    }
    const children = rng.between(1, 3);
    for (let c = 0; c < children; c += 1) {
      members.push({ age: rng.between(0, Math.min(21, parentAge - 20)), sex: pickWeighted(rng, SEXES), partnered: false, ownSurname: false });
    }
  }
  return members.slice(0, room);
}

function drawTitle(rng: Rng, sex: number, age: number): number | null {
  if (sex === SEX.male) return age < 16 ? TITLE.Master : rng.chance(0.02) ? TITLE.Dr : TITLE.Mr;
  if (sex === SEX.female) {
    if (age < 16) return TITLE.Miss;
    if (rng.chance(0.02)) return TITLE.Dr;
    if (age < 25) return rng.chance(0.6) ? TITLE.Miss : TITLE.Ms;
    return rng.chance(0.5) ? TITLE.Mrs : TITLE.Ms;
  }
  return age < 16 ? null : TITLE.Mx;
}

function drawGender(rng: Rng, sex: number): number {
  const r = rng.next();
  if (r < 0.006) return 3; // Non-binary
  if (r < 0.03 || sex === SEX.notStated || sex === SEX.intersex) return 6; // Not stated
  return sex === SEX.male ? 1 : 2;
}

export async function writePatients(ctx: GenerationContext, staff: StaffFacts, facts: PatientFacts): Promise<void> {
  const rng = createRng(mixSeed(ctx.seed, STREAM.patients));
  const { pools, referenceDay, firstAppointmentDay } = ctx;
  const insert = prepareInsert(ctx, 'PATIENTS', PATIENT_COLUMNS);
  const doctors = staff.practitioners;
  let household: Household | undefined;
  let pending: Member[] = [];
  let lineNo = 0;

  const startHousehold = (headId: number): void => {
    pending = drawHouseholdMembers(rng, facts.count - headId + 1);
    lineNo = 0;
    const suburb = rng.pick(pools.suburbs);
    const street = rng.pick(pools.streets);
    const number = rng.between(1, 250);
    const hasCard = rng.chance(0.97);
    const hasFund = rng.chance(0.55);
    household = {
      headId,
      surname: rng.pick(pools.surnames),
      address1: rng.chance(0.15) ? `${rng.between(1, 40)}/${number} ${street}` : `${number} ${street}`,
      suburb,
      postal: rng.chance(0.06) ? `PO Box ${rng.between(1, 999)}` : null,
      homePhone: rng.chance(0.45) ? makeLandlineNumber(rng, pools.region.areaCode) : null,
      medicareNo: hasCard ? makeMedicareNumber(rng) : null,
      // A few cards have lapsed, as at any front desk.
      medicareExpiry: hasCard ? formatDay(endOfMonth(referenceDay, rng.chance(0.05) ? -rng.between(1, 24) : rng.between(1, 60))) : null,
      healthFund: hasFund ? rng.pick(HEALTH_FUNDS) : null,
      healthFundNo: hasFund ? makeHealthFundNumber(rng) : null,
      usualDoctor: doctors.length > 0 && rng.chance(0.92) ? rng.pick(doctors).userId : 0,
      ethnicity: pickWeighted(rng, ETHNICITIES),
    };
  };

  await runInBatches(ctx, 'PATIENTS', facts.count, (i) => {
    const id = i + 1;
    if (pending.length === 0 || household === undefined) startHousehold(id);
    const member = pending.shift() as Member;
    const home = household as Household;
    lineNo += 1;

    const dob = referenceDay - Math.floor((member.age + rng.next()) * DAYS_PER_YEAR);
    const age = ageOn(dob, referenceDay);
    const isFirst = id === 1;
    // Status: the first patient is always an active, long-registered adult so there is always someone to book.
    const deceasedChance = age >= 60 ? (age - 60) / 300 : 0.002;
    const status = isFirst ? PATIENT_STATUS.active
      : rng.chance(deceasedChance) ? PATIENT_STATUS.deceased
        : rng.chance(0.07) ? PATIENT_STATUS.inactive : PATIENT_STATUS.active;
    // Most patients were registered before the appointment book starts; some are new since.
    const created = !isFirst && rng.chance(0.12)
      ? rng.between(Math.max(dob, firstAppointmentDay), referenceDay)
      : Math.max(dob, firstAppointmentDay - rng.int(5 * 365));
    const lastSeen = status === PATIENT_STATUS.active ? OPEN_ENDED : Math.max(created, referenceDay - rng.between(1, 1500));
    const updated = rng.between(created, Math.min(referenceDay, lastSeen));

    const sex = member.sex;
    const namePool = sex === SEX.male ? pools.maleNames : sex === SEX.female ? pools.femaleNames : rng.chance(0.5) ? pools.maleNames : pools.femaleNames;
    const firstName = rng.pick(namePool);
    const middleName = rng.chance(0.65) ? rng.pick(namePool) : null;
    const surname = member.ownSurname ? rng.pick(pools.surnames) : home.surname;
    const preferredName = middleName !== null && rng.chance(0.04) ? middleName : null;
    const adult = age >= 18;

    let pensionType: string | null = null;
    let pensionStart: number | null = null;
    if (age >= 65 && rng.chance(0.7)) {
      pensionType = rng.pick(PENSION_TYPES_AGED);
      pensionStart = rng.between(Math.min(dob + Math.ceil(65 * DAYS_PER_YEAR), referenceDay), referenceDay);
    } else if (adult && rng.chance(0.12)) {
      pensionType = rng.pick(PENSION_TYPES_WORKING_AGE);
      pensionStart = rng.between(Math.min(Math.max(dob + Math.ceil(18 * DAYS_PER_YEAR), referenceDay - 3650), referenceDay), referenceDay);
    }
    // Concession cards expire; pensions themselves do not.
    const pensionExpiry = pensionType !== null && pensionType.endsWith('Card') ? formatDay(endOfMonth(referenceDay, rng.between(1, 24))) : null;

    const createdStamp = formatTimestamp(created, rng.between(8 * 3600, 18 * 3600));
    insert([
      id, null, String(100_000 + id), status, drawTitle(rng, sex, age), firstName, middleName, surname, preferredName,
      formatDay(dob), sex, drawGender(rng, sex), home.ethnicity,
      home.address1, null, home.suburb.name, home.suburb.postcode,
      home.postal, home.postal === null ? null : home.suburb.name, home.postal === null ? null : home.suburb.postcode,
      home.homePhone, adult && age < 67 && rng.chance(0.25) ? makeLandlineNumber(rng, pools.region.areaCode) : null,
      age >= 13 && rng.chance(0.85) ? makeMobileNumber(rng) : null,
      adult && rng.chance(0.6) ? makeEmail(rng, firstName, surname) : null,
      home.medicareNo, home.medicareNo === null ? null : lineNo, home.medicareExpiry,
      pensionType === null ? null : makePensionNumber(rng), pensionType, pensionStart === null ? null : formatDay(pensionStart),
      pensionExpiry,
      age >= 70 && rng.chance(0.03) ? makeDvaNumber(rng, pools.region.dvaLetter) : null,
      rng.chance(0.02) ? `S${String(rng.between(10_000_000, 99_999_999))}` : null,
      rng.chance(0.93) ? makeHealthcareIdentifier(rng, 'IHI') : null,
      home.healthFund, home.healthFundNo, pickWeighted(rng, RELIGION_LIST),
      home.usualDoctor === 0 ? null : home.usualDoctor, home.headId, null, 1,
      createdStamp, updated === created ? createdStamp : formatTimestamp(updated, rng.between(8 * 3600, 18 * 3600)),
    ]);

    facts.dob[id] = dob;
    facts.created[id] = created;
    facts.lastSeen[id] = lastSeen;
    facts.sex[id] = sex;
    facts.usualDoctor[id] = home.usualDoctor;
    facts.partnered[id] = member.partnered ? 1 : 0;
  });
}
