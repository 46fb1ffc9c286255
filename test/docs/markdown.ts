/**
 * Reads the repository's Markdown the way the docs tests need it: sections by heading, the first column of
 * tables, and fenced code blocks with the HTML comment that precedes each one.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function readDoc(relative: string): string {
  return fs.readFileSync(path.join(ROOT, relative), 'utf8');
}

/** README.md and every docs/*.md, as paths relative to the repository root. */
export function userDocs(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

/** The text under a heading (`## Gateway`), up to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => {
    const m = /^(#+) /.exec(l);
    return m !== null && m[1]!.length <= level;
  });
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

/** Every backticked word in the first column of the tables of `text` that matches `pattern`. */
export function firstColumnNames(text: string, pattern: RegExp): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const first = line.split('|')[1] ?? '';
    for (const m of first.matchAll(/`([^`]+)`/g)) if (pattern.test(m[1]!)) names.push(m[1]!);
  }
  return names;
}

export interface CodeBlock {
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  text: string;
  /** `<!-- tested-by: path -->` right before the fence (blank lines allowed between). */
  testedBy: string | undefined;
  /** The fenced ```text block right after this one, the output the doc shows for it. */
  output: string | undefined;
}

export function codeBlocks(doc: string): CodeBlock[] {
  const lines = readDoc(doc).split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (end < 0) throw new Error(`${doc}:${i + 1}: unclosed code block`);
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const marker = before >= 0 ? /^<!--\s*tested-by:\s*(\S+)\s*-->$/.exec(lines[before]!.trim()) : null;
    blocks.push({ doc, line: i + 1, lang: open[1] ?? '', text: lines.slice(i + 1, end).join('\n'), testedBy: marker?.[1], output: undefined });
    i = end;
  }
  // An output block is a ```text block that directly follows a shell block (blank lines between).
  for (let k = 1; k < blocks.length; k++) {
    const previous = blocks[k - 1]!;
    const current = blocks[k]!;
    if (current.lang !== 'text' || previous.lang !== 'sh') continue;
    const between = lines.slice(previous.line + previous.text.split('\n').length + 1, current.line - 1);
    if (between.every((l) => l.trim() === '')) previous.output = current.text;
  }
  return blocks;
}
