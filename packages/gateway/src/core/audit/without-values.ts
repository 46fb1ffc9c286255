/**
 * @module core/audit/without-values
 * What the audit trail keeps of a request's content: of SQL, the text's SHA-256 and size (the text can hold
 * patient data as literals, and parameters are never looked at); of a FHIR request, the method, resource
 * type, whether an id was named, and the parameter names in the order sent, every value dropped.
 */
import { hash } from 'node:crypto';

export interface SqlFingerprint {
  sqlHash: string;
  sqlSize: number;
}

export function sqlFingerprint(text: string): SqlFingerprint {
  return { sqlHash: hash('sha256', text, 'hex'), sqlSize: Buffer.byteLength(text, 'utf8') };
}

/** Longest FHIR request description kept: enough for any real search's parameter names. */
const MAX_FHIR_REQUEST = 2000;
/** A resource type, an operation (`$everything`) or `_history`/`_search`: words of the API, not data. */
const API_WORD = /^(\$?[A-Za-z][A-Za-z0-9-]{0,63}|_history|_search)$/;

/** The first segment may be a resource type; later ones only an operation or `_history`/`_search`. */
function isApiWord(segment: string, index: number): boolean {
  if (!API_WORD.test(segment)) return false;
  return index === 0 || segment.startsWith('$') || segment.startsWith('_');
}

/**
 * `GET Patient/{id}`, `GET Patient?family&birthdate`, `POST Patient/_search?name:contains`: a segment
 * that is not a word of the API (an id, a version) becomes `{id}`; parameters keep their names only.
 */
export function fhirRequestWithoutValues(method: string, path: string, names: readonly string[]): string {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((segment, index) => (isApiWord(segment, index) ? segment : '{id}'));
  const params = names.map((name) => (/^[A-Za-z0-9_.:\-$|]{1,100}$/.test(name) ? name : '{name}'));
  const text = `${method} ${segments.join('/')}${params.length > 0 ? `?${params.join('&')}` : ''}`;
  return text.length > MAX_FHIR_REQUEST ? `${text.slice(0, MAX_FHIR_REQUEST)}…` : text;
}
