/**
 * docs/architecture.md draws the query lifecycle; src/protocol/query-status.ts holds it as data. This keeps
 * the two in step: every edge of the diagram is a row of the table, and every row is drawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_TRANSITIONS } from '@site-query-gateway/protocol/query-status.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/architecture.md');

function drawnEdges(): string[] {
  const text = fs.readFileSync(DOC, 'utf8');
  const block = text.slice(text.indexOf('<!-- lifecycle:start -->'), text.indexOf('<!-- lifecycle:end -->'));
  return [...block.matchAll(/^\s*(\S+) --> (\S+) : (\S+)\s*$/gm)].map(([, from, to, event]) => `${from} -> ${to} : ${event}`);
}

function tableEdges(): string[] {
  return QUERY_TRANSITIONS.flatMap((t) => (t.from.length === 0 ? ['[*]'] : t.from).map((from) => `${from} -> ${t.to} : ${t.event}`));
}

describe('the lifecycle diagram', () => {
  it('draws exactly the transition table', () => {
    const drawn = drawnEdges();
    expect(drawn.length).toBeGreaterThan(10);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect([...drawn].sort()).toEqual([...tableEdges()].sort());
  });
});
