/** Clock drift as the sites pages show it. */
import { describe, expect, it } from 'vitest';
import { clockDrift } from './time.js';

describe('clock drift', () => {
  it("is the agent's time at its heartbeat minus the gateway's at its arrival, signed, in tenths of a second", () => {
    expect(clockDrift('2026-11-21T00:00:02.340Z', '2026-11-21T00:00:00.000Z')).toBe('+2.3 s');
    expect(clockDrift('2026-11-21T00:00:00.000Z', '2026-11-21T00:00:01.500Z')).toBe('−1.5 s');
    expect(clockDrift('2026-11-21T00:00:00.000Z', '2026-11-21T00:00:00.040Z')).toBe('+0.0 s');
    expect(clockDrift(undefined, '2026-11-21T00:00:00.000Z')).toBe('unknown');
  });
});
