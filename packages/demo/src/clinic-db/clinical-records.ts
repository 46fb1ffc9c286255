/**
 * @module demo/clinic-db/clinical-records
 * Writes the per-patient clinical tables: HISTORY (conditions by age and sex), REACTIONS, CLINICAL,
 * CURRENTRX (medicines for the patient's active chronic conditions) and IMMUNISATIONS (the childhood
 * schedule, influenza, COVID-19, shingles, pneumococcal). Every date falls between the patient's birth
 * or registration and their last possible visit. Each patient draws from their own random stream, so a
 * table can re-derive what another drew (CURRENTRX re-derives HISTORY) without storing it.
 */
import { ageOn, firstDayOfYear, formatDay, formatTimestamp, parseIsoDay, yearOf } from './calendar.js';
import {
  prepareInsert,
  runInBatches,
  STREAM,
  type GenerationContext,
  type PatientFacts,
  type StaffFacts,
} from './context.js';
import { createRng, mixSeed, pickWeighted, toWeightedList, type Rng } from './random.js';
import {
  CHILDHOOD_SCHEDULE,
  CONDITIONS,
  MEDICINES_BY_CONDITION,
  REACTION_ITEMS,
  REACTIONS,
  SEVERITIES,
  VACCINE,
  type ConditionEntry,
} from './reference-data.js';

const STAMPS = ['CREATED', 'UPDATED'] as const;
const REACTION_ITEM_LIST = toWeightedList(REACTION_ITEMS);
const REACTION_LIST = toWeightedList(REACTIONS);
const SEVERITY_LIST = toWeightedList(SEVERITIES);
const SMOKING = toWeightedList([[0, 10], [1, 55], [2, 22], [3, 13]]);
const ALCOHOL = toWeightedList([[0, 15], [1, 20], [2, 10], [3, 55]]);
const MARRIED = toWeightedList([[2, 70], [3, 30]]);
const SINGLE_OLDER = toWeightedList([[6, 45], [5, 20], [1, 20], [4, 5], [9, 10]]);
const SINGLE_YOUNGER = toWeightedList([[1, 60], [5, 15], [4, 10], [9, 15]]);

/** The dates that bound everything recorded about one patient. */
interface PatientSpan {
  id: number;
  dob: number;
  sex: number;
  created: number;
  /** The reference day, or the patient's last possible visit if earlier. */
  until: number;
  usualDoctor: number;
}

function spanOf(ctx: GenerationContext, facts: PatientFacts, id: number): PatientSpan {
  return {
    id,
    dob: facts.dob[id] ?? 0,
    sex: facts.sex[id] ?? 0,
    created: facts.created[id] ?? 0,
    until: Math.min(ctx.referenceDay, facts.lastSeen[id] ?? 0),
    usualDoctor: facts.usualDoctor[id] ?? 0,
  };
}

/** A random time in opening hours, as a timestamp on `day`. */
function stampOn(rng: Rng, day: number): string {
  return formatTimestamp(day, rng.between(8 * 3600, 18 * 3600));
}

/** The prescriber or recorder: the usual doctor, else any practitioner. */
function clinicianFor(rng: Rng, staff: StaffFacts, span: PatientSpan): number | null {
  if (span.usualDoctor !== 0) return span.usualDoctor;
  return staff.practitioners.length > 0 ? rng.pick(staff.practitioners).userId : null;
}

interface HistoryEntry {
  condition: ConditionEntry;
  year: number;
}

/** A patient's conditions. Deterministic per (seed, patient): CURRENTRX calls it again to prescribe for them. */
function drawHistory(seed: number, span: PatientSpan): HistoryEntry[] {
  const rng = createRng(mixSeed(seed, STREAM.history, span.id));
  const age = ageOn(span.dob, span.until);
  const birthYear = yearOf(span.dob);
  const lastYear = yearOf(span.until);
  const entries: HistoryEntry[] = [];
  for (const condition of CONDITIONS) {
    // Two draws per condition whatever happens, so one condition's outcome never shifts another's.
    const hit = rng.next();
    const onset = rng.next();
    if (age < condition.minAge || hit >= condition.prevalence(age, span.sex)) continue;
    const latestOnset = Math.min(age, condition.maxOnsetAge ?? age);
    if (latestOnset < condition.minAge) continue;
    const onsetAge = condition.minAge + Math.floor(onset * (latestOnset - condition.minAge + 1));
    entries.push({ condition, year: Math.min(lastYear, birthYear + onsetAge) });
  }
  return entries;
}

