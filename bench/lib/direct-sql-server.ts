/**
 * @module bench/lib/direct-sql-server
 * B1's baseline, run as its own process: a minimal Fastify route serving the same point query on the
 * same SQLite file as the relayed path, with no gateway in between — `POST /direct` with `{"id": n}`
 * runs one better-sqlite3 prepared statement (`get`) and answers the row as JSON. No auth, no store, no
 * logging: the physical floor.
 *
 * Configured by the environment: BENCH_DIRECT_DB (the file) and BENCH_DIRECT_SQL (the statement, with
 * one named parameter @id). Announces `{ port }` over IPC once listening on 127.0.0.1.
 */
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import Fastify from 'fastify';
import { announceReady, serveIpc } from './ipc.js';

const file = process.env.BENCH_DIRECT_DB;
const sql = process.env.BENCH_DIRECT_SQL;
if (!file || !sql) throw new Error('BENCH_DIRECT_DB and BENCH_DIRECT_SQL must be set');

const db = new Database(file, { fileMustExist: true });
const statement = db.prepare(sql);

const app = Fastify({ logger: false });
app.post('/direct', async (request, reply) => {
  const id = (request.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') return reply.code(400).send({ error: 'id must be a number' });
  const row = statement.get({ id });
  if (row === undefined) return reply.code(404).send({ error: 'no such row' });
  return row;
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
serveIpc({});
announceReady({ port: typeof address === 'object' && address ? address.port : 0 });
