/**
 * @module protocol/wire
 * Turns a frame into a typed message and back, for both ends of the agent's socket. The validators are
 * compiled once from the schemas in ./messages.ts, so the only place a message's shape is written down is
 * its schema: no hand parsing, no casts of unchecked values. A frame is refused before parsing when it
 * nests deeper than any real message (a frame of millions of `[` would otherwise tie up the event loop).
 *
 * Frames are JSON text, with one exception from protocol 3 on: a `job:completed` carrying an inline result
 * may be a binary frame, its rows as they are instead of a JSON string inside the message:
 *
 *   4 bytes, unsigned big-endian: H | H bytes: the message as JSON text, without `inlineData` | the rest:
 *   `inlineData` as UTF-8 (the page's JSON array text)
 *
 * From protocol 4 on, rows of a few kilobytes and more may be compressed in that frame with the session's page
 * encoding, which the header names as `inlineEncoding`: on a clinic's uplink every byte of an interactive
 * answer is time.
 *
 * As a string field, the rows were escaped by the agent (every `"` of a row becomes `\"`), then scanned,
 * unescaped and parsed by the gateway, which then parsed them again as rows: about three times the work of
 * the binary frame.
 */
import { isUtf8 } from 'node:buffer';
import zlib from 'node:zlib';
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { boundAgentFields } from './bounds.js';
import { AGENT_MESSAGE_SCHEMAS, GATEWAY_MESSAGE_SCHEMAS, type AgentMessage, type GatewayMessage } from './messages.js';
import type { PageEncoding } from './page-encoding.js';

/** Bytes of the header's length at the start of a binary frame. */
const BINARY_HEADER_LENGTH_BYTES = 4;

/** Deeper than any message of this protocol (a job's parameters are four levels down). */
export const MAX_FRAME_DEPTH = 16;
/** Frames shorter than this cannot nest deep enough to matter, so they skip the depth scan. */
const DEPTH_SCAN_MIN_LENGTH = 256;

/** Whether JSON text nests deeper than `maxDepth` (objects and arrays; brackets in strings do not count). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

type Compiled<S extends Record<string, TSchema>> = { [K in keyof S]: Validator<Record<never, never>, S[K]> };

function compileAll<S extends Record<string, TSchema>>(schemas: S): Compiled<S> {
  return Object.fromEntries(Object.entries(schemas).map(([type, schema]) => [type, Compile(schema)])) as Compiled<S>;
}

const agentChecks = compileAll(AGENT_MESSAGE_SCHEMAS);
const gatewayChecks = compileAll(GATEWAY_MESSAGE_SCHEMAS);

/** A frame read: the message when it is valid; else, when its JSON named a known type, that type. */
export interface FrameReading<M> {
  message?: M;
  /** A known message type whose fields failed its schema (a faulty report, as opposed to noise). */
  invalidType?: string;
  /**
   * Agent messages only: the free texts the reader cut to their bounds (./bounds.ts) to make the message
   * valid, as dotted paths. Absent when nothing was cut.
   */
  cut?: string[];
}

function readWith<S extends Record<string, TSchema>>(checks: Compiled<S>, text: string, salvage = false): FrameReading<Static<S[keyof S]>> {
  if (text.length >= DEPTH_SCAN_MIN_LENGTH && nestsDeeperThan(text, MAX_FRAME_DEPTH)) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(checks, type)) return {};
  const check = checks[type as keyof S];
  if (check.Check(value)) return { message: value };
  if (salvage) {
    // One text over its bound must not cost the whole report (a query would stay in flight): cut, check again.
    const bounded = boundAgentFields(value, 'gateway');
    if (bounded.cut.length > 0 && check.Check(bounded.message)) return { message: bounded.message, cut: bounded.cut };
  }
  return { invalidType: type };
}

/** Reads a frame from an agent (see FrameReading). */
export function readAgentFrame(text: string): FrameReading<AgentMessage> {
  return readWith(agentChecks, text, true);
}

/** Parses a frame from an agent. Undefined when it is not a known, well-formed message. */
export function parseAgentMessage(text: string): AgentMessage | undefined {
  return readWith(agentChecks, text, true).message;
}

/** Parses a frame from the gateway, for the agent. Undefined when it is not a known, well-formed message. */
export function parseGatewayMessage(text: string): GatewayMessage | undefined {
  return readWith(gatewayChecks, text).message;
}

/** How a session frames an agent's messages. */
export interface AgentFraming {
  /** Protocol 3 and later: an inline result travels as a binary frame. */
  binaryResults: boolean;
  /** Protocol 4 and later: the encoding that compresses inline rows of INLINE_COMPRESS_MIN_BYTES and more. */
  inlineEncoding?: PageEncoding;
}

