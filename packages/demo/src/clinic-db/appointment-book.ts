/**
 * @module demo/clinic-db/appointment-book
 * Plans and writes the appointment book, and the visits and vitals that follow from it. Weekdays run
 * back from the reference day far enough to hold the requested number of appointments at up to
 * 28 a practitioner a day (at least twelve weeks back), plus four weeks of bookings ahead that thin out
 * with distance. Each practitioner's day is laid out 08:00–18:00 on a 5-minute grid without overlaps
 * (only a density beyond what fits in a day, over more than fifteen years, overlaps). The past is completed (a few cancelled, soft-deleted), the
 * reference day is in progress at 12:30, the future is booked. Completed appointments become VISITS;
 * some visits record OBSERVATIONS whose values follow the patient (blood pressure higher with
 * hypertension, growth for children). Patients are only booked between registration and last visit.
 */
import { formatDay, formatTimestamp, weekdayOf } from './calendar.js';
import {
  prepareInsert,
  runInBatches,
  STREAM,
  type GenerationContext,
  type PatientFacts,
  type Practitioner,
  type StaffFacts,
} from './context.js';
import { createRng, mixSeed, pickWeighted, toWeightedList, type Rng } from './random.js';
import {
  APPOINTMENT_CODE,
  APPOINTMENT_COMMENTS,
  APPOINTMENT_TYPES,
  CONDITION,
  OBSERVATION,
  VISIT_PLANS,
  VISIT_REASONS,
  type AppointmentTypeEntry,
} from './reference-data.js';

/** A full day for one GP in a busy Australian practice. */
const APPOINTMENTS_PER_DAY = 28;
const FUTURE_WEEKDAYS = 20;
/** Twelve weeks: the shortest history a book gets, however few appointments it holds. */
const MIN_PAST_WEEKDAYS = 60;
/** About fifteen years of weekdays: beyond it, days get denser rather than the book longer. */
const MAX_PAST_WEEKDAYS = 3900;
const DAY_START = 8 * 3600;
const DAY_END = 18 * 3600;
const LATEST_START = 22 * 3600;
const GRID = 300;
/** The generated clinic's clock stops at 12:30 on the reference day. */
const NOW_SECONDS = 12 * 3600 + 1800;

const APPOINTMENT_TYPE_LIST = toWeightedList(APPOINTMENT_TYPES.map((t) => [t, t.weight] as const));

export interface AppointmentPlan {
  /** The weekdays of the book, oldest first. */
  readonly days: Int32Array;
  /** Relative booking density per day (1 up to today, falling for future days). */
  readonly weights: Float64Array;
  readonly firstDay: number;
}

/** Chooses the days of the book from the volume asked for; needed before patients, whose registration precedes it. */
export function planAppointmentDays(referenceDay: number, practitioners: number, appointments: number): AppointmentPlan {
  const future: [number, number][] = [];
  for (let day = referenceDay + 1; future.length < FUTURE_WEEKDAYS; day += 1) {
    // Bookings thin out the further ahead they are.
    if (isWeekday(day)) future.push([day, Math.max(0.1, 1 - (future.length + 1) / (FUTURE_WEEKDAYS + 2))]);
  }
  const futureWeight = future.reduce((sum, [, w]) => sum + w, 0);
  // A small book is spread thinner rather than shorter, so even a demo clinic has weeks of history.
  const perDay = Math.min(APPOINTMENTS_PER_DAY, appointments / (practitioners * (MIN_PAST_WEEKDAYS + futureWeight)));
  const pastCount = perDay === 0
    ? MIN_PAST_WEEKDAYS
    : Math.min(MAX_PAST_WEEKDAYS, Math.max(1, Math.ceil((appointments - perDay * practitioners * futureWeight) / (perDay * practitioners))));
  const past: number[] = [];
  for (let day = referenceDay; past.length < pastCount; day -= 1) if (isWeekday(day)) past.push(day);
  past.reverse();
  const days = Int32Array.from([...past, ...future.map(([d]) => d)]);
  const weights = Float64Array.from([...past.map(() => 1), ...future.map(([, w]) => w)]);
  return { days, weights, firstDay: days[0] ?? referenceDay };
}

function isWeekday(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5;
}

interface Slot {
  day: number;
  practitioner: Practitioner;
  time: number;
  type: AppointmentTypeEntry;
}

/**
 * Hands out slots day by day, practitioner by practitioner, sharing the remaining appointments in
 * proportion to the remaining days' weights so the total comes out exactly.
 */
