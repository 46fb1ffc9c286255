import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.js';

/** A pino logger writing its lines (parsed, without the time) into `lines`. */
function capturingLogger(level: string): { log: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
        lines.push(rest);
      }
      done();
    },
  });
  return { log: pino({ level }, sink), lines };
}

describe('lazyChildLogger', () => {
  it('writes the same lines as pino children, nested bindings in the same order', () => {
    const real = capturingLogger('info');
    const lazy = capturingLogger('info');
    const realChild = real.log.child({ reqId: 'r1' }).child({ integratorId: 'i1' });
    const lazyChild = lazyChildLogger(lazy.log, { reqId: 'r1' }).child({ integratorId: 'i1' });
    for (const log of [realChild, lazyChild]) {
      log.info('plain message');
      log.warn({ queryId: 'q1', detail: { n: 2 } }, 'with an object and %s', 'an argument');
      log.error(new Error('boom'));
      log.debug('below the level');
    }
    expect(lazy.lines).toEqual(real.lines);
    expect(lazy.lines.map((l) => Object.keys(l).filter((k) => k === 'reqId' || k === 'integratorId'))).toEqual([
      ['reqId', 'integratorId'],
      ['reqId', 'integratorId'],
      ['reqId', 'integratorId'],
    ]);
    expect(lazy.lines[1]).toMatchObject({ level: 40, queryId: 'q1', detail: { n: 2 }, msg: 'with an object and an argument' });
    expect(lazy.lines[2]).toMatchObject({ level: 50, err: { message: 'boom' }, msg: 'boom' });
  });

  it('makes no pino child until a line is written at an enabled level, then only one', () => {
    const { log, lines } = capturingLogger('warn');
    const child = vi.spyOn(log, 'child');
    const lazy = lazyChildLogger(log, { reqId: 'r2' }).child({ siteId: 's2' });
    lazy.info('not written');
    lazy.debug({ a: 1 }, 'not written either');
    expect(lazy.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();
    lazy.warn('written');
    lazy.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r2', siteId: 's2' });
    expect(lines.map((l) => [l.msg, l.reqId, l.siteId])).toEqual([
      ['written', 'r2', 's2'],
      ['written too', 'r2', 's2'],
    ]);
  });

  it('a child of a child already made, or one with options of its own, is a real child of it', () => {
    const { log, lines } = capturingLogger('info');
    const lazy = lazyChildLogger(log, { reqId: 'r3' });
    lazy.info('makes the first child');
    lazy.child({ integratorId: 'i3' }).info('nested');
    lazy.child({ siteId: 's3' }, { level: 'error' }).warn('below its own level');
    lazyChildLogger(log, { reqId: 'r4' }, { level: 'error' }).warn('below its own level too');
    expect(lines.map((l) => [l.msg, l.reqId, l.integratorId])).toEqual([
      ['makes the first child', 'r3', undefined],
      ['nested', 'r3', 'i3'],
    ]);
  });

  it('a level set on it applies to it alone', () => {
    const { log, lines } = capturingLogger('info');
    const lazy = lazyChildLogger(log, { reqId: 'r5' });
    lazy.level = 'error';
    lazy.warn('not written');
    log.warn('the parent still writes');
    expect(lines.map((l) => l.msg)).toEqual(['the parent still writes']);
  });
});
