/**
 * Keeps docs/errors.md, the error catalogue and the API's statuses in step, in both directions: every code
 * documented with the status the API answers it with, and nothing documented that the catalogue lacks.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../core/errors.js';
import { HTTP_STATUS } from './http-errors.js';

const doc = fs.readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8');
const documented = new Map([...doc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1] ?? '', Number(m[2])]));

describe('docs/errors.md', () => {
  it('documents every catalogue code with its HTTP status', () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as (keyof typeof ERROR_CATALOGUE)[]) {
      expect(documented.get(code), `${code} in docs/errors.md`).toBe(HTTP_STATUS[code]);
    }
  });

  it('documents nothing the catalogue lacks, and the API has a status for nothing else', () => {
    expect([...documented.keys()].filter((code) => !(code in ERROR_CATALOGUE))).toEqual([]);
    expect(Object.keys(HTTP_STATUS).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  });
});
