/**
 * @module api/lazy-child-logger
 * Per-request child loggers that become real pino children only when something is logged through them.
 *
 * Why: pino's `child()` serialises its bindings at once. Each request had two (Fastify's, naming the request
 * id, and ours, naming the integrator or site): a visible share of a relayed point query's cost, while at the
 * default level most requests log nothing. The lines a lazy child writes are the ones
 * the real child would have written: same bindings, same order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;

/** What a parent may offer to answer "would this line be written?" without making the child (pino does). */
interface LevelProbe {
  isLevelEnabled?(level: string): boolean;
}

class LazyChildLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.real ? this.real.level : this.parent.level;
  }

  set level(level: string) {
    this.materialise().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    if (hasOptions(options)) return this.materialise().child(bindings, options);
    // Not made yet: one child of the parent with both sets of bindings, as pino would nest them.
    return this.real ? new LazyChildLogger(this.real, bindings) : new LazyChildLogger(this.parent, { ...this.bindings, ...bindings });
  }

  private materialise(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    const probe = (this.real ?? this.parent) as LevelProbe;
    if (probe.isLevelEnabled && !probe.isLevelEnabled(level)) return;
    const real = this.materialise();
    (real[level] as LogCall).apply(real, args);
  }
}

function hasOptions(options: ChildLoggerOptions | undefined): options is ChildLoggerOptions {
  return options !== undefined && Object.keys(options).length > 0;
}

/**
 * A child of `parent` with `bindings`, made when first used to log. With options (a level or serializers of its
 * own) the child is made at once: whether a line is written then depends on the child, not the parent.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
  return hasOptions(options) ? parent.child(bindings, options) : new LazyChildLogger(parent, bindings);
}
