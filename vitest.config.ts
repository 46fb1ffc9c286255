import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests import the packages' TypeScript sources (the "source" export condition), never their builds, so a test
// sees the code as written; the processes that end-to-end suites start run the builds, as users do.
// End-to-end suites start real gateway and agent processes; they need room to breathe on a 2-core machine.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default'],
  },
});
