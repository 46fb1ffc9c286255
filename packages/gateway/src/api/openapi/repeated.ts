/**
 * @module api/openapi/repeated
 * Writes once what several operations say alike (a response, a parameter): the first use names it in
 * components and every use becomes a `$ref` to it. A reader's browser builds its model of the document
 * node by node, so a document that repeats itself less opens faster.
 */
import { canonical } from './components.js';

type Json = Record<string, unknown>;

export interface Use {
  value: Json;
  /** The component's name when this use is the first; `.2`, `.3`… are added when another value took it. */
  name: string;
  replace(reference: Json): void;
}

/** Puts each value that more than one use shares into `into` (components.responses, …) and refers to it. */
export function shareRepeated(uses: readonly Use[], kind: string, into: Json): void {
  const texts = uses.map((use) => canonical(use.value));
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  const named = new Map<string, string>();
  for (const [i, use] of uses.entries()) {
    const text = texts[i]!;
    if ((counts.get(text) ?? 0) < 2) continue;
    let name = named.get(text);
    if (!name) {
      name = use.name;
      for (let n = 2; name in into; n++) name = `${use.name}.${n}`;
      into[name] = use.value;
      named.set(text, name);
    }
    use.replace({ $ref: `#/components/${kind}/${name}` });
  }
}
