/**
 * @module demo/clinic-db/pools
 * Builds, once per database, the pools of names, streets and suburbs the generator picks from, using a
 * seeded faker (en_AU). Faker is slow per call, so it is used only here, a few thousand times; the big
 * tables pick from these arrays with the generator's own PRNG. Makes no rows and touches no database.
 */
import { Faker, base, en, en_AU } from '@faker-js/faker';
import type { Rng } from './random.js';

/** The state the clinic is in: its postcodes, phone area code and DVA file-number letter. */
export interface Region {
  readonly state: string;
  readonly areaCode: string;
  readonly postcodeFrom: number;
  readonly postcodeTo: number;
  readonly dvaLetter: string;
}

const REGIONS: readonly Region[] = [
  { state: 'NSW', areaCode: '02', postcodeFrom: 2000, postcodeTo: 2599, dvaLetter: 'N' },
  { state: 'VIC', areaCode: '03', postcodeFrom: 3000, postcodeTo: 3999, dvaLetter: 'V' },
  { state: 'QLD', areaCode: '07', postcodeFrom: 4000, postcodeTo: 4999, dvaLetter: 'Q' },
  { state: 'SA', areaCode: '08', postcodeFrom: 5000, postcodeTo: 5799, dvaLetter: 'S' },
  { state: 'WA', areaCode: '08', postcodeFrom: 6000, postcodeTo: 6799, dvaLetter: 'W' },
  { state: 'TAS', areaCode: '03', postcodeFrom: 7000, postcodeTo: 7799, dvaLetter: 'T' },
];

export interface Suburb {
  readonly name: string;
  readonly postcode: string;
}

export interface Pools {
  readonly region: Region;
  readonly femaleNames: readonly string[];
  readonly maleNames: readonly string[];
  readonly surnames: readonly string[];
  readonly streets: readonly string[];
  /** A practice draws its patients from a handful of nearby suburbs. */
  readonly suburbs: readonly Suburb[];
  readonly practiceName: string;
}

function collectDistinct(draw: () => string, attempts: number): string[] {
  return [...new Set(Array.from({ length: attempts }, draw))];
}

export function buildPools(seed: number, rng: Rng): Pools {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(seed);
  // Faker's date helpers default to "now"; pin the reference so nothing here can depend on the clock.
  faker.setDefaultRefDate('2026-01-01T00:00:00.000Z');
  const region = rng.pick(REGIONS);
  const suburbs = collectDistinct(() => faker.location.city(), 60).slice(0, 40).map((name) => ({
    name,
    postcode: String(faker.number.int({ min: region.postcodeFrom, max: region.postcodeTo })).padStart(4, '0'),
  }));
  const home = suburbs[0] ?? { name: 'Springfield', postcode: String(region.postcodeFrom) };
  return {
    region,
    femaleNames: collectDistinct(() => faker.person.firstName('female'), 600),
    maleNames: collectDistinct(() => faker.person.firstName('male'), 600),
    surnames: collectDistinct(() => faker.person.lastName(), 4000),
    streets: collectDistinct(() => faker.location.street(), 800),
    suburbs,
    practiceName: `${home.name} ${faker.helpers.arrayElement(['Family Medical Centre', 'Medical Clinic', 'General Practice', 'Health Centre'])}`,
  };
}
