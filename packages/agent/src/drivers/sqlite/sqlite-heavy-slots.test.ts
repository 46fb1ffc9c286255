/**
 * The heavy-command slots on their own (holders are plain names, no threads): at most `limit` counted at
 * once, first come first served, a slot given back goes to the first waiter; a holder past `longHoldMs`
 * stops counting, so one waiter goes ahead after that long; waits end at their timeout, on abort, at close.
 */
import { describe, expect, it } from 'vitest';
import { HeavySlots } from './sqlite-heavy-slots.js';

function slots(limit: number, longHoldMs: number): { slots: HeavySlots<string>; lent: string[] } {
  const lent: string[] = [];
  let n = 0;
  return {
    lent,
    slots: new HeavySlots(limit, longHoldMs, () => {
      const name = `t${++n}`;
      lent.push(name);
      return name;
    }),
  };
}

describe('heavy-command slots', () => {
  it('lends at most `limit` at once and gives a slot back to the first waiter', async () => {
    const { slots: s, lent } = slots(2, 600_000);
    expect(s.tryTake()).toBe('t1');
    expect(s.tryTake()).toBe('t2');
    expect(s.tryTake()).toBeUndefined();
    const first = s.wait(30_000);
    const second = s.wait(30_000);
    expect(s.waits).toBe(2);
    expect(lent).toEqual(['t1', 't2']);
    s.giveBack('t2');
    expect(await first).toBe('t3');
    // A holder given back twice, or one never lent, frees nothing.
    s.giveBack('t2');
    s.giveBack('nobody');
    expect(s.tryTake()).toBeUndefined();
    s.giveBack('t1');
    expect(await second).toBe('t4');
    s.close();
  });

  it('stops counting a holder past longHoldMs: one waiter goes ahead then, and the limit holds again', async () => {
    const { slots: s } = slots(1, 50);
    // Timed from before the take, which starts the holder's clock: nothing in between can shorten the wait.
    const started = performance.now();
    expect(s.tryTake()).toBe('t1');
    const waiter = s.wait(30_000);
    expect(await waiter).toBe('t2');
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
    // t1 (long) no longer counts, t2 does: the limit of 1 is reached again.
    expect(s.tryTake()).toBeUndefined();
    // Giving back the long holder frees no counted slot.
    s.giveBack('t1');
    expect(s.tryTake()).toBeUndefined();
    s.giveBack('t2');
    expect(s.tryTake()).toBe('t3');
    s.close();
  });

  it('ends a wait at its timeout, on abort and at close, lending nothing', async () => {
    const { slots: s, lent } = slots(1, 600_000);
    s.tryTake();
    expect(await s.wait(20)).toBe('deadline');
    const controller = new AbortController();
    const aborted = s.wait(30_000, controller.signal);
    controller.abort(new Error('cancelled'));
    expect(await aborted).toBe('aborted');
    const already = new AbortController();
    already.abort();
    expect(await s.wait(30_000, already.signal)).toBe('aborted');
    const atClose = s.wait(30_000);
    s.close();
    expect(await atClose).toBe('closed');
    expect(await s.wait(30_000)).toBe('closed');
    expect(s.tryTake()).toBeUndefined();
    expect(lent).toEqual(['t1']);
  });
});
