/**
 * Keeps docs/errors.md and the error catalogue in step, in both directions: every code documented with
 * its status, and nothing documented that the catalogue lacks.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors.js';

const doc = fs.readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
const documented = new Map([...doc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1] ?? '', Number(m[2])]));

describe('docs/errors.md', () => {
  it('documents every catalogue code with its HTTP status', () => {
    for (const [code, { status }] of Object.entries(ERROR_CATALOGUE)) {
      expect(documented.get(code), `${code} in docs/errors.md`).toBe(status);
    }
  });

  it('documents nothing the catalogue lacks', () => {
    const unknown = [...documented.keys()].filter((code) => !(code in ERROR_CATALOGUE));
    expect(unknown).toEqual([]);
  });
});
