import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSerializerFactory } from './shared-serializers.js';

const RECORD = { type: 'object', properties: { id: { type: 'string' }, rows: { type: 'integer' } }, required: ['id'] };
const ENVELOPE = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } };

function route(url: string, httpStatus: string, schema: unknown) {
  return { method: 'GET', url, httpStatus, schema };
}

describe('shared response serializers', () => {
  it('compiles a schema once, whichever route and status declares it, and serializes as Fastify would', () => {
    const compile = sharedSerializerFactory()({}, {});
    const first = compile(route('/a', '200', RECORD));
    // An equal schema (Fastify may hand over copies), on another route and status: the same function.
    expect(compile(route('/b', '201', structuredClone(RECORD)))).toBe(first);
    expect(compile(route('/c', '200', ENVELOPE))).not.toBe(first);
    expect(first({ id: 'q1', rows: 3, secret: 'not in the schema' })).toBe('{"id":"q1","rows":3}');
  });

  it('keeps contexts with other shared schemas or options apart', () => {
    const factory = sharedSerializerFactory();
    const plain = factory({}, {})(route('/a', '200', RECORD));
    expect(factory({ Extra: { $id: 'Extra', type: 'string' } }, {})(route('/a', '200', RECORD))).not.toBe(plain);
    expect(factory({}, { rounding: 'floor' })(route('/a', '200', RECORD))).not.toBe(plain);
    expect(factory({}, {})(route('/a', '200', RECORD))).toBe(plain);
  });

  it('serves a real server, shared schemas referenced by $ref included', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory() } } });
    app.addSchema({ $id: 'Envelope', ...ENVELOPE });
    const schema = { response: { 200: RECORD, 404: { $ref: 'Envelope#' } } };
    app.get('/one', { schema }, async () => ({ id: 'a', rows: 1, dropped: true }));
    app.get('/two', { schema }, async (_request, reply) => reply.code(404).send({ code: 'QUERY_NOT_FOUND', message: 'no', dropped: true }));
    try {
      expect((await app.inject('/one')).body).toBe('{"id":"a","rows":1}');
      expect((await app.inject('/two')).body).toBe('{"code":"QUERY_NOT_FOUND","message":"no"}');
    } finally {
      await app.close();
    }
  });
});
