/**
 * Every example in README.md and docs/*.md runs as written, against the demo, as a reader runs it.
 *
 * - The demo starts with the README's quick-start command (`npm run demo`) on a temporary data directory; the
 *   examples run in a directory beside it that holds `data/` (the demo's), `node_modules/` and `examples/`, as a
 *   clone does, so `jq -r .integratorKey data/demo.json`, `npx …` and `npx tsx examples/…` work there.
 * - The `sh` blocks of one document run in order in one bash session (`set -euo pipefail`), as a reader follows
 *   the document in one terminal; each must succeed, and a ```text block right after one is the output it must
 *   print (`...` stands for any text within a line, a line of only `...` for any number of lines).
 * - A `ts` block is the whole of a file in examples/, and every example file is run by some `sh` block.
 * - A block that cannot run against the demo (a clinic's server, systemd, TLS) is preceded by
 *   `<!-- tested-by: <test file> -->`: that file must exist and contain the block's text or read the document.
 * - Other code fences that look runnable (bash, js, python, …) are refused unless a named test runs them: they
 *   would be examples nobody runs.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT, codeBlocks, userDocs, type CodeBlock } from './markdown.js';

const THIS_FILE = 'test/docs/examples.test.ts';
/** Fences that hold data, configuration files, diagrams or shown output, not commands. */
const INERT = new Set(['', 'text', 'json', 'ini', 'xml', 'yaml', 'mermaid', 'http']);
const DOCS = userDocs();
const BLOCKS = DOCS.flatMap((doc) => codeBlocks(doc));
const EXAMPLES = fs.readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.ts')).sort();

const runnable = (b: CodeBlock) => b.lang === 'sh' && b.testedBy === undefined;
const where = (b: CodeBlock) => `${b.doc}:${b.line}`;

/** The environment a reader's shell has: none of the gateway's or the agent's settings of this process. */
function readerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GATEWAY_') && !name.startsWith('AGENT_')));
  return { ...env, NPM_CONFIG_UPDATE_NOTIFIER: 'false', NO_COLOR: '1', ...extra };
}

/** `expected` with `...` as a wildcard, matched against the whole of `actual`. */
function outputMatches(expected: string, actual: string): boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = expected
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() === '...' ? '(?:[^\\n]*\\n)*?' : `${line.split('...').map(escape).join('[^\\n]*')}\\n`))
    .join('');
  return new RegExp(`^${pattern}$`).test(`${actual.trimEnd()}\n`);
}

describe('outputMatches', () => {
  it('matches with wildcards within a line and over lines, and only then', () => {
    expect(outputMatches('a ... c\n...\nz', 'a b c\nx\ny\nz\n')).toBe(true);
    expect(outputMatches('a ... c', 'a b d')).toBe(false);
    expect(outputMatches('a\nb', 'a\nb\nc')).toBe(false);
  });
});

describe('the examples of the README and docs', () => {
  it('are fenced as sh, ts or as data', () => {
    // Another language (SQL for a database login, say) is fine where a named test runs it.
    const strays = BLOCKS.filter((b) => !INERT.has(b.lang) && b.lang !== 'sh' && b.lang !== 'ts' && b.testedBy === undefined);
    expect(strays.map((b) => `${where(b)} (${b.lang})`), 'examples in a language no test runs').toEqual([]);
  });

  it('show TypeScript only as whole files of examples/, each of which a shell block runs', () => {
    const files = new Map(EXAMPLES.map((f) => [f, fs.readFileSync(path.join(ROOT, 'examples', f), 'utf8').trimEnd()]));
    for (const block of BLOCKS.filter((b) => b.lang === 'ts')) {
      expect([...files.values()], `${where(block)}: a ts block must be the whole of a file in examples/`).toContain(block.text.trimEnd());
    }
    const commands = BLOCKS.filter(runnable).map((b) => b.text).join('\n');
    for (const file of EXAMPLES) expect(commands, `no shell block runs examples/${file}`).toContain(`examples/${file}`);
  });

  it('that cannot run against the demo name an existing test that runs them', () => {
    const marked = BLOCKS.filter((b) => b.testedBy !== undefined);
    for (const block of marked) {
      const file = path.join(ROOT, block.testedBy!);
      expect(fs.existsSync(file), `${where(block)}: ${block.testedBy} does not exist`).toBe(true);
      const test = fs.readFileSync(file, 'utf8');
      const readsTheDoc = test.includes(path.basename(block.doc));
      expect(readsTheDoc || test.includes(block.text.trim()), `${where(block)}: ${block.testedBy} neither reads ${block.doc} nor contains the block`).toBe(true);
    }
  });
});

