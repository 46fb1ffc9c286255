/**
 * @module agent/drivers/sqlite/sqlite-bounded
 * Decides from a statement's bytecode (`EXPLAIN`) whether it is a bounded read: a program that cannot
 * loop and calls no function, so it runs each instruction at most once — a lookup by rowid, such as
 * `select * from appt where id = @id`. Such a read does a fixed handful of B-tree steps and returns at
 * most one row per ResultRow instruction, so running it on the agent's own thread cannot hold up
 * heartbeats or other jobs; it saves the worker thread's round trip (two thread wake-ups), which cost the
 * agent more than the query itself (B1A).
 *
 * Deliberately narrow: an allowlist of opcodes, and jumps that only go forward apart from the trampoline
 * SQLite puts at the end of every program. Anything else (a scan, an index range, `IN`, a subquery, a
 * function call, `count(*)`, which walks the whole table, a view or a virtual table) is not bounded and
 * runs on a worker thread as before. An opcode a later SQLite introduces is simply not on the list.
 */
import type Database from '../../../sqlite/better-sqlite3.js';

/** One instruction of `EXPLAIN` output (the columns used here). */
export interface Instruction {
  addr: number;
  opcode: string;
  p2: number;
}

/** Opcodes of a loop-free read, and which of them may jump (to their p2). */
const STRAIGHT = new Set([
  'Transaction',
  'TableLock',
  'OpenRead',
  'Variable',
  'Integer',
  'Int64',
  'Real',
  'String8',
  'String',
  'Null',
  'Rowid',
  'Column',
  'Copy',
  'SCopy',
  'Affinity',
  'RealAffinity',
  'ResultRow',
  'Halt',
]);
const FORWARD_JUMPS = new Set(['SeekRowid', 'NotExists', 'MustBeInt', 'IsNull', 'NotNull', 'Goto']);

/**
 * True when `program` is a bounded read. Shape of every SQLite program: `Init` at 0 jumps to a prologue
 * at the end (Transaction, TableLock, constants) whose last instruction, `Goto 1`, enters the body; the
 * body ends in `Halt`. Required here: the body jumps only forward and never into the prologue, and the
 * prologue does not jump, so the one backward jump runs once.
 */
export function isBoundedProgram(program: readonly Instruction[]): boolean {
  const n = program.length;
  const init = program[0];
  const trampoline = program[n - 1];
  if (n < 3 || init?.opcode !== 'Init' || trampoline?.opcode !== 'Goto' || trampoline.p2 !== 1) return false;
  const prologue = init.p2;
  if (prologue <= 1 || prologue > n - 1) return false;
  for (let addr = 1; addr < n - 1; addr++) {
    const { opcode, p2 } = program[addr]!;
    if (STRAIGHT.has(opcode)) continue;
    if (!FORWARD_JUMPS.has(opcode)) return false;
    // MustBeInt with p2 = 0 raises an error instead of jumping.
    const jumps = opcode !== 'MustBeInt' || p2 !== 0;
    if (jumps && (addr >= prologue || p2 <= addr || p2 >= prologue)) return false;
  }
  return true;
}

/**
 * Whether the statement `text` is a bounded read on this connection (see the module). `bound` are the
 * command's own parameter values (EXPLAIN needs them bound; its program does not depend on them). Any
 * failure — several statements, a syntax error, a lock — answers false: the worker path then runs the
 * command and reports its error as usual.
 */
export function isBoundedRead(db: Database.Database, text: string, bound: Record<string, unknown>): boolean {
  try {
    const program = db.prepare(`EXPLAIN ${text}`).all(bound) as Instruction[];
    return isBoundedProgram(program);
  } catch {
    return false;
  }
}
