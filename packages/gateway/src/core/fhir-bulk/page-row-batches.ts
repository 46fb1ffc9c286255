/**
 * @module core/fhir-bulk/page-row-batches
 * A stored result page (`[row,row,…]`, the JSON array text the agent uploaded) parsed a batch of rows at a
 * time, so that a page's rows are never all alive at once while they are built into resources over many turns
 * of the event loop. Parsed objects take several times their text's size: with large pages
 * (GATEWAY_PAGE_SIZE_BYTES) a page parsed whole was the largest thing the gateway held during a bulk export.
 * The scan only finds where each row ends (outside strings, at depth one); JSON.parse still reads every value,
 * so a malformed page fails as it would have whole.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const SPACE = 0x20;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function parseBatch(text: string, start: number, end: number): Record<string, unknown>[] {
  return JSON.parse(`[${text.slice(start, end)}]`) as Record<string, unknown>[];
}

/** The rows of a page's JSON array text, `rowsPerBatch` at a time (the last batch may be smaller). */
export function* rowBatches(text: string, rowsPerBatch: number): Generator<Record<string, unknown>[]> {
  const open = text.indexOf('[');
  if (open < 0 || text.slice(0, open).trim() !== '') throw new SyntaxError('a result page is not a JSON array');
  let depth = 0;
  let inString = false;
  let batchStart = open + 1;
  let rowsInBatch = 0;
  // Between a batch handed out and the next row: only a comma (dropped from the next batch's text) may come, and
  // after it a value must.
  let betweenBatches: 'no' | 'comma' | 'value' = 'no';
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === SPACE || c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN) continue;
    if (betweenBatches === 'comma') {
      if (c === COMMA) {
        batchStart = i + 1;
        betweenBatches = 'value';
        continue;
      }
      if (c !== CLOSE_BRACKET) throw new SyntaxError('a result page has a row without a comma before it');
    } else if (betweenBatches === 'value') {
      if (c === CLOSE_BRACKET || c === COMMA) throw new SyntaxError('a result page has a comma without a row after it');
      betweenBatches = 'no';
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth > 0) {
        depth--;
        if (depth === 0 && ++rowsInBatch === rowsPerBatch) {
          yield parseBatch(text, batchStart, i + 1);
          rowsInBatch = 0;
          batchStart = i + 1;
          betweenBatches = 'comma';
        }
        continue;
      }
      if (c !== CLOSE_BRACKET || text.slice(i + 1).trim() !== '') throw new SyntaxError('a result page has text after its array');
      if (rowsInBatch > 0 || text.slice(batchStart, i).trim() !== '') yield parseBatch(text, batchStart, i);
      return;
    }
  }
  throw new SyntaxError('a result page ends inside its array');
}

/** Rows parsed at a time from a stored page, and built between two turns of the event loop. */
export const ROWS_PER_BATCH = 200;

/** A stored page's rows, a batch at a time. */
export function* pageRowBatches(text: string, type: string): Generator<Record<string, unknown>[]> {
  try {
    yield* rowBatches(text, ROWS_PER_BATCH);
  } catch {
    // JSON.parse's message quotes the page's text (patient data); this one names the type only.
    throw new SyntaxError(`a stored page of ${type} is not a JSON array of rows`);
  }
}
