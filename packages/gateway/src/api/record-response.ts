/**
 * @module api/record-response
 * Sends a response that carries a result's JSON as a base64 string: a query record, whose
 * successful immediate result is `result.data`, and a registered query's result (`data`). Both hold up to
 * 8 MB of JSON (~10.7 MB of base64).
 *
 * Why not one object through the route's serializer: the result would be read whole and become a string
 * three times (the JSON text, its base64, the serialised response around it), each a V8 large object, and the
 * serializer and the socket write would each scan the whole text again (escaping, UTF-8 length, UTF-8 copy).
 * A result of several megabytes cost tens of milliseconds of CPU and a few hundred MiB of memory that way, for
 * one request at a time. Here the response is serialised by the route's own
 * serializer with a marker in place of the data, and sent as the text before the marker, the result's base64
 * streamed from its store as the page endpoint streams a page (api/page-response), and the text after it.
 * Small results, where none of that costs anything, go through the serializer whole as before.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ResultContent } from '../core/queries/pages.js';
import type { QueryRecord } from '../core/queries/view.js';
import { sendBase64Within } from './page-response.js';

/** Results of fewer bytes go through the route's serializer as one base64 string. */
export const STREAMED_FROM_BYTES = 64 * 1024;

/**
 * Stands in for the data while the response is serialised. Random per process, and checked to occur once,
 * so no other value in it (an output parameter's, say) can be taken for it.
 */
const DATA_MARKER = `data-marker-${randomUUID()}`;

/**
 * Sends what `withData` makes of the content's base64, with the reply's status and the route's response
 * schema. A streamed response is always 200.
 */
export async function sendWithBase64(reply: FastifyReply, content: ResultContent, withData: (data: string) => unknown): Promise<FastifyReply> {
  const whole = async (): Promise<FastifyReply> => reply.send(withData((await content.read()).toString('base64')));
  if (content.size < STREAMED_FROM_BYTES) return whole();
  const text = reply.serialize(withData(DATA_MARKER));
  const quoted = `"${DATA_MARKER}"`;
  const at = typeof text === 'string' ? text.indexOf(quoted) : -1;
  // A marker found twice (or not at all) cannot be told apart: the whole way then (never expected).
  if (typeof text !== 'string' || at < 0 || text.includes(DATA_MARKER, at + quoted.length)) return whole();
  await sendBase64Within(reply, content, text.slice(0, at + 1), text.slice(at + quoted.length - 1));
  return reply;
}

/** A query record; `data`, when given (a successful immediate query's result), as its `result.data`. */
export async function sendQueryRecord(reply: FastifyReply, record: QueryRecord, data?: ResultContent): Promise<FastifyReply> {
  if (data === undefined || record.result === undefined) return reply.send(record);
  const result = record.result;
  return sendWithBase64(reply, data, (base64) => ({ ...record, result: { ...result, data: base64 } }));
}
