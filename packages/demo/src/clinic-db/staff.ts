/**
 * @module demo/clinic-db/staff
 * Writes the practice, its locations and its users: the practitioners (with provider numbers and HPI-Is),
 * reception staff who book appointments, and one former practitioner who is no longer active (so
 * "active users only" filters have something to filter). Returns who can be booked and who books.
 */
import { formatTimestamp } from './calendar.js';
import { prepareInsert, STREAM, type GenerationContext, type Practitioner, type StaffFacts } from './context.js';
import { makeEmail, makeHealthcareIdentifier, makeLandlineNumber, makeProviderNumber } from './identifiers.js';
import { createRng, mixSeed, type Rng } from './random.js';
import { SEX, TITLE } from './reference-data.js';

const STAMP_COLUMNS = ['CREATED', 'UPDATED'] as const;

function stampBefore(rng: Rng, referenceDay: number, maxDaysAgo: number): string {
  return formatTimestamp(referenceDay - rng.between(1, maxDaysAgo), rng.between(8 * 3600, 17 * 3600));
}

export function writeStaff(ctx: GenerationContext, practitionerCount: number): StaffFacts {
  const rng = createRng(mixSeed(ctx.seed, STREAM.staff));
  const { pools, referenceDay } = ctx;
  const practiceStamp = formatTimestamp(referenceDay - 3650, 9 * 3600);

  const home = pools.suburbs[0] ?? { name: 'Springfield', postcode: '3000' };
  prepareInsert(ctx, 'PRACTICE', ['PRACTICEID', 'PRACTICENAME', 'ADDRESS1', 'CITY', 'POSTCODE', 'PHONE', 'EMAIL', 'HPIO', ...STAMP_COLUMNS])([
    1, pools.practiceName, `${rng.between(1, 300)} ${rng.pick(pools.streets)}`, home.name, home.postcode,
    makeLandlineNumber(rng, pools.region.areaCode), 'reception@example.com', makeHealthcareIdentifier(rng, 'HPI-O'),
    practiceStamp, practiceStamp,
  ]);

  // A bigger practice runs more than one site, so Location and Appointment.location have something to tell apart.
  const locationCount = practitionerCount > 40 ? 3 : practitionerCount > 12 ? 2 : 1;
  const insertLocation = prepareInsert(ctx, 'LOCATIONS', ['LOCATIONID', 'LOCATIONNAME', 'ADDRESS1', 'CITY', 'POSTCODE', 'PHONE', 'RECORDSTATUS', ...STAMP_COLUMNS]);
  for (let id = 1; id <= locationCount; id += 1) {
    const suburb = id === 1 ? home : rng.pick(pools.suburbs);
    insertLocation([
      id, id === 1 ? 'Main surgery' : `${suburb.name} surgery`, `${rng.between(1, 300)} ${rng.pick(pools.streets)}`, suburb.name,
      suburb.postcode, makeLandlineNumber(rng, pools.region.areaCode), 1, practiceStamp, practiceStamp,
    ]);
  }

  const insertUser = prepareInsert(ctx, 'USERS', [
    'USERID', 'USERSTATUS', 'TITLECODE', 'FIRSTNAME', 'SURNAME', 'SEXCODE', 'LOCATIONID', 'PROVIDERNO', 'PRESCRIBERNO', 'HPIINO',
    'EMAIL', ...STAMP_COLUMNS,
  ]);
  const person = () => {
    const sex = rng.chance(0.5) ? SEX.female : SEX.male;
    const firstName = rng.pick(sex === SEX.female ? pools.femaleNames : pools.maleNames);
    return { sex, firstName, surname: rng.pick(pools.surnames) };
  };
  const practitioners: Practitioner[] = [];
  let userId = 0;
  const addPractitioner = (status: number, locationId: number) => {
    userId += 1;
    const { sex, firstName, surname } = person();
    const created = stampBefore(rng, referenceDay, 3650);
    insertUser([
      userId, status, TITLE.Dr, firstName, surname, sex, locationId, makeProviderNumber(rng), String(rng.between(1_000_000, 9_999_999)),
      makeHealthcareIdentifier(rng, 'HPI-I'), makeEmail(rng, firstName, surname), created, created,
    ]);
  };
  for (let i = 0; i < practitionerCount; i += 1) {
    const locationId = (i % locationCount) + 1;
    addPractitioner(1, locationId);
    practitioners.push({ userId, locationId });
  }
  const receptionists: number[] = [];
  const receptionistCount = 2 + Math.floor(practitionerCount / 8);
  for (let i = 0; i < receptionistCount; i += 1) {
    userId += 1;
    const { sex, firstName, surname } = person();
    const created = stampBefore(rng, referenceDay, 3650);
    insertUser([
      userId, 1, sex === SEX.female ? TITLE.Ms : TITLE.Mr, firstName, surname, sex, (i % locationCount) + 1, null, null, null,
      makeEmail(rng, firstName, surname), created, created,
    ]);
    receptionists.push(userId);
  }
  // USERSTATUS 2: a doctor who has left. Never booked, hidden by BPS_Users.
  addPractitioner(2, 1);
  return { practitioners, receptionists };
}