class Scheduler {
  private dayIndex = 0;
  private practitionerIndex = -1;
  private remaining: number;
  private remainingWeight: number;
  private practitionerDaysLeft: number;
  private readonly queue: { time: number; type: AppointmentTypeEntry }[] = [];
  private queuePosition = 0;

  constructor(
    private readonly rng: Rng,
    private readonly plan: AppointmentPlan,
    private readonly practitioners: readonly Practitioner[],
    total: number,
  ) {
    this.remaining = total;
    this.remainingWeight = plan.weights.reduce((sum, w) => sum + w, 0) * practitioners.length;
    this.practitionerDaysLeft = plan.days.length * practitioners.length;
  }

  next(): Slot {
    while (this.queuePosition >= this.queue.length) this.planNextPractitionerDay();
    const entry = this.queue[this.queuePosition] as { time: number; type: AppointmentTypeEntry };
    this.queuePosition += 1;
    this.remaining -= 1;
    return {
      day: this.plan.days[this.dayIndex] ?? 0,
      practitioner: this.practitioners[this.practitionerIndex] as Practitioner,
      time: entry.time,
      type: entry.type,
    };
  }

  private planNextPractitionerDay(): void {
    this.practitionerIndex += 1;
    if (this.practitionerIndex >= this.practitioners.length) {
      this.practitionerIndex = 0;
      // Past the last day only if rounding left appointments over: they go to the last day.
      if (this.dayIndex < this.plan.days.length - 1) this.dayIndex += 1;
    }
    const weight = this.plan.weights[this.dayIndex] ?? 1;
    let count: number;
    if (this.practitionerDaysLeft <= 1) {
      count = this.remaining;
    } else {
      const share = (this.remaining * weight) / Math.max(this.remainingWeight, 1e-9);
      count = Math.min(this.remaining, Math.round(share * (0.8 + 0.4 * this.rng.next())));
    }
    this.remainingWeight -= weight;
    this.practitionerDaysLeft -= 1;
    this.layOutDay(count);
  }

  private layOutDay(count: number): void {
    this.queue.length = 0;
    this.queuePosition = 0;
    if (count <= 0) return;
    const types: AppointmentTypeEntry[] = [];
    let busy = 0;
    for (let i = 0; i < count; i += 1) {
      const type = pickWeighted(this.rng, APPOINTMENT_TYPE_LIST);
      types.push(type);
      busy += type.length;
    }
    // Free time is scattered between appointments in whole grid steps.
    const slack = Math.max(0, DAY_END - DAY_START - busy);
    const gapWeights = Array.from({ length: count }, () => this.rng.next());
    const gapTotal = gapWeights.reduce((a, b) => a + b, 0) || 1;
    let cursor = DAY_START;
    types.forEach((type, i) => {
      cursor += Math.floor(((gapWeights[i] ?? 0) / gapTotal) * slack / GRID) * GRID;
      if (cursor > LATEST_START) cursor = DAY_START + ((cursor - DAY_START) % (LATEST_START - DAY_START));
      this.queue.push({ time: cursor, type });
      cursor += type.length;
    });
  }
}

const APPOINTMENT_COLUMNS = [
  'RECORDID', 'INTERNALID', 'USERID', 'LOCATIONID', 'APPOINTMENTDATE', 'APPOINTMENTTIME', 'APPOINTMENTLENGTH', 'APPOINTMENTTYPE',
  'APPOINTMENTCODE', 'URGENT', 'ARRIVALTIME', 'CONSULTATIONTIME', 'COMMENT', 'ITEMLIST', 'CREATEDBY', 'RECORDSTATUS',
  'CREATED', 'UPDATED',
] as const;
const VISIT_COLUMNS = [
  'VISITID', 'INTERNALID', 'USERID', 'LOCATIONID', 'VISITDATE', 'VISITCODE', 'DURATION', 'VISITNOTES', 'RECORDSTATUS', 'CREATED',
  'UPDATED',
] as const;
const OBSERVATION_COLUMNS = [
  'RECORDID', 'INTERNALID', 'OBSERVATIONCODE', 'OBSERVATIONDATE', 'OBSERVATIONTIME', 'OBSERVATIONVALUE', 'USERID', 'RECORDSTATUS',
  'CREATED', 'UPDATED',
] as const;

/** Consultation notes as Bp stores them (RTF), from a fixed pool: building a string per visit would dominate. */
const VISIT_NOTES: readonly string[] = VISIT_REASONS.flatMap((reason) =>
  VISIT_PLANS.map((plan) => `{\\rtf1\\ansi ${reason} ${plan}\\par}`),
);

/** A patient's own baseline for vitals, re-derived from their stream at every visit rather than stored. */
interface VitalsBaseline {
  adultHeight: number;
  bmi: number;
  systolic: number;
  diastolic: number;
  pulse: number;
}

