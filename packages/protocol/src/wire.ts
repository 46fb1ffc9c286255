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
 * As a string field, the rows were escaped by the agent (every `"` of a row becomes `\"`), then scanned,
 * unescaped and parsed by the gateway, which then parsed them again as rows. Measured in one process for a
 * 21-row result (19 KB), encoding and reading the frame took ~210 µs as text and ~75 µs as binary; for a
 * 4-row result (3.6 KB), ~46 against ~17 µs.
 */
import { isUtf8 } from 'node:buffer';
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { AGENT_MESSAGE_SCHEMAS, GATEWAY_MESSAGE_SCHEMAS, type AgentMessage, type GatewayMessage } from './messages.js';

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
}

function readWith<S extends Record<string, TSchema>>(checks: Compiled<S>, text: string): FrameReading<Static<S[keyof S]>> {
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
  return check.Check(value) ? { message: value } : { invalidType: type };
}

/** Reads a frame from an agent (see FrameReading). */
export function readAgentFrame(text: string): FrameReading<AgentMessage> {
  return readWith(agentChecks, text);
}

/** Parses a frame from an agent. Undefined when it is not a known, well-formed message. */
export function parseAgentMessage(text: string): AgentMessage | undefined {
  return readWith(agentChecks, text).message;
}

/** Parses a frame from the gateway, for the agent. Undefined when it is not a known, well-formed message. */
export function parseGatewayMessage(text: string): GatewayMessage | undefined {
  return readWith(gatewayChecks, text).message;
}

/**
 * The frame for an agent message: JSON text; or, when the session allows binary results (protocol 3 and
 * later) and the message is a `job:completed` with inline data, the binary frame described above.
 */
export function encodeAgentMessage(message: AgentMessage, binaryResults: boolean): string | Buffer {
  if (!binaryResults || message.type !== 'job:completed' || message.inlineData === undefined) return JSON.stringify(message);
  const { inlineData, ...header } = message;
  const headerText = JSON.stringify(header);
  const headerBytes = Buffer.byteLength(headerText);
  const frame = Buffer.allocUnsafe(BINARY_HEADER_LENGTH_BYTES + headerBytes + Buffer.byteLength(inlineData));
  frame.writeUInt32BE(headerBytes, 0);
  frame.write(headerText, BINARY_HEADER_LENGTH_BYTES, 'utf8');
  frame.write(inlineData, BINARY_HEADER_LENGTH_BYTES + headerBytes, 'utf8');
  return frame;
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
  const reading = readWith(agentChecks, header.toString('utf8'));
  const message = reading.message;
  if (reading.invalidType === 'job:completed') return reading;
  if (message?.type !== 'job:completed' || message.inlineData !== undefined) return {};
  const data = frame.subarray(headerEnd);
  if (!isUtf8(data)) return { invalidType: message.type };
  message.inlineData = data.toString('utf8');
  return { message };
}
