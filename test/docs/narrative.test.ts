/**
 * Docs and comments describe the project as it is, for its users and contributors: they do not narrate how it
 * was made (numbered issues or work sessions), point at documents outside the repository or at sections of a
 * specification the reader does not have, and comments carry no benchmark ids or profiler figures (git and the
 * commit messages keep those). Markdown is read whole; source files by their comments only (TypeScript's own
 * scanner finds them), scripts and configuration by their `#` lines.
 *
 * AREAS lists what is checked: everything of the project. COMMENT_RULES apply to
 * source comments, TEXT_RULES to everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './markdown.js';

const AREAS = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'docs',
  'examples',
  'deploy',
  '.ci',
  'bench',
  'packages',
  'test',
  'eslint.config.js',
  'vitest.config.ts',
];

const ORDINALS = 'fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\w+teenth|twentieth|twenty-\\w+|thirtieth';

/** What no doc or comment says. */
const TEXT_RULES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissues? #?\d+/i },
  { name: 'a numbered work session', pattern: new RegExp(`\\b(${ORDINALS}) sessions?\\b|\\bsessions? \\d+\\b`, 'i') },
  { name: 'a document outside the repository', pattern: /\bdesign\.md\b|api-decisions|relay-performance|\.\.\/shared\b|shared\/reading/i },
  // Public standards may be cited by section (FHIR R4 search §2.1.1); "the spec" is a document users do not have.
  { name: 'a pointer into a specification the reader does not have (say what the behaviour is)', pattern: /\bspec\b|\bspec's\b/ },
];

/** What no source comment says, beyond TEXT_RULES (bench/ names its own benchmarks, so ids are allowed there). */
const COMMENT_RULES: readonly { name: string; pattern: RegExp; outside?: string }[] = [
  { name: 'a benchmark id', pattern: /\bB[1-9]A?\b|\bH1\b/, outside: 'bench/' },
  { name: 'a profiler figure', pattern: /callgrind|--cpu-prof|--trace-gc|\bperf\b|\d\s?µs\b/ },
  { name: 'a measured range', pattern: /\d[\d.,]*–\d[\d.,]*\s?(ms|s|µs|MiB|MB|%)(?![\w/])/ },
];

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    return filesUnder(path.join(relative, entry.name));
  });
}

/** The comments of a TypeScript file, each with its line. */
function typeScriptComments(text: string): { line: number; text: string }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const comments: { line: number; text: string }[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ line: text.slice(0, scanner.getTokenStart()).split('\n').length, text: scanner.getTokenText() });
    }
  }
  return comments;
}

/** `#` comments of scripts and configuration files. */
function hashComments(text: string): { line: number; text: string }[] {
  return text.split('\n').flatMap((line, i) => {
    const at = line.indexOf('#');
    return at >= 0 && (at === 0 || /\s/.test(line[at - 1]!)) ? [{ line: i + 1, text: line.slice(at) }] : [];
  });
}

function findings(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const isTest = /\.(test|contract)\.ts$/.test(file) || file.startsWith('test/');
  if (isTest) return [];
  const found: string[] = [];
  const check = (pieces: { line: number; text: string }[], rules: readonly { name: string; pattern: RegExp; outside?: string }[]) => {
    for (const piece of pieces) {
      for (const rule of rules) {
        if (rule.outside !== undefined && file.startsWith(rule.outside)) continue;
        const match = rule.pattern.exec(piece.text);
        if (match) {
          const line = piece.line + piece.text.slice(0, match.index).split('\n').length - 1;
          found.push(`${file}:${line}: ${rule.name} ("${match[0]}")`);
        }
      }
    }
  };
  if (file.endsWith('.md')) {
    check([{ line: 1, text }], TEXT_RULES);
  } else if (file.endsWith('.ts')) {
    const comments = typeScriptComments(text);
    check(comments, [...TEXT_RULES, ...COMMENT_RULES]);
  } else {
    check(hashComments(text), [...TEXT_RULES, ...COMMENT_RULES]);
  }
  return found;
}

describe('docs and comments say what the project is, not how it was made', () => {
  const files = AREAS.flatMap(filesUnder).filter((f) => /\.(md|ts|sh|cfg|service)$|(^|\/)run$/.test(f));

  it('covers the areas', () => expect(files.length).toBeGreaterThan(200));

  it('finds the patterns it looks for', () => {
    const sample = '// issue 6 fixed in the twenty-seventh session (design.md, spec 2.2): B3 at 114–116 MiB, 60 µs by callgrind';
    const names = [...TEXT_RULES, ...COMMENT_RULES].filter((rule) => rule.pattern.test(sample)).map((rule) => rule.name);
    expect(names).toHaveLength(TEXT_RULES.length + COMMENT_RULES.length);
  });

  it('has none of them', () => {
    expect(files.flatMap(findings)).toEqual([]);
  });
});
