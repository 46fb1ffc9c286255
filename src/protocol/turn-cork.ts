/**
 * @module protocol/turn-cork
 * Frames sent on the agent socket within one turn of the event loop leave in one write. Each write to a
 * loopback or LAN socket is a system call that also wakes the reader; on virtual machines those are the
 * dearest part of a small message (B1: a fifth of the gateway's busy time was `writev`, one per frame).
 * Corking the socket on the first frame of a turn and uncorking it when the turn's callbacks have run
 * (`setImmediate`) costs a lone frame nothing measurable and lets frames sent together travel together,
 * such as the completions of jobs that finished together. The agent's outbox uses it; it knows nothing of
 * the protocol.
 */
import type { Writable } from 'node:stream';

/** Returns `hold`: call it before each send; the socket stays corked until the turn ends. */
export function corkPerTurn(socket: Writable): () => void {
  let corked = false;
  const release = (): void => {
    corked = false;
    // A destroyed socket ignores this; one still open writes what the turn queued, in one system call.
    socket.uncork();
  };
  return () => {
    if (corked) return;
    corked = true;
    socket.cork();
    setImmediate(release);
  };
}
