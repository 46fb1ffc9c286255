/**
 * Keeps docs/close-codes.md and the protocol's close-code catalogue in step, in both directions: every code
 * documented with its reason label, sender, meaning and advice exactly as the catalogue has them, and no code
 * documented that the catalogue lacks; and the agent protocol's table lists the same codes.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODE_CATALOGUE } from '@site-query-gateway/protocol/close-codes.js';
import { readDoc, section } from './markdown.js';

interface Row {
  code: number;
  label: string;
  sentBy: string;
  meaning: string;
  action: string;
}

function documentedRows(): Row[] {
  return [...readDoc('docs/close-codes.md').matchAll(/^\| (\d{4}) \| `([a-z_]+)` \| (\w+) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({
    code: Number(m[1]),
    label: m[2]!,
    sentBy: m[3]!,
    meaning: m[4]!,
    action: m[5]!,
  }));
}

describe('docs/close-codes.md', () => {
  it('documents every close code of the catalogue as the catalogue describes it, and nothing else', () => {
    const expected = Object.values(CLOSE_CODE_CATALOGUE).map(({ code, label, sentBy, meaning, action }) => ({ code, label, sentBy, meaning, action }));
    expect(documentedRows()).toEqual(expected);
  });

  it('gives each code its own reason label', () => {
    const labels = Object.values(CLOSE_CODE_CATALOGUE).map((e) => e.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("is the list of the agent protocol's close codes too", () => {
    const table = section(readDoc('docs/agent-protocol.md'), '### Close codes');
    const codes = [...table.matchAll(/^\| (\d{4}) \| `(\w+)` \|/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(codes).toEqual(Object.entries(CLOSE_CODE_CATALOGUE).map(([name, entry]) => [entry.code, name]));
  });
});
