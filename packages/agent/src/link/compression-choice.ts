/**
 * @module agent/link/compression-choice
 * Picks how hard to compress the next page, so that compression never becomes what holds an export back. On
 * a clinic uplink the link is the bottleneck and the strongest level pays (every byte saved is time saved);
 * on a fast network the link would take the text faster than any level could shrink it, and pages go
 * uncompressed. Each level's ratio and speed are learnt from the pages compressed with it on this machine.
 */
import os from 'node:os';
import type { PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { levelsOf } from './page-compressor.js';

interface LevelStats {
  /** Text bytes per compressed byte. */
  ratio: number;
  /** Text bytes a second one compression gets through. */
  speed: number;
}

/** Starting guesses per encoding and level (row JSON, 1 MiB pages), replaced as pages are measured. */
const GUESSES: Record<PageEncoding, Record<number, LevelStats>> = {
  br: { 5: { ratio: 14, speed: 50e6 }, 4: { ratio: 12.5, speed: 80e6 }, 1: { ratio: 10, speed: 150e6 } },
  zstd: { 6: { ratio: 13, speed: 80e6 }, 3: { ratio: 12, speed: 200e6 }, 1: { ratio: 11, speed: 300e6 } },
  gzip: { 6: { ratio: 10.5, speed: 45e6 }, 1: { ratio: 8.5, speed: 80e6 } },
};
/** Weight of each new measurement. */
const ALPHA = 0.3;

/** Compressions that can run at once: a core is left for the agent's own thread (and the database's). */
export const COMPRESSION_THREADS = Math.max(1, os.availableParallelism() - 1);

export class CompressionChoice {
  private readonly stats = new Map<number, LevelStats>();
  private readonly levels: readonly number[];

  constructor(
    readonly encoding: PageEncoding,
    /** Compressions that run at once (the uplink holds the others back, so each measures one core's speed). */
    private readonly parallel = COMPRESSION_THREADS,
  ) {
    this.levels = levelsOf(encoding);
    for (const level of this.levels) this.stats.set(level, { ...(GUESSES[encoding][level] ?? { ratio: 8, speed: 50e6 }) });
  }

  /** The level for the next page when the link takes `linkRate` compressed bytes a second; undefined: none. */
  levelFor(linkRate: number): number | undefined {
    for (const level of this.levels) {
      const { ratio, speed } = this.stats.get(level)!;
      // Keeping up on average is enough: the pages in flight absorb the ups and downs.
      if (speed * this.parallel >= linkRate * ratio) return level;
    }
    // No level keeps up: the fastest, if it still moves more text than the link would uncompressed.
    const fastest = this.levels[this.levels.length - 1];
    if (fastest === undefined) return undefined;
    const { ratio, speed } = this.stats.get(fastest)!;
    return Math.min(speed * this.parallel, linkRate * ratio) > linkRate ? fastest : undefined;
  }

  /** One page compressed at `level`: `text` bytes to `compressed` bytes in `ms`. */
  record(level: number, text: number, compressed: number, ms: number): void {
    const stats = this.stats.get(level);
    if (!stats || text <= 0 || compressed <= 0 || ms <= 0) return;
    stats.ratio += ALPHA * (text / compressed - stats.ratio);
    stats.speed += ALPHA * (text / (ms / 1000) - stats.speed);
  }
}
