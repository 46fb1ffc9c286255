/**
 * @module config/runtime-flags
 * The V8 flags the gateway and the agent run with. V8's young generation grows to 16 MB semi-spaces under
 * allocation and keeps them: most of what both processes allocate (frames, rows, pages) dies young, so
 * a small young generation keeps their resident memory near what is live (measured: the idle gateway
 * 141 → 114 MiB) for a little more collection work. The flags cannot be set from inside a running
 * process, so they go on the command line: in the bins' shebangs, `npm start`, and every place that
 * starts the gateway or the agent (demo, tests, benchmarks); a test keeps the shebangs in step.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
