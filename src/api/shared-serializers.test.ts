import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSerializerFactory } from './shared-serializers.js';

const Envelope = Type.Object({ error: Type.Object({ status: Type.Integer(), code: Type.String() }) });
const route = (schema: unknown, url: string, httpStatus = '404') => ({ schema, url, method: 'GET', httpStatus });

describe('sharedSerializerFactory', () => {
  it('compiles a schema object once across routes and compilers with the same shared schemas', () => {
    const factory = sharedSerializerFactory();
    const scopeA = factory({}, {});
    const scopeB = factory({}, {});
    const first = scopeA(route(Envelope, '/a'));
    expect(scopeA(route(Envelope, '/b', '409'))).toBe(first);
    expect(scopeB(route(Envelope, '/c'))).toBe(first);
    // Another schema object, even an equal one, gets its own serializer.
    expect(scopeA(route(structuredClone(Envelope), '/d'))).not.toBe(first);
  });

  it('compiles again where other shared schemas are in scope', () => {
    const factory = sharedSerializerFactory();
    const Event = Type.Object({ id: Type.String() }, { $id: 'Event' });
    const plain = factory({}, {})(route(Envelope, '/a'));
    expect(factory({ Event }, {})(route(Envelope, '/b'))).not.toBe(plain);
    expect(factory({ Event: structuredClone(Event) }, {})(route(Envelope, '/c'))).not.toBe(factory({ Event }, {})(route(Envelope, '/c')));
  });

  it('serializes by the schema: declared fields only, typed as declared', () => {
    const serialize = sharedSerializerFactory()({}, {})(route(Envelope, '/a'));
    expect(JSON.parse(serialize({ error: { status: '404', code: 'X', secret: 'not declared' }, extra: 1 }))).toEqual({ error: { status: 404, code: 'X' } });
  });

  it('serves each route its own schema in a real app, shared schemas included', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory() } } });
    const Item = Type.Object({ id: Type.String() }, { $id: 'Item' });
    app.get('/envelope', { schema: { response: { 404: Envelope } } }, (_req, reply) => reply.code(404).send({ error: { status: 404, code: 'NOPE', hidden: 1 } }));
    await app.register(async (scope) => {
      scope.addSchema(Item);
      scope.get('/item', { schema: { response: { 200: Type.Ref('Item'), 404: Envelope } } }, () => ({ id: 'i-1', hidden: 2 }));
    });
    try {
      expect((await app.inject('/envelope')).json()).toEqual({ error: { status: 404, code: 'NOPE' } });
      expect((await app.inject('/item')).json()).toEqual({ id: 'i-1' });
    } finally {
      await app.close();
    }
  });
});