function baselineFor(seed: number, patientId: number, sex: number, conditions: number, ageYears: number): VitalsBaseline {
  const rng = createRng(mixSeed(seed, STREAM.vitalsBaseline, patientId));
  const adultHeight = sex === 1 ? rng.normal(176, 7) : rng.normal(163, 6.5);
  const bmi = Math.min(45, Math.max(17.5, rng.normal(27, 4.5)));
  const hypertensive = (conditions & (1 << CONDITION.hypertension)) !== 0;
  const systolic = 108 + Math.max(0, ageYears - 20) * 0.45 + (hypertensive ? 14 : 0) + rng.normal(0, 8);
  const diastolic = systolic * 0.6 + rng.normal(4, 4);
  const pulse = (ageYears < 12 ? 95 : 72) + rng.normal(0, 7);
  return { adultHeight, bmi, systolic, diastolic, pulse };
}

function heightAt(ageYears: number, adultHeight: number): number {
  if (ageYears < 1) return 50 + 25 * ageYears;
  if (ageYears < 2) return 75 + 12 * (ageYears - 1);
  if (ageYears < 18) return 87 + ((adultHeight - 87) * (ageYears - 2)) / 16;
  return adultHeight;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export async function writeAppointmentBook(
  ctx: GenerationContext,
  staff: StaffFacts,
  facts: PatientFacts,
  plan: AppointmentPlan,
  total: number,
): Promise<void> {
  if (total > 0 && staff.practitioners.length === 0) throw new Error('Appointments need at least one practitioner.');
  const rng = createRng(mixSeed(ctx.seed, STREAM.appointments));
  const scheduler = new Scheduler(rng, plan, staff.practitioners, total);
  const insertAppointment = prepareInsert(ctx, 'APPOINTMENTS', APPOINTMENT_COLUMNS);
  const insertVisit = prepareInsert(ctx, 'VISITS', VISIT_COLUMNS);
  const insertObservation = prepareInsert(ctx, 'OBSERVATIONS', OBSERVATION_COLUMNS);
  const { referenceDay } = ctx;
  const dayText = new Map<number, string>();
  let visitId = 0;
  let observationId = 0;

  const isBookable = (id: number, day: number) => (facts.created[id] ?? 0) <= day && day <= (facts.lastSeen[id] ?? 0);
  /** Older people and small children see the GP more often; a few tries find someone, a scan guarantees it. */
  const pickPatient = (day: number): number => {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      const id = 1 + rng.int(facts.count);
      if (!isBookable(id, day)) continue;
      const age = (day - (facts.dob[id] ?? 0)) / 365.25;
      const keep = age < 5 ? 0.8 : age < 15 ? 0.4 : age < 45 ? 0.45 : age < 65 ? 0.7 : 1;
      if (rng.chance(keep)) return id;
    }
    const start = 1 + rng.int(facts.count);
    for (let k = 0; k < facts.count; k += 1) {
      const id = ((start - 1 + k) % facts.count) + 1;
      if (isBookable(id, day)) return id;
    }
    // Patient 1 is registered before the book starts and always active, so this cannot happen.
    throw new Error(`No patient can be booked on ${formatDay(day)}.`);
  };

  const recordVitals = (patientId: number, day: number, time: number, userId: number, dateText: string) => {
    const ageYears = (day - (facts.dob[patientId] ?? 0)) / 365.25;
    const conditions = facts.conditions[patientId] ?? 0;
    const taken: [number, number][] = [];
    if (ageYears >= 18) {
      if (rng.chance(0.3)) {
        const base = baselineFor(ctx.seed, patientId, facts.sex[patientId] ?? 0, conditions, ageYears);
        const systolic = clamp(Math.round(base.systolic + rng.normal(0, 6)), 90, 210);
        taken.push(
          [OBSERVATION.systolic, systolic],
          [OBSERVATION.diastolic, clamp(Math.round(base.diastolic + rng.normal(0, 4)), 50, systolic - 20)],
          [OBSERVATION.pulse, clamp(Math.round(base.pulse + rng.normal(0, 6)), 45, 140)],
        );
      }
      if (rng.chance(0.1)) {
        const base = baselineFor(ctx.seed, patientId, facts.sex[patientId] ?? 0, conditions, ageYears);
        const bmi = base.bmi + rng.normal(0, 0.4);
        const height = base.adultHeight;
        taken.push([OBSERVATION.height, round1(height)], [OBSERVATION.weight, round1(bmi * (height / 100) ** 2)], [OBSERVATION.bmi, round1(bmi)]);
      }
      if ((conditions & (1 << CONDITION.diabetes)) !== 0 && rng.chance(0.3)) taken.push([OBSERVATION.bsl, round1(Math.max(3, rng.normal(8, 2)))]);
    } else if (rng.chance(ageYears < 2 ? 0.5 : 0.15)) {
      const base = baselineFor(ctx.seed, patientId, facts.sex[patientId] ?? 0, conditions, ageYears);
      const height = heightAt(ageYears, base.adultHeight);
      const bmi = ageYears < 2 ? 16.5 + rng.normal(0, 0.8) : 16 + ageYears * 0.25 + rng.normal(0, 1);
      taken.push([OBSERVATION.height, round1(height)], [OBSERVATION.weight, round1(bmi * (height / 100) ** 2)]);
      if (ageYears < 2) taken.push([OBSERVATION.headCircumference, round1(35 + 11 * Math.sqrt(ageYears / 2))]);
    }
    if (rng.chance(0.04)) taken.push([OBSERVATION.temperature, round1(36.3 + Math.abs(rng.normal(0, 0.7)))]);
    const at = time + rng.between(1, 10) * 60;
    const stamp = formatTimestamp(day, at);
    for (const [code, value] of taken) {
      observationId += 1;
      insertObservation([observationId, patientId, code, dateText, at, value, userId, 1, stamp, stamp]);
    }
  };

  await runInBatches(ctx, 'APPOINTMENTS', total, (i) => {
    const { day, practitioner, time, type } = scheduler.next();
    let dateText = dayText.get(day);
    if (dateText === undefined) {
      dateText = formatDay(day);
      dayText.set(day, dateText);
    }
    const patientId = pickPatient(day);
    const length = type.length;
    const end = time + length;

    let code: number = APPOINTMENT_CODE.booked;
    let recordStatus = 1;
    let arrival = 0;
    let consultation = 0;
    if (day < referenceDay || (day === referenceDay && end <= NOW_SECONDS - 1800)) {
      // A few past bookings were cancelled: Bp deletes them softly, so they stay in the table, hidden.
      if (day < referenceDay && rng.chance(0.03)) recordStatus = 0;
      else code = APPOINTMENT_CODE.completed;
    } else if (day === referenceDay) {
      if (end <= NOW_SECONDS) code = APPOINTMENT_CODE.atBilling;
      else if (time <= NOW_SECONDS) code = APPOINTMENT_CODE.withDoctor;
      else if (time <= NOW_SECONDS + 1800) code = APPOINTMENT_CODE.waiting;
    }
    if (code !== APPOINTMENT_CODE.booked) arrival = Math.max(DAY_START - 1800, time - rng.int(16) * 60);
    if (code === APPOINTMENT_CODE.completed || code === APPOINTMENT_CODE.atBilling || code === APPOINTMENT_CODE.withDoctor) {
      consultation = time + rng.int(21) * 60;
      // Nothing on the reference day happens after the clinic's clock.
      if (day === referenceDay) consultation = Math.min(consultation, NOW_SECONDS);
    }

    const bookedDay = Math.max(facts.created[patientId] ?? 0, Math.min(referenceDay, day - rng.int(22)));
    let bookedAt = bookedDay === day ? Math.max(7 * 3600, time - rng.between(600, 7200)) : rng.between(DAY_START, DAY_END);
    if (bookedDay === referenceDay) bookedAt = Math.min(bookedAt, NOW_SECONDS);
    const created = formatTimestamp(bookedDay, bookedAt);
    const updated = consultation > 0 ? formatTimestamp(day, Math.min(consultation + length, 86_399)) : created;
    const bookedBy = staff.receptionists.length > 0 && rng.chance(0.85) ? rng.pick(staff.receptionists) : practitioner.userId;

    insertAppointment([
      i + 1, patientId, practitioner.userId, practitioner.locationId, dateText, time, length, type.code, code,
      rng.chance(0.02) ? 1 : 0, arrival, consultation, rng.chance(0.08) ? rng.pick(APPOINTMENT_COMMENTS) : null,
      code === APPOINTMENT_CODE.completed ? type.item : null, bookedBy, recordStatus, created, updated,
    ]);

    if (recordStatus === 1 && consultation > 0) {
      visitId += 1;
      const visitStamp = formatTimestamp(day, consultation);
      insertVisit([
        visitId, patientId, practitioner.userId, practitioner.locationId, visitStamp, type.visitType, length,
        rng.pick(VISIT_NOTES), 1, visitStamp, updated,
      ]);
      recordVitals(patientId, day, consultation, practitioner.userId, dateText);
    }
  });
}
