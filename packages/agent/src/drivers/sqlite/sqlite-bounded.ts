/**
 * @module agent/drivers/sqlite/sqlite-bounded
 * Decides from a statement's bytecode (`EXPLAIN`) whether it is a bounded read: a program that cannot
 * loop and calls no function, so it runs each instruction at most once — a lookup by rowid, such as
 * `select * from appt where id = @id`. Such a read does a fixed handful of B-tree steps and returns at
 * most one row per ResultRow instruction, so running it on the agent's own thread cannot hold up
 * heartbeats or other jobs; it saves the worker thread's round trip (two thread wake-ups), which costs the
 * agent more than the query itself.
 *
 * Deliberately narrow: an allowlist of opcodes, and jumps that only go forward apart from the trampoline
 * SQLite puts at the end of every program. Anything else (a scan, an index range, `IN`, a subquery, a
 * function call, `count(*)`, which walks the whole table, a virtual table, a view that does not flatten
 * into a lookup) is not bounded and runs on a worker thread as before. An opcode a later SQLite introduces is simply not on the list.
 *
 * Two more limits, because running each instruction once is not enough on its own: the program must be
 * short (a few lines of CTEs that each use the one before twice compile to tens of thousands of
 * instructions, and preparing them takes seconds), and the text must start with SELECT, WITH or VALUES
 * (some PRAGMAs act when prepared, not when run). The check itself prepares the text, so it runs where a
 * slow prepare harms nobody: on a worker thread (see sqlite.ts).
 */
import type Database from '@site-query-gateway/sqlite/better-sqlite3.js';

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
/** Longest program taken as bounded: a lookup by rowid is ~15 instructions, a join of two ~25. */
export const MAX_BOUNDED_INSTRUCTIONS = 100;
/** Leading comments and blanks, then the statement's first keyword. */
const READ_KEYWORD = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:select|with|values)\b/i;

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
  if (n < 3 || n > MAX_BOUNDED_INSTRUCTIONS || init?.opcode !== 'Init' || trampoline?.opcode !== 'Goto' || trampoline.p2 !== 1) return false;
  const prologue = init.p2;
  // The body must end in Halt: falling through into the prologue would reach the trampoline again.
  if (prologue <= 1 || prologue > n - 1 || program[prologue - 1]?.opcode !== 'Halt') return false;
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
 * Whether the statement `text` is a bounded read on this connection (see the module). Prepares `text`:
 * call it where a slow prepare blocks nobody. `bound` are the command's own parameter values (EXPLAIN
 * needs them bound; its program does not depend on them). Any failure — several statements, a syntax
 * error, a lock — answers false.
 */
export function isBoundedRead(db: Database.Database, text: string, bound: Record<string, unknown>): boolean {
  if (!READ_KEYWORD.test(text)) return false;
  try {
    const program = db.prepare(`EXPLAIN ${text}`).all(bound) as Instruction[];
    return isBoundedProgram(program);
  } catch {
    return false;
  }
}