export async function writeHistory(ctx: GenerationContext, staff: StaffFacts, facts: PatientFacts): Promise<void> {
  const insert = prepareInsert(ctx, 'HISTORY', [
    'RECORDID', 'INTERNALID', 'YEAR', 'CONDITIONID', 'CONDITION', 'STATUS', 'COMMENT', 'CREATEDBY', 'RECORDSTATUS', ...STAMPS,
  ]);
  let recordId = 0;
  await runInBatches(ctx, 'HISTORY', facts.count, (i) => {
    const span = spanOf(ctx, facts, i + 1);
    const rng = createRng(mixSeed(ctx.seed, STREAM.history, span.id, 1));
    let mask = 0;
    for (const { condition, year } of drawHistory(ctx.seed, span)) {
      // About 1% of entries were deleted in Bp (RECORDSTATUS 0): readers must filter them out.
      const recordStatus = rng.chance(0.01) ? 0 : 1;
      const recorded = rng.between(Math.max(span.created, firstDayOfYear(year)), span.until);
      const stamp = stampOn(rng, recorded);
      recordId += 1;
      insert([
        recordId, span.id, year, condition.id, condition.name, condition.chronic ? 'Active' : 'Inactive', null,
        clinicianFor(rng, staff, span), recordStatus, stamp, stamp,
      ]);
      if (recordStatus === 1 && condition.chronic) mask |= 1 << condition.id;
    }
    facts.conditions[span.id] = mask >>> 0;
  });
}

