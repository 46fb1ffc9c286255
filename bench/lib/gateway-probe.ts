/**
 * @module bench/lib/gateway-probe
 * Preloaded into the gateway process (`node --expose-gc --import …/gateway-probe.js`) so the bench can
 * ask it for a memory reading after forced GCs, and so the gateway exits if the bench dies (its IPC
 * channel closes). Touches nothing of the gateway itself: VmRSS, CPU time and the gateway's own
 * /metrics are read from outside.
 */
import { serveIpc } from './ipc.js';
import { memoryReport } from './memory-report.js';

if (process.send) serveIpc({ memory: memoryReport }, { unref: true });
