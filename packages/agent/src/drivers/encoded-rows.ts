/**
 * @module agent/drivers/encoded-rows
 * A batch of row JSON texts as UTF-8 bytes, `r1,r2,…` (a page's body without its brackets), with each
 * row's byte length. A driver that makes rows on another thread (SQLite's workers) hands a large result
 * over this way: one transferable buffer instead of hundreds of strings that the agent's thread would
 * deserialise and then encode again into its page, most of the agent thread's work in an export. The page
 * cutter copies whole runs of rows from it (page-cutter `addEncoded`).
 * Pure: no threads, no I/O.
 */

export interface EncodedRows {
  /** The rows' UTF-8 bytes, separated by one comma each, nothing before the first or after the last. */
  readonly bytes: Uint8Array;
  /** Each row's byte length (without its comma); as many entries as rows. */
  readonly lengths: Int32Array;
}

/** The rows as texts again (for callers that read `Execution.rows`). */
export function decodeRows(batch: EncodedRows): string[] {
  const { bytes, lengths } = batch;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows = new Array<string>(lengths.length);
  let start = 0;
  for (let i = 0; i < lengths.length; i++) {
    const end = start + lengths[i]!;
    rows[i] = buffer.toString('utf8', start, end);
    start = end + 1;
  }
  return rows;
}

const COMMA = 0x2c;

/**
 * UTF-16 units joined into one string at most. From 128 KiB a string is one of V8's large objects, and the
 * whole batch joined into one would make every batch of rows longer than ~260 bytes (500 rows a batch) such
 * a string, which makes exports of wide rows several times slower.
 */
export const JOIN_UNITS = 48 * 1024;

/** Rows this long (UTF-16 units) are written as they are, not joined first (see `parts`). */
export const WHOLE_ROW_UNITS = 512;

/**
 * The rows in order as parts to write with a comma between each: short rows joined in runs of at most
 * JOIN_UNITS units, and each row of WHOLE_ROW_UNITS or more as it is. Joining saves a write per row for short
 * rows; for long ones it only allocates: with runs of 2 KB or 4 KB rows the worker's young generation, which
 * holds the batch's rows until it is taken, overflowed and promoted them (4 KB rows: 68 full collections in
 * three exports of 50,000 rows, against none), while writing a long row costs about what copying it does.
 */
function parts(rows: readonly string[]): string[] {
  const out: string[] = [];
  let from = 0;
  let units = 0;
  const flush = (to: number): void => {
    if (to > from) out.push(to - from === 1 ? rows[from]! : rows.slice(from, to).join(','));
    from = to;
    units = 0;
  };
  for (let i = 0; i < rows.length; i++) {
    const length = rows[i]!.length;
    if (length >= WHOLE_ROW_UNITS) {
      flush(i);
      out.push(rows[i]!);
      from = i + 1;
      continue;
    }
    if (units + length + 1 > JOIN_UNITS) flush(i);
    units += length + 1;
  }
  flush(rows.length);
  return out;
}

/** A batch buffer's smallest and largest planned size; a batch larger than that gets a buffer of its own size. */
const MIN_CAPACITY = 64 * 1024;
const MAX_CAPACITY = 2 * 1024 * 1024;

/**
 * Gathers rows and hands them over as a batch of bytes. The rows are kept as texts until the batch is taken,
 * then joined (short ones in runs: `parts`) and written, which costs about half as much as writing each row
 * into the buffer as it comes. Row lengths then come from the texts' own lengths when the batch is ASCII
 * (its byte count equals its length), and are measured row by row otherwise.
 *
 * Each batch gets a buffer of its own, as it is transferred to another thread; the reader hands used ones
 * back (`reuse`), so a long export cycles through a few buffers instead of allocating one per batch and
 * waiting for the reader's collector to free them. A buffer is planned by the last batch (within
 * MIN_CAPACITY and MAX_CAPACITY), so one batch of huge rows is not paid for by every later one.
 */
export class RowEncoder {
  private rows: string[] = [];
  private units = 0;
  private capacity = MIN_CAPACITY;
  private readonly spares: ArrayBuffer[] = [];

  /** Rows gathered since the last `take`. */
  get count(): number {
    return this.rows.length;
  }

  /** The batch's size so far in UTF-16 units (its UTF-8 bytes for ASCII rows; at most three times that). */
  get size(): number {
    return this.units;
  }

  add(rowJson: string): void {
    this.units += rowJson.length + (this.rows.length > 0 ? 1 : 0);
    this.rows.push(rowJson);
  }

  /** Forgets rows gathered since the last `take` (a command stopped between rows). */
  reset(): void {
    this.rows = [];
    this.units = 0;
  }

  /** The rows gathered so far, as a batch whose buffer is its own until handed back; the encoder starts a new one. */
  take(): EncodedRows {
    const rows = this.rows;
    const written = parts(rows);
    let size = written.length > 0 ? written.length - 1 : 0;
    for (const part of written) size += Buffer.byteLength(part, 'utf8');
    const buffer = this.bufferFor(size);
    let at = 0;
    for (let i = 0; i < written.length; i++) {
      if (i > 0) buffer[at++] = COMMA;
      at += buffer.write(written[i]!, at, 'utf8');
    }
    const lengths = new Int32Array(rows.length);
    if (size === this.units) {
      for (let i = 0; i < rows.length; i++) lengths[i] = rows[i]!.length;
    } else {
      // Rows are separated by a comma, so no character spans two of them: their byte lengths add up to the batch's.
      for (let i = 0; i < rows.length; i++) lengths[i] = Buffer.byteLength(rows[i]!, 'utf8');
    }
    // Room for a batch like this one and a little more.
    this.capacity = Math.min(MAX_CAPACITY, Math.max(MIN_CAPACITY, Math.ceil(size * 1.25)));
    this.reset();
    return { bytes: buffer.subarray(0, size), lengths };
  }

  /** A batch's buffer the reader is done with: kept for a later batch (at most two, none over MAX_CAPACITY). */
  reuse(buffer: ArrayBuffer): void {
    if (this.spares.length < 2 && buffer.byteLength >= MIN_CAPACITY && buffer.byteLength <= MAX_CAPACITY) this.spares.push(buffer);
  }

  /** A buffer of its own for `size` bytes: a spare that fits, else a new one of the planned capacity (or of `size`). */
  private bufferFor(size: number): Buffer {
    const need = Math.max(size, this.capacity);
    for (let spare = this.spares.pop(); spare !== undefined; spare = this.spares.pop()) {
      if (spare.byteLength >= size && spare.byteLength <= 2 * need) return Buffer.from(spare);
    }
    return Buffer.allocUnsafeSlow(need);
  }
}
