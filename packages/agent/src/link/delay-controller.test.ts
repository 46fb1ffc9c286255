/**
 * The delay controller grows the upload rate while the round trip stays at the link's own, shrinks it once
 * uploads queue up past the target, and never grows it when uploads did not wait for the rate.
 */
import { describe, expect, it } from 'vitest';
import { DelayController } from './delay-controller.js';

/** Feeds samples every `stepMs` with the round trip `rtt(rate)` gives for the controller's current rate. */
function drive(controller: DelayController, steps: number, stepMs: number, rtt: (rate: number) => number, start = 0): number {
  let now = start;
  for (let i = 0; i < steps; i++) {
    now += stepMs;
    controller.sample(rtt(controller.rate), now, true);
  }
  return now;
}

describe('delay controller', () => {
  it('ramps up quickly while nothing queues', () => {
    const controller = new DelayController({ initialRate: 1_000_000 });
    drive(controller, 10, 30, () => 30);
    expect(controller.rate).toBeGreaterThan(100_000_000);
  });

  it('settles near a bottleneck: queueing stays near its target, the rate near the link', () => {
    // A 2.5 MB/s uplink with a 30 ms round trip; the queue grows by what is sent above the link's rate.
    const link = 2_500_000;
    const controller = new DelayController({ initialRate: 1_000_000 });
    let queueBytes = 0;
    const rtt = (rate: number): number => {
      queueBytes = Math.max(0, queueBytes + (rate - link) * 0.03);
      return 30 + (queueBytes / link) * 1000;
    };
    const end = drive(controller, 200, 30, rtt);
    const rates: number[] = [];
    const queues: number[] = [];
    drive(controller, 100, 30, (rate) => {
      const value = rtt(rate);
      rates.push(rate);
      queues.push(value - 30);
      return value;
    }, end);
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(rates)).toBeGreaterThan(0.8 * link);
    expect(mean(rates)).toBeLessThan(1.3 * link);
    expect(mean(queues)).toBeLessThan(3 * controller.targetMs);
  });

  it("takes slow start's last doubling back at the first queued sample, then cuts at most by half once per round trip", () => {
    const controller = new DelayController({ initialRate: 10_000_000 });
    controller.sample(30, 0, true);
    controller.sample(30, 30, true);
    const before = controller.rate;
    controller.sample(300, 60, true);
    expect(controller.rate).toBe(before / 2);
    controller.sample(300, 90, true);
    expect(controller.rate).toBe(before / 2);
    controller.sample(300, 400, true);
    expect(controller.rate).toBe(before / 4);
    controller.sample(300, 420, true);
    expect(controller.rate).toBe(before / 4);
  });

  it('after slow start, one late sample does not cut: two in a row over the target do', () => {
    const controller = new DelayController({ initialRate: 10_000_000 });
    controller.sample(30, 0, true);
    controller.sample(45, 30, true);
    const settled = controller.rate;
    controller.sample(30, 60, false);
    controller.sample(60, 90, false);
    expect(controller.rate).toBe(settled);
    controller.sample(60, 120, false);
    expect(controller.rate).toBeLessThan(settled);
  });

  it('does not grow when uploads did not wait for the rate', () => {
    const controller = new DelayController({ initialRate: 1_000_000 });
    for (let t = 30; t <= 300; t += 30) controller.sample(30, t, false);
    expect(controller.rate).toBe(1_000_000);
  });

  it('takes the lowest recent round trip as the base, and the lowest recent samples as the queue', () => {
    const controller = new DelayController();
    controller.sample(30, 10, true);
    controller.sample(80, 20, true);
    controller.sample(31, 30, true);
    expect(controller.baseDelayMs).toBe(30);
    expect(controller.queueingMs).toBe(1);
  });

  it('lets a base that no later round trip comes near give way (a route that changed)', () => {
    const controller = new DelayController();
    controller.sample(10, 0, false);
    for (let t = 10_000; t <= 70_000; t += 10_000) controller.sample(40, t, false);
    expect(controller.baseDelayMs).toBe(40);
  });
});

describe('delay controller on a path that changes', () => {
  it('takes a round trip that stays up for seconds as the new base, and uploads recover', () => {
    const controller = new DelayController({ initialRate: 1_000_000 });
    for (let t = 0; t <= 1000; t += 10) controller.sample(0.3, t, true);
    // The link becomes a 30 ms one: not a queue of ours, however far the rate is cut.
    let t = 1000;
    for (; t <= 3500; t += 30) controller.sample(30, t, true);
    expect(controller.baseDelayMs).toBe(30);
    for (; t <= 4000; t += 30) controller.sample(30, t, true);
    expect(controller.rate).toBeGreaterThan(2_500_000);
  });

  it("takes a run's first round trip, before any of its bytes left, as the base when it is above the old one", () => {
    const controller = new DelayController({ initialRate: 1_000_000 });
    for (let t = 0; t <= 500; t += 10) controller.sample(0.3, t, true);
    expect(controller.rate).toBeGreaterThan(100_000_000);
    // What a fast path allowed says nothing of the new one: the rate starts again from the initial one.
    controller.startRun(30, 600);
    expect(controller.baseDelayMs).toBe(30);
    expect(controller.rate).toBe(1_000_000);
    controller.sample(30, 630, true);
    expect(controller.rate).toBeGreaterThan(1_000_000);
    // Below the base, it simply lowers it.
    controller.startRun(20, 700);
    expect(controller.baseDelayMs).toBe(20);
  });

  it('forgets the path on a new connection', () => {
    const controller = new DelayController();
    controller.sample(5, 0, true);
    controller.forgetPath();
    expect(controller.baseDelayMs).toBeUndefined();
    controller.sample(40, 10, true);
    expect(controller.baseDelayMs).toBe(40);
  });
});
