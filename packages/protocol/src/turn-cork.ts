/**
 * @module protocol/turn-cork
 * Frames sent on the agent socket together leave in one write. Each write to a loopback or LAN socket is a
 * system call that also wakes the reader; on virtual machines those are the dearest part of a small message
 * (for a relayed point query, a frame's own `writev` is a large share of the gateway's work). The socket is corked on the first
 * frame and uncorked later, which costs a lone frame nothing measurable and lets frames sent together travel
 * together. Two spans:
 * - `corkPerTurn` (the agent's outbox): until the turn's callbacks have run (`setImmediate`), so the
 *   completions of jobs that finished in one turn share a write.
 * - `corkPerTick` (the gateway's end): until the current callback and its promise continuations have run
 *   (`process.nextTick`), so the acknowledgements of one group commit share a write, while a dispatch is never
 *   held back behind other connections' work.
 * Knows nothing of the protocol.
 */
import type { Writable } from 'node:stream';

function corkUntil(socket: Writable, later: (release: () => void) => void): () => void {
  let corked = false;
  const release = (): void => {
    corked = false;
    // A destroyed socket ignores this; one still open writes what was queued, in one system call.
    socket.uncork();
  };
  return () => {
    if (corked) return;
    corked = true;
    socket.cork();
    later(release);
  };
}

/** Returns `hold`: call it before each send; the socket stays corked until the turn ends. */
export function corkPerTurn(socket: Writable): () => void {
  return corkUntil(socket, setImmediate);
}

/**
 * Returns `hold`: call it before each send; the socket stays corked until the current tick ends (the
 * callback running now and the promise continuations it queued).
 */
export function corkPerTick(socket: Writable): () => void {
  return corkUntil(socket, process.nextTick);
}
