/**
 * @module bench/lib/bare-relay-agent
 * The bare relay's agent (./bare-relay-server): one WebSocket out to the server; for each `{n, id}` it
 * runs the prepared statement (better-sqlite3 `get`, on this thread) and sends `{n, row}` back.
 * Configured by BENCH_DIRECT_DB, BENCH_DIRECT_SQL and BENCH_BARE_RELAY_URL; exits when the socket closes.
 */
import WebSocket from 'ws';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';

const file = process.env.BENCH_DIRECT_DB;
const sql = process.env.BENCH_DIRECT_SQL;
const url = process.env.BENCH_BARE_RELAY_URL;
if (!file || !sql || !url) throw new Error('BENCH_DIRECT_DB, BENCH_DIRECT_SQL and BENCH_BARE_RELAY_URL must be set');

const statement = new Database(file, { fileMustExist: true, readonly: true }).prepare(sql);
const socket = new WebSocket(url);
socket.on('message', (data) => {
  const { n, id } = JSON.parse(String(data)) as { n: number; id: number };
  socket.send(JSON.stringify({ n, row: statement.get({ id }) ?? null }));
});
socket.on('close', () => process.exit(0));
socket.on('error', () => process.exit(1));