/** Inline rows smaller than this travel as they are: compressing them would save less than it costs. */
export const INLINE_COMPRESS_MIN_BYTES = 4096;
/** The most a compressed inline result may decode to (an immediate result's own limit is far below it). */
const MAX_INLINE_DECODED_BYTES = 64 * 1024 * 1024;

type SyncCodec = (data: Buffer, options?: zlib.ZlibOptions & zlib.BrotliOptions) => Buffer;
const zstdSync = zlib as unknown as { zstdCompressSync?: SyncCodec; zstdDecompressSync?: SyncCodec };

const INLINE_COMPRESS: Partial<Record<PageEncoding, (data: Buffer) => Buffer>> = {
  // Quality 4: an interactive answer is compressed on the agent's main thread, so speed counts here.
  br: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => zlib.gzipSync(data, { level: 4 }),
  ...(zstdSync.zstdCompressSync ? { zstd: (data: Buffer) => zstdSync.zstdCompressSync!(data) } : {}),
};

const INLINE_DECOMPRESS: Partial<Record<PageEncoding, (data: Buffer) => Buffer>> = {
  br: (data) => zlib.brotliDecompressSync(data, { maxOutputLength: MAX_INLINE_DECODED_BYTES }),
  gzip: (data) => zlib.gunzipSync(data, { maxOutputLength: MAX_INLINE_DECODED_BYTES }),
  ...(zstdSync.zstdDecompressSync ? { zstd: (data: Buffer) => zstdSync.zstdDecompressSync!(data, { maxOutputLength: MAX_INLINE_DECODED_BYTES }) } : {}),
};

/**
 * The frame for an agent message: JSON text; or, when the session allows binary results (protocol 3 and
 * later) and the message is a `job:completed` with inline data, the binary frame described above, its rows
 * compressed when the session names an encoding and they are large enough.
 */
export function encodeAgentMessage(original: AgentMessage, framing: AgentFraming): string | Buffer {
  // Every free text within its bound, so that no report is refused whole for one long field.
  const message = boundAgentFields(original, 'site agent').message;
  if (!framing.binaryResults || message.type !== 'job:completed' || message.inlineData === undefined) return JSON.stringify(message);
  const { inlineData, ...rest } = message;
  let data: Buffer = Buffer.from(inlineData, 'utf8');
  let header: Omit<typeof message, 'inlineData'> = rest;
  const compress = framing.inlineEncoding ? INLINE_COMPRESS[framing.inlineEncoding] : undefined;
  if (compress && data.length >= INLINE_COMPRESS_MIN_BYTES) {
    data = compress(data);
    header = { ...rest, inlineEncoding: framing.inlineEncoding };
  }
  const headerText = JSON.stringify(header);
  const headerBytes = Buffer.byteLength(headerText);
  const frame = Buffer.allocUnsafe(BINARY_HEADER_LENGTH_BYTES + headerBytes + data.length);
  frame.writeUInt32BE(headerBytes, 0);
  frame.write(headerText, BINARY_HEADER_LENGTH_BYTES, 'utf8');
  data.copy(frame, BINARY_HEADER_LENGTH_BYTES + headerBytes);
  return frame;
}

/** The rows of a binary frame as text: decoded first when compressed; undefined when they cannot be read. */
function inlineRows(data: Buffer, encoding: string | undefined): string | undefined {
  let bytes: Buffer = data;
  if (encoding !== undefined) {
    const decompress = INLINE_DECOMPRESS[encoding as PageEncoding];
    if (!decompress) return undefined;
    try {
      bytes = decompress(data);
    } catch {
      return undefined;
    }
  }
  return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
}

/**
 * Reads a binary frame from an agent (see FrameReading). Only a `job:completed` whose header has no
 * `inlineData` of its own may come this way; anything else is not a valid frame. A report whose rows are not
 * UTF-8 is a faulty report (as a text frame's faulty field is).
 */
export function readAgentBinaryFrame(frame: Buffer): FrameReading<AgentMessage> {
  if (frame.length < BINARY_HEADER_LENGTH_BYTES) return {};
  const headerEnd = BINARY_HEADER_LENGTH_BYTES + frame.readUInt32BE(0);
  if (headerEnd > frame.length) return {};
  // ws checks a text frame's UTF-8; a binary frame's parts are checked here.
  const header = frame.subarray(BINARY_HEADER_LENGTH_BYTES, headerEnd);
  if (!isUtf8(header)) return {};
  const reading = readWith(agentChecks, header.toString('utf8'), true);
  const message = reading.message;
  if (reading.invalidType === 'job:completed') return reading;
  if (message?.type !== 'job:completed' || message.inlineData !== undefined) return {};
  const rows = inlineRows(frame.subarray(headerEnd), message.inlineEncoding);
  if (rows === undefined) return { invalidType: message.type };
  delete message.inlineEncoding;
  message.inlineData = rows;
  return reading.cut ? { message, cut: reading.cut } : { message };
}
