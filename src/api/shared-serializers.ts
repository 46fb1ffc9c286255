/**
 * @module api/shared-serializers
 * Fastify compiles a response serializer (fast-json-stringify: generated source, then its code) for every
 * route and every status it declares, even when they declare the same schema object. Most of ours are the
 * error envelope: the idle gateway held 112 compiled serializers, 2.1 MB of their source text alone, with
 * a few distinct schemas among them. That heap stays live for the process's life, and V8 lets the old
 * generation grow in proportion to what is live before it collects, so it also raises the peak under load.
 *
 * This factory compiles each schema object once and hands the same serializer to every route that declares
 * it: a serializer's output depends only on its schema and the shared schemas it may reference, never on
 * the route. Fastify builds a compiler per plugin scope (and per route in a scope that added shared
 * schemas), so the cache sits above those and a hit also requires the same shared schemas.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

interface Compiled {
  /** The shared schemas (`addSchema`) in scope when it was compiled, by $id. */
  externals: Record<string, unknown>;
  serializer: Serializer;
}

function sameExternals(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/** A `schemaController.compilersFactory.buildSerializer` that shares one serializer per schema object. */
export function sharedSerializerFactory(): SerializerFactory {
  const compilerFor = SerializerSelector();
  const compiled = new WeakMap<object, Compiled[]>();
  return (externalSchemas, options) => {
    const compile = compilerFor(externalSchemas, options);
    const externals = (typeof externalSchemas === 'object' && externalSchemas !== null ? { ...externalSchemas } : {}) as Record<string, unknown>;
    return (route) => {
      const schema = route.schema;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      const known = compiled.get(schema) ?? [];
      const hit = known.find((c) => sameExternals(c.externals, externals));
      if (hit) return hit.serializer;
      const serializer = compile(route);
      known.push({ externals, serializer });
      compiled.set(schema, known);
      return serializer;
    };
  };
}
