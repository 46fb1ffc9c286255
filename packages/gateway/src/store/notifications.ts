/**
 * @module store/notifications
 * PostgreSQL LISTEN/NOTIFY between gateway instances sharing a store: wake-ups that carry ids only, never
 * payloads (the row is the message; the notification says where to look). One dedicated connection
 * listens (a pooled one cannot: LISTEN belongs to a session); a lost connection is re-opened with backoff
 * and re-listens, and what was missed meanwhile is found by the periodic sweeps. Channel names carry the
 * store's schema, so stores sharing a database do not hear each other. Knows nothing of what the ids mean.
 */
import { backOff } from 'exponential-backoff';
import pg from 'pg';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './schema.js';

export type NotificationHandler = (payload: string) => void;

/**
 * A notification as an SQL expression, for a store write to send in its own statement (`with w as (…
 * returning id) select <signal> from w`): one round trip instead of two, and sent only if the write matched.
 */
export type Signal = RawBuilder<unknown>;

export interface Notifications {
  /** Calls `handler` with the payload of every notification on `channel` from now on. */
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  /**
   * Sends each payload on `channel`, in one statement; inside a transaction they are delivered when (and
   * only if) the transaction commits.
   */
  notify(db: Db, channel: string, payloads: readonly string[]): Promise<void>;
  /** The notification of `payload` on `channel`, to be sent by a store write (see Signal). */
  signal(channel: string, payload: string): Signal;
  close(): Promise<void>;
}

/** The channel name for `name` in the store's namespace (the schema), as PostgreSQL identifiers allow. */
function channelName(namespace: string, name: string): string {
  return `${namespace}_${name}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
}

export function openNotifications(connectionString: string, namespace: string, onError: (err: unknown) => void): Notifications {
  const handlers = new Map<string, NotificationHandler[]>();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  const connect = (): Promise<void> =>
    (connecting ??= backOff(
      async () => {
        if (closed) return;
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
        });
        next.on('error', (err) => {
          onError(err);
          if (client === next) {
            client = undefined;
            void next.end().catch(() => undefined);
            if (!closed) void connect();
          }
        });
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
        client = next;
      },
      { numOfAttempts: Number.MAX_SAFE_INTEGER, startingDelay: 100, maxDelay: 5000, jitter: 'full', retry: () => !closed },
    ).finally(() => {
      connecting = undefined;
    }));

  return {
    async listen(name, handler) {
      const channel = channelName(namespace, name);
      const known = handlers.get(channel);
      handlers.set(channel, [...(known ?? []), handler]);
      if (!client) await connect();
      else if (!known) await client.query(`listen "${channel}"`);
    },
    async notify(db, name, payloads) {
      if (payloads.length === 0) return;
      const channel = channelName(namespace, name);
      if (payloads.length === 1) await sql`select pg_notify(${channel}, ${payloads[0]})`.execute(db);
      else await sql`select pg_notify(${channel}, p) from unnest(cast(${[...payloads]} as text[])) as p`.execute(db);
    },
    signal(name, payload) {
      return sql`pg_notify(${channelName(namespace, name)}, ${payload})`;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
