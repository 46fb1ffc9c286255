/**
 * site-clinic-db: creates a synthetic demo clinic database (SQLite, shaped like Best Practice) for the demo
 * and for benchmarks. Start-up only: parses the command line, shows progress on stderr, prints the
 * summary on stdout. The database itself is built by demo/clinic-db/generate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { copyClinicDatabase } from '../clinic-db/copy-to-engine.js';
import {
  ClinicDbError,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  generateClinicDatabase,
  type ClinicDbProgress,
  type ClinicDbSummary,
} from '../clinic-db/generate.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

function wholeNumber(min: number): (value: string) => number {
  return (value) => {
    const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min) throw new InvalidArgumentError(`expected a whole number of at least ${min}.`);
    return n;
  };
}

/**
 * Percentages per table: rewritten in place on a terminal, one line per 10% otherwise (logs and CI
 * would fill with carriage returns).
 */
function createProgressPrinter(stream: NodeJS.WriteStream): { update(p: ClinicDbProgress): void; finish(): void } {
  const interactive = stream.isTTY === true;
  let table = '';
  let shown = -1;
  const endLine = () => {
    if (interactive && table !== '') stream.write('\n');
  };
  return {
    update({ table: current, done, total }) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (current !== table) {
        endLine();
        table = current;
        shown = -1;
      }
      if (interactive) {
        if (percent === shown) return;
        stream.write(`\r\x1b[2K${current.padEnd(14)} ${String(percent).padStart(3)}%`);
        shown = percent;
      } else {
        const step = Math.floor(percent / 10) * 10;
        if (step <= shown) return;
        stream.write(`${current.padEnd(14)} ${String(step).padStart(3)}%\n`);
        shown = step;
      }
    },
    finish() {
      endLine();
      table = '';
    },
  };
}

