/**
 * @module demo/clinic-db/identifiers
 * Australian identifiers with the right shape and check digits (Medicare card, IHI / HPI-I / HPI-O,
 * Medicare provider number) and contact details that cannot reach anyone: phone numbers from ACMA's
 * ranges for creative works and e-mail under the reserved example domains. The numbers are random, so
 * they carry no real person's data; they only pass format validators.
 */
import type { Rng } from './random.js';

function randomDigits(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(rng.int(10));
  return out;
}

/** Luhn check digit for a string of digits (used by the 16-digit healthcare identifiers). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit counting from the right of the final number, i.e. from the right of `digits`.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Prefixes of the Healthcare Identifiers Service: 800360 individual, 800361 provider, 800362 organisation. */
export type HealthcareIdentifierKind = 'IHI' | 'HPI-I' | 'HPI-O';
const HI_PREFIX: Record<HealthcareIdentifierKind, string> = { IHI: '800360', 'HPI-I': '800361', 'HPI-O': '800362' };

export function makeHealthcareIdentifier(rng: Rng, kind: HealthcareIdentifierKind): string {
  const body = HI_PREFIX[kind] + randomDigits(rng, 9);
  return body + String(luhnCheckDigit(body));
}

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9] as const;

/** A 10-digit Medicare card number: 8 digits (first 2–6), a weighted check digit, an issue number. */
export function makeMedicareNumber(rng: Rng): string {
  const body = String(rng.between(2, 6)) + randomDigits(rng, 7);
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(body[i]) * (MEDICARE_WEIGHTS[i] ?? 0);
  return `${body}${sum % 10}${rng.between(1, 5)}`;
}

const PROVIDER_LOCATION_CHARS = '0123456789ABCDEFGHJKLMNPQRTUVWXY';
const PROVIDER_CHECK_CHARS = 'YXWTLKJHFBA';
const PROVIDER_WEIGHTS = [3, 5, 8, 4, 2, 1] as const;

/** A Medicare provider number: six-digit stem, practice-location character, check character. */
export function makeProviderNumber(rng: Rng): string {
  const stem = randomDigits(rng, 6);
  const location = rng.between(1, 9);
  let sum = location * 6;
  for (let i = 0; i < 6; i += 1) sum += Number(stem[i]) * (PROVIDER_WEIGHTS[i] ?? 0);
  return `${stem}${PROVIDER_LOCATION_CHARS[location] ?? '1'}${PROVIDER_CHECK_CHARS[sum % 11] ?? 'Y'}`;
}

/**
 * Mobile numbers the ACMA sets aside for use in creative works (so no real phone rings). The list is short,
 * so patients share them; nothing searches patients by phone uniquely.
 */
const FICTIONAL_MOBILES = [
  '0491 570 006', '0491 570 156', '0491 570 157', '0491 570 158', '0491 570 159', '0491 570 110',
  '0491 570 313', '0491 570 737', '0491 571 266', '0491 571 491', '0491 571 804', '0491 572 549',
  '0491 572 665', '0491 572 983', '0491 573 770', '0491 573 087', '0491 574 118', '0491 574 632',
  '0491 575 254', '0491 576 398', '0491 576 801', '0491 577 426', '0491 577 644', '0491 578 957',
  '0491 578 148', '0491 578 888', '0491 579 212', '0491 579 760', '0491 579 455',
] as const;

export function makeMobileNumber(rng: Rng): string {
  return rng.pick(FICTIONAL_MOBILES);
}

/** A landline in the ACMA's fictional ranges (area code + 5550 xxxx or 7010 xxxx). */
export function makeLandlineNumber(rng: Rng, areaCode: string): string {
  return `(${areaCode}) ${rng.chance(0.5) ? '5550' : '7010'} ${randomDigits(rng, 4)}`;
}

/** Domains reserved by RFC 2606 for examples: mail to them is never delivered. */
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export function makeEmail(rng: Rng, firstName: string, surname: string): string {
  const local = `${firstName}.${surname}`.toLowerCase().replace(/[^a-z0-9.]+/g, '');
  return `${local}${rng.chance(0.5) ? rng.int(100) : ''}@${rng.pick(EXAMPLE_DOMAINS)}`;
}

/** A Centrelink customer reference number shape: nine digits and a letter. */
export function makePensionNumber(rng: Rng): string {
  return `${randomDigits(rng, 9)}${'ABCDEFGHJKLMNPQRSTUVWXY'[rng.int(23)] ?? 'A'}`;
}

/** A DVA file number shape: state letter, war code and digits, e.g. 'VX123456'. */
export function makeDvaNumber(rng: Rng, stateLetter: string): string {
  return `${stateLetter}${rng.pick(['X', 'F', 'SM', 'SS'])}${randomDigits(rng, 6)}`;
}

export function makeHealthFundNumber(rng: Rng): string {
  return randomDigits(rng, 8);
}
