/**
 * @module protocol/runtime-flags
 * The V8 flags and the environment the gateway and the agent run with. Neither can be set from inside a
 * running process, so they go where the process starts: in the bins' shebangs, `npm start`, `npm run demo`,
 * the systemd units and every place that starts the gateway or the agent (demo, tests, benchmarks); a test
 * keeps them in step.
 */

/**
 * The agent; the gateway takes the same with a young generation of its own (GATEWAY_NODE_FLAGS).
 *
 * `--max-semi-space-size=2`: V8's young generation grows to 16 MB semi-spaces under allocation and keeps
 * them: most of what both processes allocate (frames, rows, pages) dies young, so a small young generation
 * keeps their resident memory near what is live, for a little more collection work.
 *
 * `--heap-growing-percent=50`: V8 collects the old generation only once it has grown by a factor it picks
 * from its own speed figures. Streaming pages, the gateway's request objects outlive a few young collections
 * and are promoted; left to its own factor V8 let the old generation grow to more than twice its live size with
 * no full collection in a whole large export, taking the peak past the memory both processes must stay under. A
 * fixed factor of 1.5 collects earlier, for a few more full collections and no CPU that could be told from the
 * default's. The agent's peak, in the first export after its start, stays under the line with it too.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

/**
 * The gateway (and the demo, which hosts it): the agent's heap factor, with 4 MB semi-spaces instead of 2.
 * At ten concurrent requests a request's own objects (its query, flight, timer, promises) live for the
 * agent's round trip; with 2 MB semi-spaces a young collection came often enough that they outlived one or two
 * and were promoted, and the old generation, collected at 1.5 times its live size, was marked again and again.
 * At 4 MB far fewer are (larger sizes gained nothing more), FHIR searches cost the gateway markedly less CPU, and
 * the gateway's peak memory in a large export stays under the line. The agent keeps 2: its peak is the closer
 * one to the line, and its objects do not wait on another process.
 *
 * A heap factor of 2 (`--heap-growing-percent=100`) would save the gateway some CPU in an export but raise its
 * peak memory to the line. Most of that peak was garbage: an upload's body chunks count against the old
 * generation's limit until a young collection frees them. The file store frees each chunk once written
 * (store/page-content/chunk-release), which made full collections rare, so the factor has little left to save.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

/**
 * Environment both processes start with. `MALLOC_ARENA_MAX=2` (glibc's malloc; other C libraries and Windows
 * ignore it): glibc gives each thread that allocates an arena of its own, up to 8 per core, and memory freed
 * in one stays there. The agent's SQLite worker threads, libuv's pool and V8's helpers held six arenas, a third
 * of the agent's anonymous memory after an export. With two, both processes' peaks fell and climbed less from
 * one export to the next, and neither uploads nor searches got slower. A fixed `MALLOC_MMAP_THRESHOLD_` of 1 MiB
 * cut as much memory but made exports slower (it also keeps glibc's trim threshold at 128 KiB: freed memory goes
 * back to the kernel and is faulted in again).
 */
export const RUNTIME_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** `NAME=value …` of RUNTIME_ENV, as a shebang's `env -S`, an npm script or a systemd unit writes it. */
export function runtimeEnvAssignments(): string {
  return Object.entries(RUNTIME_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

/** A child's environment: RUNTIME_ENV under what the caller already has (an operator's own setting wins). */
export function withRuntimeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...RUNTIME_ENV, ...env };
}
