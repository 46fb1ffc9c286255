/**
 * @module core/fhir-bulk/page-row-batches
 * A stored result page (`[row,row,…]`, the JSON array text the agent uploaded) parsed a batch of rows at a
 * time, so that a page's rows are never all alive at once while they are built into resources over many turns
 * of the event loop. Parsed objects take several times their text's size: with large pages
 * (GATEWAY_PAGE_SIZE_BYTES) a page parsed whole was the largest thing the gateway held during a bulk export.
 *
 * A batch ends at the first `},{` past its share of the page: between two of the agent's rows, unless the three
 * characters sit inside a string, and then the batch's text ends inside that string and does not parse. So a
 * batch that parses is exactly whole rows, and when one does not, the rest of the page is parsed whole (as a
 * page not written by an agent is). Finding a cut costs an indexOf; a scan of the text for row ends cost more
 * than parsing it, and so did building each batch's text as a new string.
 */

/** Bytes of rows parsed at a time from a stored page, and built between two turns of the event loop. */
export const BATCH_BYTES = 64 * 1024;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

function parseRows(text: string): Record<string, unknown>[] {
  const rows: unknown = JSON.parse(text);
  if (!Array.isArray(rows)) throw new SyntaxError('a result page is not a JSON array');
  return rows as Record<string, unknown>[];
}

/**
 * The rows of a page's JSON array, read from its bytes about `batchBytes` at a time (never an empty batch).
 * The page is the caller's and is written on: each batch is decoded in place, with the commas around it
 * overwritten by brackets, so no batch's text is copied twice.
 */
export function* rowBatches(page: Buffer, batchBytes: number): Generator<Record<string, unknown>[]> {
  if (page[0] !== OPEN_BRACKET) {
    const rows = parseRows(page.toString('utf8'));
    if (rows.length > 0) yield rows;
    return;
  }
  // The batch's first byte; the byte before it is the array's bracket or the comma before its first row.
  let start = 1;
  for (let cut = page.indexOf('},{', start + batchBytes); cut >= 0; cut = page.indexOf('},{', start + batchBytes)) {
    page[start - 1] = OPEN_BRACKET;
    page[cut + 1] = CLOSE_BRACKET;
    let rows: Record<string, unknown>[];
    try {
      rows = parseRows(page.toString('utf8', start - 1, cut + 2));
    } catch {
      // Cut inside a string: the comma goes back, and the rest is read whole.
      page[cut + 1] = COMMA;
      break;
    }
    yield rows;
    start = cut + 2;
  }
  page[start - 1] = OPEN_BRACKET;
  const rest = parseRows(page.toString('utf8', start - 1));
  if (rest.length > 0) yield rest;
}

/** A stored page's rows, a batch at a time (the page is written on: rowBatches). */
export function* pageRowBatches(page: Buffer, type: string): Generator<Record<string, unknown>[]> {
  try {
    yield* rowBatches(page, BATCH_BYTES);
  } catch {
    // JSON.parse's message quotes the page's text (patient data); this one names the type only.
    throw new SyntaxError(`a stored page of ${type} is not a JSON array of rows`);
  }
}
