/**
 * @module protocol/bounds
 * The lengths of the free texts an agent sends, and the cut that keeps a text within them. A report is
 * checked against its schema as a whole, so one text over its bound (an engine's error message quoting a
 * 20,000-character statement) would make the whole report invalid and leave its query in flight. The agent
 * cuts every such text before sending; the gateway cuts the same fields of a report from an agent that did
 * not, and keeps the rest of the report. Imports nothing: the schemas take their bounds from here.
 */

/** Characters of an error message kept (`errorDetails.errorMessage`). */
export const MAX_ERROR_MESSAGE_LENGTH = 8192;
/** Characters of a timestamp as an agent writes it. */
export const MAX_TIMESTAMP_LENGTH = 64;
/** Characters of the agent's build (`linkVersion`). */
export const MAX_LINK_VERSION_LENGTH = 32;
/** Characters of the practice-management software's version. */
export const MAX_PMS_VERSION_LENGTH = 100;

/** Characters of a catalogue (database) name, and catalogues a site may list: never cut, refused at the source. */
export const MAX_CATALOGUE_NAME_LENGTH = 128;
export const MAX_CATALOGUES = 50;

/** Who cut a text: named in the marker, so a reader knows the message was longer at its source. */
export type Cutter = 'site agent' | 'gateway';

/**
 * `text` when it is within `maxLength` characters; otherwise its start, followed by a marker saying how much
 * was cut and by whom, the whole within `maxLength` (never splitting a surrogate pair).
 */
export function boundText(text: string, maxLength: number, by: Cutter): string {
  if (text.length <= maxLength) return text;
  // The marker's own length depends on the count it states; the count's digits are at most the text's.
  const marker = (cut: number): string => `… [${cut} characters cut by the ${by}]`;
  const longest = marker(text.length).length;
  if (longest >= maxLength) return text.slice(0, maxLength);
  let keep = maxLength - longest;
  const code = text.charCodeAt(keep - 1);
  if (code >= 0xd800 && code <= 0xdbff) keep--;
  return text.slice(0, keep) + marker(text.length - keep);
}

type Field = readonly [path: readonly string[], maxLength: number];

/** The bounded free texts of each agent message, by type. */
const BOUNDED_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  'agent:hello': [
    [['linkVersion'], MAX_LINK_VERSION_LENGTH],
    [['practiceManagementVersion'], MAX_PMS_VERSION_LENGTH],
    [['clientTimestampUTC'], MAX_TIMESTAMP_LENGTH],
  ],
  'agent:heartbeat': [[['clientTimestampUTC'], MAX_TIMESTAMP_LENGTH]],
  'job:started': [[['at'], MAX_TIMESTAMP_LENGTH]],
  'job:uploading': [[['at'], MAX_TIMESTAMP_LENGTH]],
  'job:completed': [[['at'], MAX_TIMESTAMP_LENGTH]],
  'job:failed': [
    [['at'], MAX_TIMESTAMP_LENGTH],
    [['errorDetails', 'errorMessage'], MAX_ERROR_MESSAGE_LENGTH],
  ],
};

/** What boundAgentFields did: the message (a copy where something was cut) and the cut fields' paths. */
export interface Bounded<M> {
  message: M;
  /** Dotted paths of the fields cut; empty when the message was within its bounds. */
  cut: string[];
}

/**
 * Cuts each bounded free text of an agent message that is over its bound. Takes any parsed value (the
 * gateway calls it on a report that failed its schema), touches only string fields at the known paths,
 * and copies only the objects on a cut field's path: an inline result is never copied.
 */
export function boundAgentFields<M>(message: M, by: Cutter): Bounded<M> {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  const fields = typeof type === 'string' && Object.hasOwn(BOUNDED_FIELDS, type) ? BOUNDED_FIELDS[type]! : [];
  let result = message as Record<string, unknown>;
  const cut: string[] = [];
  for (const [path, maxLength] of fields) {
    const value = valueAt(result, path);
    if (typeof value !== 'string' || value.length <= maxLength) continue;
    result = withValueAt(result, path, boundText(value, maxLength, by));
    cut.push(path.join('.'));
  }
  return { message: result as M, cut };
}

function valueAt(root: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function withValueAt(root: Record<string, unknown>, path: readonly string[], value: string): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  return { ...root, [key]: rest.length === 0 ? value : withValueAt(root[key] as Record<string, unknown>, rest, value) };
}
