/**
 * @module agent/page-cutter
 * Cuts a stream of row JSON texts into result pages of about `pageSizeBytes` of JSON array text
 * (`[r1,r2,…]`), numbering pages from 1 and rows 1-based inclusive. Pure: no I/O, no clock. It holds at
 * most one open page, so memory stays bounded by the page size whatever the result size; it must never
 * keep closed pages (the caller uploads or inlines each one as it is handed back). Rows are written as
 * UTF-8 into the page's own buffer as they come, so a row's string dies with its batch (instead of living
 * until the page is joined) and the page is uploaded as it is, without being encoded again.
 */
import type { PageSummary } from '@site-query-gateway/protocol/jobs.js';
import type { EncodedRows } from './drivers/encoded-rows.js';

export interface Page extends PageSummary {
  /** The page's JSON array text as UTF-8, exactly what is uploaded. */
  readonly body: Buffer;
  /** The same as text (for an inline result). */
  readonly text: string;
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

function page(summary: PageSummary, body: Buffer): Page {
  return {
    ...summary,
    body,
    get text() {
      return body.toString('utf8');
    },
  };
}

/** `[` + `]`: the bytes of an empty page. */
const BRACKETS_BYTES = 2;
/** The comma between two rows. */
const SEPARATOR_BYTES = 1;
/** Where the first page's buffer starts (it doubles as rows come). */
const FIRST_BUFFER_BYTES = 4 * 1024;
/** Where the buffers of later pages start (the result is large once a page has filled). */
const LATER_PAGE_START_BYTES = 1024 * 1024;

/** Spare page buffers kept: one more than the pages a job uploads at once, so a long export cycles through them. */
const MAX_SPARES = 6;

export class PageCutter {
  /** The open page's bytes so far (`[` and its rows), and how many rows it holds. */
  private buffer: Buffer;
  private length = 0;
  private openRows = 0;
  /** UTF-8 bytes of the open page's text if it were closed now. */
  private openBytes = BRACKETS_BYTES;
  private nextPageNumber = 1;
  /** Closed pages' buffers handed back (`reuse`) once their uploads are done: the next pages are written into them. */
  private readonly spares: Buffer[] = [];
  private rowsSoFar = 0;
  private closedBytes = 0;
  private finished = false;

  constructor(private readonly pageSizeBytes: number) {
    if (!(pageSizeBytes > 0)) throw new RangeError('pageSizeBytes must be positive');
    this.buffer = this.newBuffer(0);
  }

  /**
   * A page buffer with room for `minimum` bytes (a row larger than a page still fits its own page). Never a
   * slice of Node's shared buffer pool (`allocUnsafeSlow`): a page's memory may be handed back and written
   * again (`reuse`), so it must be the page's alone. The first page starts small and grows by doubling: most
   * results (every point query) are a few hundred bytes, and a page-sized buffer per job would make the
   * agent's garbage collector its biggest cost. Once a page has filled, the result is large and later pages
   * start at the page size.
   */
  private newBuffer(minimum: number): Buffer {
    const start = this.nextPageNumber === 1 ? FIRST_BUFFER_BYTES : LATER_PAGE_START_BYTES;
    const size = Math.max(Math.min(this.pageSizeBytes, start) + BRACKETS_BYTES, minimum + BRACKETS_BYTES);
    let buffer: Buffer;
    const spare = this.spares.findIndex((b) => b.length >= size);
    if (spare >= 0) {
      buffer = this.spares.splice(spare, 1)[0]!;
    } else {
      buffer = Buffer.allocUnsafeSlow(size);
    }
    buffer[0] = OPEN_BRACKET;
    this.length = 1;
    return buffer;
  }

  /** Makes room for `bytes` more (and the closing bracket), keeping what is written. */
  private ensure(bytes: number): void {
    if (this.length + bytes + 1 <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + bytes + 1));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /**
   * Hands back a page this cutter closed, once nothing reads its body any more (its upload is done): its
   * buffer is written again by a later page. A large export then reuses a few buffers instead of allocating a
   * page-sized one per page; dead page buffers are freed only by a full collection, and until then they
   * would hold tens of MiB of the agent's memory. Small buffers are not worth keeping, nor oversized ones.
   */
  reuse(page: Page): void {
    const whole = page.body.buffer;
    if (whole.byteLength < Math.min(this.pageSizeBytes, LATER_PAGE_START_BYTES) + BRACKETS_BYTES) return;
    // Nor one grown for a huge row: it would be held, unused beyond a page's size, until the job ends.
    // (A page's own buffer, doubling as it fills, stays under twice the page size.)
    if (whole.byteLength > 2 * (this.pageSizeBytes + BRACKETS_BYTES)) return;
    if (this.spares.length < MAX_SPARES) this.spares.push(Buffer.from(whole));
  }

