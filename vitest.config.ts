import { defineConfig } from 'vitest/config';

// End-to-end suites start real gateway and agent processes; they need room to breathe on a 2-core machine.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default'],
  },
});
