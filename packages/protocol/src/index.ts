/**
 * @module protocol
 * Public entry of the protocol module: what the gateway and the agent agree on.
 */
export * from './version.js';
export * from './bounds.js';
export * from './messages.js';
export * from './close-codes.js';
export * from './wire.js';
export * from './agent-api.js';
export * from './pms-kinds.js';
export * from './jobs.js';
export * from './sql-command.js';
export * from './query-status.js';
export * from './page-encoding.js';
