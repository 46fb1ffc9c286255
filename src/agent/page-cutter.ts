/**
 * @module agent/page-cutter
 * Cuts a stream of row JSON texts into result pages of about `pageSizeBytes` of JSON array text
 * (`[r1,r2,…]`), numbering pages from 1 and rows 1-based inclusive. Pure: no I/O, no clock. It holds at
 * most one open page, so memory stays bounded by the page size whatever the result size; it must never
 * keep closed pages (the caller uploads or inlines each one as it is handed back).
 */
import type { PageSummary } from '../protocol/jobs.js';

export interface Page extends PageSummary {
  /** The page's JSON array text, exactly what is uploaded or inlined. */
  text: string;
}

/** `[` + `]`: the bytes of an empty page. */
const BRACKETS_BYTES = 2;
/** The comma between two rows. */
const SEPARATOR_BYTES = 1;

export class PageCutter {
  private open: string[] = [];
  /** UTF-8 bytes of the open page's text if it were closed now. */
  private openBytes = BRACKETS_BYTES;
  private nextPageNumber = 1;
  private rowsSoFar = 0;
  private closedBytes = 0;
  private finished = false;

  constructor(private readonly pageSizeBytes: number) {
    if (!(pageSizeBytes > 0)) throw new RangeError('pageSizeBytes must be positive');
  }

  /** Rows added so far. */
  get rows(): number {
    return this.rowsSoFar;
  }

  /** Bytes of result JSON text so far: closed pages plus the open page as if it were closed now. */
  get totalBytes(): number {
    return this.closedBytes + (this.open.length > 0 ? this.openBytes : 0);
  }

  /**
   * Adds one row (a complete JSON object text). Returns the page that had to close to make room for it,
   * if any. A row larger than the page size still gets a page, on its own: splitting a row is not possible.
   */
  add(rowJson: string): Page | undefined {
    if (this.finished) throw new Error('PageCutter: add() after finish()');
    const rowBytes = Buffer.byteLength(rowJson, 'utf8');
    let closed: Page | undefined;
    if (this.open.length > 0 && this.openBytes + SEPARATOR_BYTES + rowBytes > this.pageSizeBytes) {
      closed = this.close();
    }
    this.openBytes += (this.open.length > 0 ? SEPARATOR_BYTES : 0) + rowBytes;
    this.open.push(rowJson);
    this.rowsSoFar++;
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
    if (this.open.length > 0 || this.nextPageNumber === 1) return this.close();
    return undefined;
  }

  private close(): Page {
    const count = this.open.length;
    const text = `[${this.open.join(',')}]`;
    const rangeEnd = this.rowsSoFar;
    const page: Page = {
      pageNumber: this.nextPageNumber++,
      size: this.openBytes,
      count,
      rangeStart: count === 0 ? 0 : rangeEnd - count + 1,
      rangeEnd: count === 0 ? 0 : rangeEnd,
      text,
    };
    this.closedBytes += this.openBytes;
    this.open = [];
    this.openBytes = BRACKETS_BYTES;
    return page;
  }
}

/** The page without its text, as listed in `job:completed`. */
export function summarise(page: Page): PageSummary {
  return { pageNumber: page.pageNumber, size: page.size, count: page.count, rangeStart: page.rangeStart, rangeEnd: page.rangeEnd };
}
