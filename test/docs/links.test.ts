/**
 * Every relative link of the README and the docs, and every repository path they name in backticks
 * (`packages/…`, `test/…`, `deploy/…`), points at a file or directory that exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readDoc, userDocs } from './markdown.js';

const DOCS = [...userDocs(), 'CONTRIBUTING.md', 'CHANGELOG.md'];
const REPO_PATH = /`((?:packages|test|bench|deploy|examples|docs|\.ci)\/[\w./-]+?)`/g;

function broken(doc: string): string[] {
  const text = readDoc(doc);
  const problems: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!) || target!.startsWith('#')) continue;
    const file = path.normalize(path.join(path.dirname(doc), target!.split('#')[0]!));
    if (!fs.existsSync(path.join(ROOT, file))) problems.push(`${doc}: link to ${target}`);
  }
  for (const [, named] of text.matchAll(REPO_PATH)) {
    // A path with a wildcard or a placeholder names a pattern, not a file.
    if (/[*<{]/.test(named!)) continue;
    if (!fs.existsSync(path.join(ROOT, named!))) problems.push(`${doc}: names ${named}`);
  }
  return problems;
}

describe('links and paths in the docs', () => {
  it('point at what exists', () => {
    expect(DOCS.flatMap(broken)).toEqual([]);
  });
});