describe('the examples run against the demo', () => {
  let dir: string;
  let demo: ChildProcess | undefined;
  let demoOutput = '';

  beforeAll(async () => {
    for (const tool of ['jq', 'curl', 'sqlite3']) {
      const found = (process.env.PATH ?? '').split(path.delimiter).some((p) => fs.existsSync(path.join(p, tool)));
      if (!found) throw new Error(`The documented examples need ${tool} (Debian: apt-get install ${tool}; CI: .ci/doc-tools.sh).`);
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-examples-'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    fs.symlinkSync(path.join(ROOT, 'examples'), path.join(dir, 'examples'));

    // The README's quick start, from the root of the clone: `npm ci && npm run demo` (npm ci is CI's to run).
    const quickStart = codeBlocks('README.md').find((b) => b.testedBy === THIS_FILE && /^npm ci && npm run demo\b/m.test(b.text));
    if (!quickStart) throw new Error("README.md's quick start (npm ci && npm run demo) is not marked as run by this test");
    demo = spawn('bash', ['-c', 'exec npm run demo'], {
      cwd: ROOT,
      env: readerEnv({ PORT: '0', GATEWAY_DATA_DIR: path.join(dir, 'data') }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so Ctrl-C can reach npm and the demo under it, as a terminal's does.
      detached: true,
    });
    demo.stdout?.on('data', (d: Buffer) => (demoOutput += d.toString()));
    demo.stderr?.on('data', (d: Buffer) => (demoOutput += d.toString()));
    const exited = new Promise<never>((_resolve, reject) => demo!.once('exit', (code) => reject(new Error(`the demo exited (${code}):\n${demoOutput}`))));
    exited.catch(() => undefined);
    const ready = vi.waitFor(
      () => {
        if (!demoOutput.includes('Press Ctrl-C to stop.')) throw new Error(`the demo did not start:\n${demoOutput}`);
      },
      { timeout: 240_000, interval: 250 },
    );
    await Promise.race([ready, exited]);
  }, 300_000);

  afterAll(async () => {
    if (demo?.pid !== undefined && demo.exitCode === null && demo.signalCode === null) {
      const group = -demo.pid;
      // Ctrl-C, as a terminal sends it to the whole group; the demo signs its agent off and stops.
      process.kill(group, 'SIGINT');
      const stopped = () => {
        if (demo!.exitCode === null && demo!.signalCode === null) throw new Error('the demo is still running');
      };
      await vi.waitFor(stopped, { timeout: 30_000, interval: 100 }).catch(() => process.kill(group, 'SIGKILL'));
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const docsWithExamples = DOCS.filter((doc) => codeBlocks(doc).some(runnable));

  it('finds examples to run', () => expect(docsWithExamples.length).toBeGreaterThan(3));

  it.each(docsWithExamples)('%s', async (doc) => {
    const blocks = codeBlocks(doc).filter(runnable);
    const marker = (b: CodeBlock) => `@@@ block ${b.line}`;
    const script = ['set -euo pipefail', ...blocks.flatMap((b) => [`printf '\\n${marker(b)}\\n'; printf '\\n${marker(b)}\\n' >&2`, b.text])].join('\n');
    const file = path.join(dir, `${path.basename(doc, '.md')}.sh`);
    fs.writeFileSync(file, `${script}\n`);
    const result = await promisify(execFile)('bash', [file], { cwd: dir, env: readerEnv(), timeout: 300_000, maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    // The output of each block, by the line of its fence: [before, line, text, line, text, …].
    const byBlock = (text: string) => {
      const pieces = text.split(/\n@@@ block (\d+)\n/);
      const parts = new Map<number, string>();
      for (let i = 1; i < pieces.length; i += 2) parts.set(Number(pieces[i]), pieces[i + 1] ?? '');
      return parts;
    };
    const stdout = byBlock(result.stdout);
    const stderr = byBlock(result.stderr);
    const reached = blocks.filter((b) => stdout.has(b.line)).at(-1);
    expect(result.code, `${doc}: the block at line ${reached?.line} failed:\n${stderr.get(reached?.line ?? -1) ?? result.stderr}`).toBe(0);
    for (const block of blocks.filter((b) => b.output !== undefined)) {
      const actual = stdout.get(block.line) ?? '';
      expect(outputMatches(block.output!, actual), `${where(block)} printed:\n${actual}\nThe doc shows:\n${block.output}`).toBe(true);
    }
  }, 600_000);
});