export async function writeReactions(ctx: GenerationContext, staff: StaffFacts, facts: PatientFacts): Promise<void> {
  const insert = prepareInsert(ctx, 'REACTIONS', [
    'RECORDID', 'INTERNALID', 'ITEMTYPE', 'ITEMCODE', 'ITEMNAME', 'REACTIONCODE', 'REACTION', 'SEVERITY', 'COMMENT', 'CREATEDBY',
    'RECORDSTATUS', ...STAMPS,
  ]);
  let recordId = 0;
  await runInBatches(ctx, 'REACTIONS', facts.count, (i) => {
    const span = spanOf(ctx, facts, i + 1);
    const rng = createRng(mixSeed(ctx.seed, STREAM.reactions, span.id));
    const age = ageOn(span.dob, span.until);
    if (!rng.chance(age > 60 ? 0.18 : 0.12)) return;
    const count = 1 + (rng.chance(0.25) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
    const seen = new Set<number>();
    for (let n = 0; n < count; n += 1) {
      const item = pickWeighted(rng, REACTION_ITEM_LIST);
      if (seen.has(item.itemCode)) continue;
      seen.add(item.itemCode);
      const [reactionCode, reaction] = pickWeighted(rng, REACTION_LIST);
      const severity = reactionCode === 3 || reactionCode === 5 ? 'Severe' : pickWeighted(rng, SEVERITY_LIST);
      const recordStatus = rng.chance(0.01) ? 0 : 1;
      const stamp = stampOn(rng, rng.between(span.created, span.until));
      recordId += 1;
      insert([
        recordId, span.id, item.itemType, item.itemCode, item.itemName, reactionCode, reaction, severity,
        rng.chance(0.1) ? 'As a child' : null, clinicianFor(rng, staff, span), recordStatus, stamp, stamp,
      ]);
      if (recordStatus === 1) facts.hasReactions[span.id] = 1;
    }
  });
}

export async function writeClinical(ctx: GenerationContext, facts: PatientFacts): Promise<void> {
  const insert = prepareInsert(ctx, 'CLINICAL', [
    'INTERNALID', 'MARITALSTATUS', 'SMOKINGSTATUS', 'ALCOHOLSTATUS', 'KNOWNALLERGIES', 'RECORDSTATUS', ...STAMPS,
  ]);
  await runInBatches(ctx, 'CLINICAL', facts.count, (i) => {
    const span = spanOf(ctx, facts, i + 1);
    const rng = createRng(mixSeed(ctx.seed, STREAM.clinical, span.id));
    const age = ageOn(span.dob, span.until);
    const marital = age < 16 ? null
      : facts.partnered[span.id] === 1 ? pickWeighted(rng, MARRIED)
        : pickWeighted(rng, age >= 70 ? SINGLE_OLDER : SINGLE_YOUNGER);
    const adult = age >= 15;
    // KNOWNALLERGIES agrees with REACTIONS: 2 exactly when an active reaction is recorded.
    const knownAllergies = facts.hasReactions[span.id] === 1 ? 2 : rng.chance(0.7) ? 1 : 0;
    const created = stampOn(rng, span.created);
    insert([
      span.id, marital, adult ? pickWeighted(rng, SMOKING) : 0, adult ? pickWeighted(rng, ALCOHOL) : 0, knownAllergies, 1,
      created, stampOn(rng, rng.between(span.created, span.until)),
    ]);
  });
}

export async function writeCurrentRx(ctx: GenerationContext, staff: StaffFacts, facts: PatientFacts): Promise<void> {
  const insert = prepareInsert(ctx, 'CURRENTRX', [
    'RECORDID', 'INTERNALID', 'PRODUCTID', 'DRUGNAME', 'DOSE', 'FREQUENCY', 'PRN', 'ROUTE', 'QUANTITY', 'PRODUCTUNIT', 'REPEATS',
    'INDICATION', 'LASTDATE', 'USERID', 'RECORDSTATUS', ...STAMPS,
  ]);
  let recordId = 0;
  await runInBatches(ctx, 'CURRENTRX', facts.count, (i) => {
    const span = spanOf(ctx, facts, i + 1);
    const rng = createRng(mixSeed(ctx.seed, STREAM.currentRx, span.id));
    const prescribed = new Set<number>();
    for (const { condition, year } of drawHistory(ctx.seed, span)) {
      const choices = MEDICINES_BY_CONDITION.get(condition.id);
      if (!condition.chronic || choices === undefined || !rng.chance(0.85)) continue;
      const medicine = rng.pick(choices);
      if (prescribed.has(medicine.productId)) continue;
      prescribed.add(medicine.productId);
      const earliest = Math.max(span.created, firstDayOfYear(year));
      const lastDate = Math.max(earliest, span.until - rng.int(180));
      const stamp = stampOn(rng, lastDate);
      recordId += 1;
      insert([
        recordId, span.id, medicine.productId, medicine.drugName, medicine.dose, medicine.frequency, medicine.prn ? 1 : 0,
        medicine.route, medicine.quantity, medicine.productUnit, medicine.repeats, condition.name, formatDay(lastDate),
        clinicianFor(rng, staff, span), 1, stamp, stamp,
      ]);
    }
  });
}

const COVID_START = parseIsoDay('2021-06-01');
const COVID_BOOSTER_START = parseIsoDay('2022-01-15');
const DAYS_PER_YEAR = 365.25;

/** The vaccines a patient has had, as (vaccine id, day), before their last possible visit. */
function drawImmunisations(rng: Rng, span: PatientSpan, referenceDay: number): [number, number][] {
  const given: [number, number][] = [];
  const add = (vaccineId: number, day: number) => {
    if (day >= span.dob && day <= span.until) given.push([vaccineId, day]);
  };
  // Childhood schedule only for patients young enough for this practice to hold those records.
  if (span.dob >= referenceDay - 19 * DAYS_PER_YEAR) {
    for (const [vaccineId, ageDays] of CHILDHOOD_SCHEDULE) {
      if (rng.chance(0.93)) add(vaccineId, span.dob + ageDays + rng.int(21));
    }
  }
  const ageAt = (day: number) => (day - span.dob) / DAYS_PER_YEAR;
  const lastYear = yearOf(referenceDay);
  for (let year = lastYear - 4; year <= lastYear; year += 1) {
    // Influenza season: April and May.
    const day = firstDayOfYear(year) + 90 + rng.int(61);
    const age = ageAt(day);
    if (age >= 0.5 && rng.chance(age >= 65 ? 0.6 : age < 5 ? 0.3 : 0.25)) {
      add(age >= 65 ? VACCINE.fluadQuad : VACCINE.vaxigripTetra, day);
    }
  }
  if (ageAt(COVID_START) >= 16 && rng.chance(0.7)) {
    const first = COVID_START + rng.int(120);
    add(VACCINE.comirnaty, first);
    add(VACCINE.comirnaty, first + rng.between(21, 42));
    if (rng.chance(0.6)) add(VACCINE.comirnaty, COVID_BOOSTER_START + rng.int(180));
  }
  const sixtyFive = span.dob + Math.ceil(65 * DAYS_PER_YEAR);
  if (sixtyFive <= referenceDay && rng.chance(0.25)) add(VACCINE.shingrix, rng.between(Math.max(sixtyFive, referenceDay - 1500), referenceDay));
  const seventy = span.dob + Math.ceil(70 * DAYS_PER_YEAR);
  if (seventy <= referenceDay && rng.chance(0.3)) add(VACCINE.pneumovax23, rng.between(Math.max(seventy, referenceDay - 2500), referenceDay));
  return given.sort((a, b) => a[1] - b[1]);
}

export async function writeImmunisations(ctx: GenerationContext, staff: StaffFacts, facts: PatientFacts): Promise<void> {
  const insert = prepareInsert(ctx, 'IMMUNISATIONS', [
    'RECORDID', 'INTERNALID', 'VACCINEID', 'GIVENDATE', 'BATCHNO', 'NOTGIVENHERE', 'USERID', 'RECORDSTATUS', ...STAMPS,
  ]);
  let recordId = 0;
  await runInBatches(ctx, 'IMMUNISATIONS', facts.count, (i) => {
    const span = spanOf(ctx, facts, i + 1);
    const rng = createRng(mixSeed(ctx.seed, STREAM.immunisations, span.id));
    for (const [vaccineId, day] of drawImmunisations(rng, span, ctx.referenceDay)) {
      // Doses before the patient joined the practice were given elsewhere and entered at registration.
      const givenHere = day >= span.created && !rng.chance(0.03);
      const stamp = givenHere ? stampOn(rng, day) : stampOn(rng, Math.max(day, span.created));
      recordId += 1;
      insert([
        recordId, span.id, vaccineId, formatDay(day),
        `${String.fromCharCode(65 + rng.int(26))}${String.fromCharCode(65 + rng.int(26))}${rng.between(1000, 9999)}`,
        givenHere ? 0 : 1, givenHere ? clinicianFor(rng, staff, span) : null, 1, stamp, stamp,
      ]);
    }
  });
}
