/**
 * @module store/page-content/chunk-release
 * Frees the memory of chunks read from a socket as soon as their bytes have been written on, instead of when
 * a garbage collection reaches them.
 *
 * Why: Node gives every chunk it reads from a socket (an HTTP body's 64 KiB pieces included) an ArrayBuffer
 * of its own, and V8 counts those bytes as external memory against the old generation's limit until a young
 * collection frees the dead ones. A page upload allocates little else, so young collections are rare while
 * it streams, and the dead chunks reach the limit first: the gateway would start a full collection of its
 * whole heap every few young ones, and marking and sweeping would take a large share of its CPU in an
 * export, and raise its peak memory. A smaller young generation would do as much for uploads but slow the
 * FHIR searches (the protocol package's runtime-flags: why 4 MB).
 *
 * How: an ArrayBuffer frees its memory when it is detached and nothing else holds it. Node 21 and later
 * have `ArrayBuffer.prototype.transfer`; Node 20 has it behind a flag only, so there the chunk is detached by
 * posting it to a port that never reads it, and the port's queue is dropped (memory and all) on `close()`.
 * Either way the chunk reads as empty afterwards: release only chunks that nothing else will read.
 * Knows nothing of pages: the export benchmark's integrator (bench/lib/result-fetch) frees the pieces it reads
 * the same way.
 */
import { MessageChannel } from 'node:worker_threads';

type TransferableArrayBuffer = ArrayBuffer & { transfer?: (newLength?: number) => ArrayBuffer };

/** Smaller chunks are left to the collector: their bytes hardly count, and releasing one costs a message. */
const MIN_RELEASED_BYTES = 4096;

const hasTransfer = typeof (ArrayBuffer.prototype as TransferableArrayBuffer).transfer === 'function';

/**
 * Whether freeing the chunk's buffer frees only the chunk: it spans the whole of a plain ArrayBuffer. A
 * slice of a larger buffer (Node's pool for small buffers, one read holding headers and body) is never
 * released, as other views may still read the rest of it.
 */
export function spansItsBuffer(chunk: Uint8Array): boolean {
  return chunk.byteOffset === 0 && chunk.buffer instanceof ArrayBuffer && chunk.byteLength === chunk.buffer.byteLength;
}

/**
 * Releases chunks one consumer is done with (one page upload's, say); `close()` when that consumer ends,
 * whether it succeeded or not. Releasing is best effort: a chunk that cannot be detached (a buffer marked
 * untransferable) is left to the collector.
 */
export class ChunkReleaser {
  /** Node 20 only: the port the chunks are posted to, made on first use. */
  private sink: MessageChannel | undefined;

  release(chunks: Iterable<Uint8Array>): void {
    for (const chunk of chunks) {
      if (chunk.byteLength < MIN_RELEASED_BYTES || !spansItsBuffer(chunk)) continue;
      const buffer = chunk.buffer as TransferableArrayBuffer;
      try {
        if (hasTransfer) buffer.transfer!(0);
        else (this.sink ??= new MessageChannel()).port1.postMessage(null, [buffer]);
      } catch {
        // Not detachable: the collector frees it as before.
      }
    }
  }

  /** Drops what the Node 20 port still holds; the releaser can be used again afterwards. */
  close(): void {
    const sink = this.sink;
    this.sink = undefined;
    if (!sink) return;
    sink.port1.close();
    sink.port2.close();
  }
}
