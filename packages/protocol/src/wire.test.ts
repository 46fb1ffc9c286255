/**
 * Binary result frames (protocol 3): a `job:completed` with inline data is framed as header + rows by the
 * agent and read back by the gateway as the same message; every other message, and every message of a
 * session without binary results, stays JSON text; and what a real agent never sends is refused.
 */
import { describe, expect, it } from 'vitest';
import type { JobCompleted } from './jobs.js';
import type { AgentMessage } from './messages.js';
import { encodeAgentMessage, parseAgentMessage, readAgentBinaryFrame } from './wire.js';

// Quotes, backslashes, a control character, accents and a character outside the BMP: all that escaping touched.
const ROWS = JSON.stringify([{ name: 'O\'Brien "Bob"', path: 'C:\\temp', note: 'tab\there', city: 'Zürich', emoji: '🩺' }, { name: null, n: 1.5 }]);

function completed(inlineData?: string): JobCompleted {
  return {
    type: 'job:completed',
    queryId: 'query-1',
    at: '2026-11-27T01:00:00.000Z',
    startedAgoMs: 2,
    sqlExecutionDurationMs: 1,
    rows: 2,
    size: Buffer.byteLength(ROWS),
    pages: [{ pageNumber: 1, size: Buffer.byteLength(ROWS), count: 2, rangeStart: 1, rangeEnd: 2 }],
    ...(inlineData === undefined ? {} : { inlineData }),
    outputParameters: [],
  };
}

/** A binary frame from its parts, as a faulty or hostile agent could write it. */
function frameOf(header: string, data: Buffer | string, declaredHeaderBytes = Buffer.byteLength(header)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(declaredHeaderBytes, 0);
  return Buffer.concat([length, Buffer.from(header), Buffer.isBuffer(data) ? data : Buffer.from(data)]);
}

describe('encodeAgentMessage', () => {
  it('frames an inline result as header and rows, and the gateway reads back the same message', () => {
    const message = completed(ROWS);
    const frame = encodeAgentMessage(message, { binaryResults: true });
    expect(Buffer.isBuffer(frame)).toBe(true);
    const bytes = frame as Buffer;
    const headerBytes = bytes.readUInt32BE(0);
    // The rows are the frame's tail as they are: not escaped, not inside a string.
    expect(bytes.subarray(4 + headerBytes).toString('utf8')).toBe(ROWS);
    expect(JSON.parse(bytes.subarray(4, 4 + headerBytes).toString('utf8'))).not.toHaveProperty('inlineData');
    expect(readAgentBinaryFrame(bytes)).toEqual({ message });
  });

  it('keeps an empty inline result (`[]`) and a nonQuery report with empty inline data', () => {
    for (const data of ['[]', '']) {
      const message = completed(data);
      expect(readAgentBinaryFrame(encodeAgentMessage(message, { binaryResults: true }) as Buffer)).toEqual({ message });
    }
  });

  it('writes JSON text for every other message, and for every message when the session has no binary results', () => {
    const others: AgentMessage[] = [completed(), { type: 'job:started', queryId: 'q', at: '2026-11-27T01:00:00.000Z' }, { type: 'agent:ready' }];
    for (const message of others) expect(encodeAgentMessage(message, { binaryResults: true })).toBe(JSON.stringify(message));
    const text = encodeAgentMessage(completed(ROWS), { binaryResults: false });
    expect(typeof text).toBe('string');
    expect(parseAgentMessage(text as string)).toEqual(completed(ROWS));
  });
});

describe('compressed inline rows (protocol 4)', () => {
  const large = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Patient ${i}`, note: 'ü' })));

  it.each(['br', 'gzip'] as const)('compresses rows of a few kilobytes with the session encoding (%s); the gateway reads the same message', (encoding) => {
    const message = completed(large);
    const frame = encodeAgentMessage(message, { binaryResults: true, inlineEncoding: encoding }) as Buffer;
    const headerBytes = frame.readUInt32BE(0);
    expect(JSON.parse(frame.subarray(4, 4 + headerBytes).toString('utf8'))).toMatchObject({ inlineEncoding: encoding });
    expect(frame.length).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(readAgentBinaryFrame(frame)).toEqual({ message });
  });

  it('leaves small rows as they are', () => {
    const frame = encodeAgentMessage(completed(ROWS), { binaryResults: true, inlineEncoding: 'br' }) as Buffer;
    expect(frame.subarray(4 + frame.readUInt32BE(0)).toString('utf8')).toBe(ROWS);
  });

  it('refuses rows that do not decode, or in an encoding it does not know, as a faulty report', () => {
    const garbage = frameOf(JSON.stringify({ ...completed(), inlineEncoding: 'br' }), Buffer.from('not brotli at all'));
    expect(readAgentBinaryFrame(garbage)).toEqual({ invalidType: 'job:completed' });
    const unknown = frameOf(JSON.stringify({ ...completed(), inlineEncoding: 'lz4' }), Buffer.from(ROWS));
    expect(readAgentBinaryFrame(unknown)).toEqual({ invalidType: 'job:completed' });
  });
});

describe('readAgentBinaryFrame', () => {
  const header = JSON.stringify(completed());

  it('refuses a frame too short for its header length, or whose header length runs past its end', () => {
    expect(readAgentBinaryFrame(Buffer.from([0, 0]))).toEqual({});
    expect(readAgentBinaryFrame(frameOf(header, ROWS, Buffer.byteLength(header) + Buffer.byteLength(ROWS) + 1))).toEqual({});
  });

  it('refuses any message but job:completed, and a header that carries inline data of its own', () => {
    expect(readAgentBinaryFrame(frameOf(JSON.stringify({ type: 'agent:ready' }), ROWS))).toEqual({});
    expect(readAgentBinaryFrame(frameOf(JSON.stringify({ type: 'job:started', queryId: 'q', at: 'now' }), ROWS))).toEqual({});
    expect(readAgentBinaryFrame(frameOf(JSON.stringify(completed('[1]')), ROWS))).toEqual({});
  });

  it('refuses a header that is not UTF-8 or not JSON', () => {
    expect(readAgentBinaryFrame(frameOf('', Buffer.from([0xff, 0xfe]), 2))).toEqual({});
    expect(readAgentBinaryFrame(frameOf('{"type":', ROWS))).toEqual({});
  });

  it('reads a report whose header fails its schema, or whose rows are not UTF-8, as a faulty job:completed', () => {
    expect(readAgentBinaryFrame(frameOf(JSON.stringify({ ...completed(), rows: -1 }), ROWS))).toEqual({ invalidType: 'job:completed' });
    expect(readAgentBinaryFrame(frameOf(header, Buffer.from([0x5b, 0xc3, 0x28, 0x5d])))).toEqual({ invalidType: 'job:completed' });
  });
});