  /** Rows added so far. */
  get rows(): number {
    return this.rowsSoFar;
  }

  /** Bytes of result JSON text so far: closed pages plus the open page as if it were closed now. */
  get totalBytes(): number {
    return this.closedBytes + (this.openRows > 0 ? this.openBytes : 0);
  }

  /**
   * Adds one row (a complete JSON object text). Returns the page that had to close to make room for it,
   * if any. A row larger than the page size still gets a page, on its own: splitting a row is not possible.
   */
  add(rowJson: string): Page | undefined {
    if (this.finished) throw new Error('PageCutter: add() after finish()');
    const rowBytes = Buffer.byteLength(rowJson, 'utf8');
    let closed: Page | undefined;
    if (this.openRows > 0 && this.openBytes + SEPARATOR_BYTES + rowBytes > this.pageSizeBytes) {
      closed = this.close(rowBytes);
    }
    this.ensure(rowBytes + SEPARATOR_BYTES);
    if (this.openRows > 0) this.buffer[this.length++] = COMMA;
    this.length += this.buffer.write(rowJson, this.length, 'utf8');
    this.openBytes += (this.openRows > 0 ? SEPARATOR_BYTES : 0) + rowBytes;
    this.openRows++;
    this.rowsSoFar++;
    return closed;
  }

  /**
   * Adds a batch of rows given as bytes (encoded-rows), cut exactly as `add` would cut them one by one.
   * Rows that fit the open page are copied in one run (their commas come with them), so a batch costs a
   * few copies instead of one encoding per row. Returns the pages that closed, in order.
   */
  addEncoded(batch: EncodedRows): Page[] {
    if (this.finished) throw new Error('PageCutter: addEncoded() after finish()');
    const { bytes, lengths } = batch;
    const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const closed: Page[] = [];
    let row = 0;
    let offset = 0;
    while (row < lengths.length) {
      if (this.openRows > 0 && this.openBytes + SEPARATOR_BYTES + lengths[row]! > this.pageSizeBytes) closed.push(this.close(lengths[row]!));
      // The run: as many rows from here as fit the open page (always at least one, as `add` takes it).
      let end = row;
      let runBytes = 0;
      let openBytes = this.openBytes;
      let openRows = this.openRows;
      while (end < lengths.length) {
        const rowBytes = lengths[end]!;
        const added = (openRows > 0 ? SEPARATOR_BYTES : 0) + rowBytes;
        if (openRows > 0 && openBytes + added > this.pageSizeBytes) break;
        openBytes += added;
        openRows++;
        runBytes += (end > row ? SEPARATOR_BYTES : 0) + rowBytes;
        end++;
      }
      this.ensure(runBytes + SEPARATOR_BYTES);
      if (this.openRows > 0) this.buffer[this.length++] = COMMA;
      this.length += source.copy(this.buffer, this.length, offset, offset + runBytes);
      this.rowsSoFar += openRows - this.openRows;
      this.openRows = openRows;
      this.openBytes = openBytes;
      // Past the run and the comma after it.
      offset += runBytes + SEPARATOR_BYTES;
      row = end;
    }
    return closed;
  }

  /**
   * Closes the last page. An empty result still has one page (`[]`, count 0, range 0–0), so every
   * successful result has at least page 1. Returns undefined only when the last page was already handed
   * back by `add()` — which cannot happen, since `add()` always leaves its row in the open page.
   */
  finish(): Page | undefined {
    if (this.finished) throw new Error('PageCutter: finish() twice');
    this.finished = true;
    if (this.openRows > 0 || this.nextPageNumber === 1) return this.close(0);
    return undefined;
  }

  /** Closes the open page; the next one starts in a new buffer with room for `nextRowBytes`. */
  private close(nextRowBytes: number): Page {
    const count = this.openRows;
    this.buffer[this.length++] = CLOSE_BRACKET;
    const body = this.buffer.subarray(0, this.length);
    const rangeEnd = this.rowsSoFar;
    const closed = page(
      { pageNumber: this.nextPageNumber++, size: this.openBytes, count, rangeStart: count === 0 ? 0 : rangeEnd - count + 1, rangeEnd: count === 0 ? 0 : rangeEnd },
      body,
    );
    this.closedBytes += this.openBytes;
    this.buffer = this.finished ? Buffer.alloc(0) : this.newBuffer(nextRowBytes);
    this.openRows = 0;
    this.openBytes = BRACKETS_BYTES;
    return closed;
  }
}

/** The page without its text, as listed in `job:completed`. */
export function summarise(page: PageSummary): PageSummary {
  return { pageNumber: page.pageNumber, size: page.size, count: page.count, rangeStart: page.rangeStart, rangeEnd: page.rangeEnd };
}
