/**
 * @module agent/drivers/encoded-rows
 * A batch of row JSON texts as UTF-8 bytes, `r1,r2,…` (a page's body without its brackets), with each
 * row's byte length. A driver that makes rows on another thread (SQLite's workers) hands a large result
 * over this way: one transferable buffer instead of hundreds of strings that the agent's thread would
 * deserialise and then encode again into its page (B3: about 0.3 s of the agent thread's 0.5 s per million
 * rows went to that). The page cutter copies whole runs of rows from it (page-cutter `addEncoded`).
 * Pure: no threads, no I/O.
 */

export interface EncodedRows {
  /** The rows' UTF-8 bytes, separated by one comma each, nothing before the first or after the last. */
  readonly bytes: Uint8Array;
  /** Each row's byte length (without its comma); as many entries as rows. */
  readonly lengths: Int32Array;
}

const COMMA = 0x2c;
/** UTF-8 takes at most three bytes per UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3;

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

/** A batch buffer's smallest and largest planned size; a batch holding a larger row grows past it, once. */
const MIN_CAPACITY = 64 * 1024;
const MAX_CAPACITY = 2 * 1024 * 1024;
/** Rows longer than this are measured before they are written, instead of reserving three bytes a unit. */
const MEASURED_ROW_UNITS = 16 * 1024;

/**
 * Writes rows into one buffer as they come, and hands them over as a batch. Each batch gets a buffer of
 * its own, as it is transferred to another thread; the reader hands used ones back (`reuse`), so a long
 * export cycles through a few buffers instead of allocating one per batch and waiting for the reader's
 * collector to free them. A new buffer is sized by the last batch (within MIN_CAPACITY and MAX_CAPACITY),
 * so a steady export grows one at most once, and one batch of huge rows is not paid for by every later one.
 */
export class RowEncoder {
  private buffer: Buffer;
  private length = 0;
  private lengths: number[] = [];
  private capacity = MIN_CAPACITY;
  private readonly spares: ArrayBuffer[] = [];

  constructor() {
    this.buffer = Buffer.allocUnsafeSlow(this.capacity);
  }

  /** Rows written since the last `take`. */
  get count(): number {
    return this.lengths.length;
  }

  /** Bytes written since the last `take`. */
  get bytes(): number {
    return this.length;
  }

  add(rowJson: string): void {
    const separator = this.lengths.length > 0 ? 1 : 0;
    const rowRoom = rowJson.length > MEASURED_ROW_UNITS ? Buffer.byteLength(rowJson, 'utf8') : rowJson.length * MAX_BYTES_PER_UNIT;
    const room = this.length + separator + rowRoom;
    if (room > this.buffer.length) this.grow(room);
    if (separator) this.buffer[this.length++] = COMMA;
    const written = this.buffer.write(rowJson, this.length, 'utf8');
    this.length += written;
    this.lengths.push(written);
  }

  /** Forgets rows written since the last `take` (a command stopped between rows). */
  reset(): void {
    this.length = 0;
    this.lengths = [];
  }

  /** The rows written so far, as a batch whose buffer is its own until handed back; the encoder starts a new one. */
  take(): EncodedRows {
    const batch: EncodedRows = { bytes: this.buffer.subarray(0, this.length), lengths: Int32Array.from(this.lengths) };
    // Room for a batch like this one and a little more, so the next does not grow as it fills.
    this.capacity = Math.min(MAX_CAPACITY, Math.max(MIN_CAPACITY, Math.ceil(this.length * 1.25)));
    this.buffer = this.fresh();
    this.length = 0;
    this.lengths = [];
    return batch;
  }

  /** A batch's buffer the reader is done with: kept for a later batch (at most two, none grown for a huge row). */
  reuse(buffer: ArrayBuffer): void {
    if (this.spares.length < 2 && buffer.byteLength >= this.capacity && buffer.byteLength <= MAX_CAPACITY) this.spares.push(buffer);
  }

  private fresh(): Buffer {
    for (let spare = this.spares.pop(); spare !== undefined; spare = this.spares.pop()) {
      if (spare.byteLength >= this.capacity) return Buffer.from(spare);
    }
    return Buffer.allocUnsafeSlow(this.capacity);
  }

  private grow(minimum: number): void {
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, minimum));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}
