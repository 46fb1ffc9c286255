/**
 * @module protocol/wire
 * Turns a text frame into a typed message, for both ends of the agent's socket. The validators are
 * compiled once from the schemas in ./messages.ts, so the only place a message's shape is written down is
 * its schema: no hand parsing, no casts of unchecked values. A frame is refused before parsing when it
 * nests deeper than any real message (a frame of millions of `[` would otherwise tie up the event loop).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { AGENT_MESSAGE_SCHEMAS, GATEWAY_MESSAGE_SCHEMAS, type AgentMessage, type GatewayMessage } from './messages.js';

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

type Compiled<S extends Record<string, TSchema>> = { [K in keyof S]: TypeCheck<S[K]> };

function compileAll<S extends Record<string, TSchema>>(schemas: S): Compiled<S> {
  return Object.fromEntries(Object.entries(schemas).map(([type, schema]) => [type, TypeCompiler.Compile(schema)])) as Compiled<S>;
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
