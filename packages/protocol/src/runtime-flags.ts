/**
 * @module config/runtime-flags
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
 * keeps their resident memory near what is live (measured: the idle gateway 141 → 114 MiB) for a little more
 * collection work.
 *
 * `--heap-growing-percent=50`: V8 collects the old generation only once it has grown by a factor it picks
 * from its own speed figures. Streaming pages, the gateway's request objects outlive a few young collections
 * and are promoted (~34 KB a collection, ~40 MB of dead old generation per 5M-row export and read); for its
 * ~30 MB live heap V8 let it reach ~70 MB with no full collection in the whole export (B3's peak: 145–192 MiB
 * against design.md's 150 MB). A fixed factor of 1.5 collects at ~45 MB instead: B3 at 5M rows peaked at
 * 134–139 MiB; over two exports 13 full collections took 93 ms (without the flag: 2 taking 11 ms) and the
 * gateway's CPU stayed within noise of the default; over a whole B1 run it made 14 full collections (80 ms)
 * against 2,755 young ones (2.7 s). The agent had it too from the eleventh session on: its B3 peak came in
 * the first export after start, 135–144 MiB (once over the 143 MiB line), 126–129 MiB in the others; with the
 * flag, six 1M-row exports in two runs interleaved with two runs without it peaked at 126–129 MiB, against
 * 126–140 MiB, with upload times within the same spread.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

/**
 * The gateway (and the demo, which hosts it): the agent's heap factor, with 4 MB semi-spaces instead of 2.
 * At ten concurrent requests a request's own objects (its query, flight, timer, promises) live for the
 * agent's round trip, ~5–20 ms; with 2 MB semi-spaces a young collection came every ~10 ms, so they outlived
 * one or two and were promoted, and the old generation, collected at 1.5× its live size, was marked again
 * and again (`--trace-gc`, B6's family search: a full collection every ~270 searches at 2 MB, every ~800 at
 * 4). Interleaved runs of the family search (20 Patients a page) at 2 and 4 MB: V8's helper threads
 * 76–141 against 17–66 µs each a search, the gateway's CPU 0.69–0.72 against 0.56 of the agent's; 8 and 16 MB
 * gained nothing more. Full B6 runs within an hour, one before and four after: the family search 405 →
 * 492–586 searches/s (the gateway's CPU 1,897 → 1,057–1,262 µs a search), the geometric mean 0.44 →
 * 0.48–0.53. The price is B3's gateway peak: 131–139 against 119–128 MiB, inside the 143 MiB line. The agent keeps 2: its B3 peak is the closer one to the
 * line, and its objects do not wait on another process.
 *
 * Why not a heap factor of 2 (`--heap-growing-percent=100`), tried in the eighteenth session: while an export
 * uploads its pages the gateway promotes ~75 KB a page (`--trace-gc-nvp`), and at 1.5 its ~31 MB live heap is
 * marked every ~150 ms, ten times in a 1M-row export. At 2 the gateway's CPU an export fell from 0.87–1.33 to
 * 0.63–0.77 s and B3's 1M rate rose ~8 % (seven interleaved 1M-only B3 runs each: 534–588k against 487–548k
 * rows/s), but its peak RSS rose ~4 MiB, to 136–143 MiB against 133–138 (the line is 150 MB, 143 MiB), and
 * read 143 MiB, over the line, in one run of about fifteen; 1.75 was no better placed. Most of that peak was
 * garbage: during an upload up to 22–24 MB of array buffers, 1.1–1.6 MB of them alive after two forced full
 * collections. The nineteenth session found why, and the fix took the place of the factor: the upload's 64 KiB
 * body chunks count against the old generation's limit until a young collection frees them, and few come while
 * pages stream in. The file store now frees each chunk once written (store/page-content/chunk-release): 43 full
 * collections in four 1M-row B3 exports became 6 in five, the gateway's CPU per upload fell by ~40 % and its
 * B3 peak to 113–118 MiB. The factor was not tried again: with full collections that rare it has little left to save.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

/**
 * Environment both processes start with. `MALLOC_ARENA_MAX=2` (glibc's malloc; other C libraries and Windows
 * ignore it): glibc gives each thread that allocates an arena of its own, up to 8 per core, and memory freed
 * in one stays there. The agent's SQLite worker threads, libuv's pool and V8's helpers held six arenas (30 MiB
 * of the agent's 84 MiB anonymous memory after an export, 18 MiB in one). With two, B3's peaks fell from
 * 132–142 to 126–136 MiB (agent) and 124–127 to 115–124 MiB (gateway) against the 143 MiB line, and climbed
 * less from one export to the next; upload times (1M rows, interleaved driver runs: 2.13 against 2.14 s) and
 * B6's searches (CPU per search within the runs' spread, the agent's 3–16 % lower) did not suffer. A fixed
 * `MALLOC_MMAP_THRESHOLD_` of 1 MiB cut as much memory but made exports 7 % slower (it also keeps glibc's trim
 * threshold at 128 KiB: freed memory goes back to the kernel and is faulted in again).
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
