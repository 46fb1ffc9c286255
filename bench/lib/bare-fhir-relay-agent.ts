/**
 * @module bench/lib/bare-fhir-relay-agent
 * The agent of B6's floor (./bare-fhir-relay-server): one WebSocket out to the server; for each `{n, i}` it
 * runs search i's recorded commands (better-sqlite3 prepared statements with the agent's bindings, all
 * rows fetched, on this thread) and sends `{n, results}` back. Configured by BENCH_B6_FLOOR_WORK,
 * BENCH_B6_FLOOR_DB and BENCH_B6_FLOOR_URL; exits when the socket closes.
 */
import fs from 'node:fs';
import WebSocket from 'ws';
import { sqliteBindings } from '@site-query-gateway/agent/drivers/sqlite/sqlite-bindings.js';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { FloorWork } from './bare-fhir-relay-server.js';

const workFile = process.env.BENCH_B6_FLOOR_WORK;
const file = process.env.BENCH_B6_FLOOR_DB;
const url = process.env.BENCH_B6_FLOOR_URL;
if (!workFile || !file || !url) throw new Error('BENCH_B6_FLOOR_WORK, BENCH_B6_FLOOR_DB and BENCH_B6_FLOOR_URL must be set');

const work = JSON.parse(fs.readFileSync(workFile, 'utf8')) as FloorWork;
const db = new Database(file, { fileMustExist: true, readonly: true });
const searches = work.searches.map((s) => s.commands.map((command) => ({ statement: db.prepare(command.text), bindings: sqliteBindings(command) })));

const socket = new WebSocket(url);
socket.on('message', (data) => {
  const { n, i } = JSON.parse(String(data)) as { n: number; i: number };
  const results = (searches[i] ?? []).map(({ statement, bindings }) => statement.all(bindings));
  socket.send(JSON.stringify({ n, results }));
});
socket.on('close', () => process.exit(0));
socket.on('error', () => process.exit(1));