function formatSummary(summary: ClinicDbSummary, bytes: number): string {
  const lines = [
    `Created ${summary.file} (${(bytes / 1_048_576).toFixed(1)} MiB) in ${(summary.durationMs / 1000).toFixed(1)} s`,
    `seed ${summary.seed}, reference date ${summary.referenceDate}, ${summary.patients} patients, ` +
      `${summary.practitioners} practitioners, ${summary.appointments} appointments`,
    '',
    ...Object.entries(summary.rows).map(([table, count]) => `${table.padEnd(18)} ${String(count).padStart(10)}`),
    '',
    `Views: ${summary.views.join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

const program = new Command('site-clinic-db')
  .description('Create synthetic demo clinic databases shaped like Best Practice (Bp Premier). Every person is made up.')
  .version(RELEASE_VERSION);

program
  .command('create')
  .description('Generate a new clinic database (SQLite by default; PostgreSQL, MySQL/MariaDB or Firebird with --engine).')
  .option('--file <path>', 'the SQLite database file to create (required for --engine sqlite)')
  .addOption(new Option('--engine <engine>', 'database engine to write').choices(['sqlite', 'postgres', 'mysql', 'firebird']).default('sqlite'))
  .option('--url <url>', 'server to write to: postgres://…/db, mysql://…/db or firebird://USER:PASSWORD@host:3050//path/file.fdb')
  .option('--name <identifier>', 'schema (PostgreSQL) or database (MySQL) to create on that server')
  .option('--patients <n>', 'number of patients', wholeNumber(1), 1000)
  .option('--practitioners <n>', 'active practitioners (default: one per 1,200 patients, at least 2)', wholeNumber(1))
  .option('--appointments <n>', 'appointments in the book (default: five per patient)', wholeNumber(0))
  .option('--seed <n>', 'random seed; the same seed and reference date give the same rows', wholeNumber(0), DEFAULT_SEED)
  .option('--reference-date <YYYY-MM-DD>', "the clinic's today: earlier appointments are completed, later ones booked", DEFAULT_REFERENCE_DATE)
  .option('--overwrite', 'replace the file if it exists', false)
  .option('--json', 'print the summary as JSON', false)
  .addHelpText(
    'after',
    `
Examples:
  site-clinic-db create --file ./data/clinic.db
  site-clinic-db create --file /tmp/bench.db --patients 100000 --appointments 1000000 --overwrite
  site-clinic-db create --engine postgres --url postgres://postgres@127.0.0.1:5432/test --name demo_clinic
  site-clinic-db create --engine mysql --url mysql://root@127.0.0.1:3306/test --name demo_clinic
  site-clinic-db create --engine firebird --url firebird://SYSDBA:pw@127.0.0.1:3050//var/lib/firebird/3.0/data/clinic.fdb

Other engines get the same rows as SQLite for the same seed (they are generated in SQLite, then copied);
the connection string an agent would use is printed with the summary.`,
  )
  .action(async (opts: {
    file?: string;
    engine: 'sqlite' | 'postgres' | 'mysql' | 'firebird';
    url?: string;
    name?: string;
    patients: number;
    practitioners?: number;
    appointments?: number;
    seed: number;
    referenceDate: string;
    overwrite: boolean;
    json: boolean;
  }) => {
    const abort = new AbortController();
    // First Ctrl-C stops cleanly (no partial file is left); a second one stops at once.
    process.once('SIGINT', () => {
      abort.abort();
      process.once('SIGINT', () => process.exit(130));
    });
    const progress = createProgressPrinter(process.stderr);
    if (opts.engine === 'sqlite' && opts.file === undefined) throw new ClinicDbError('CLINIC_DB_BAD_OPTION', '--file is required for an SQLite database.');
    if (opts.engine !== 'sqlite' && opts.url === undefined) throw new ClinicDbError('CLINIC_DB_BAD_OPTION', `--url is required for --engine ${opts.engine}.`);
    // Other engines: generate in a temporary SQLite file, then copy, so every engine gets the same rows.
    const tempDir = opts.engine === 'sqlite' ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-db-'));
    const file = tempDir === undefined ? opts.file! : path.join(tempDir, 'clinic.db');
    let summary: ClinicDbSummary;
    let connection: string | undefined;
    try {
      summary = await generateClinicDatabase(file, {
        patients: opts.patients,
        practitioners: opts.practitioners,
        appointments: opts.appointments,
        seed: opts.seed,
        referenceDate: opts.referenceDate,
        overwrite: opts.overwrite,
        onProgress: (p) => progress.update(p),
        signal: abort.signal,
      });
      if (opts.engine !== 'sqlite') {
        progress.update({ table: `copy to ${opts.engine}`, done: 0, total: 1 });
        connection = (await copyClinicDatabase(file, { engine: opts.engine, url: opts.url!, name: opts.name, overwrite: opts.overwrite })).connection;
        progress.update({ table: `copy to ${opts.engine}`, done: 1, total: 1 });
      }
    } finally {
      progress.finish();
      if (tempDir !== undefined) fs.rmSync(tempDir, { recursive: true, force: true });
    }
    if (connection !== undefined) {
      // The connection string can hold a password; print the summary with the engine and the target only.
      const shown = connection.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
      process.stdout.write(opts.json ? `${JSON.stringify({ ...summary, file: undefined, engine: opts.engine, connection: shown }, null, 2)}\n`
        : `${formatSummary(summary, 0).split('\n').slice(1).join('\n')}Written to ${opts.engine}: ${shown}\n`);
      return;
    }
    const bytes = fs.statSync(summary.file).size;
    process.stdout.write(opts.json ? `${JSON.stringify({ ...summary, bytes }, null, 2)}\n` : formatSummary(summary, bytes));
  });

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof ClinicDbError) {
    const message = err.code === 'CLINIC_DB_EXISTS' ? `${err.file ?? 'the file'} already exists; add --overwrite to replace it.` : err.message;
    process.stderr.write(`clinic-db: ${message}\n`);
    process.exit(1);
  }
  if (err instanceof Error && err.name === 'AbortError') {
    process.stderr.write('clinic-db: interrupted; no database was written.\n');
    process.exit(130);
  }
  // File-system trouble (no permission, a directory in the way, disk full) is the user's to fix: one line.
  if (err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string') {
    process.stderr.write(`clinic-db: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
