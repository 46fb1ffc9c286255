/**
 * @module bench/lib/clinic-link
 * An emulated clinic link for B7: two network namespaces, `<name>-cloud` (the gateway, 198.18.0.1) and
 * `<name>-clinic` (the agent, 198.18.0.2), joined by a link with a clinic's round trip, rates, queue and loss.
 * Where the kernel has `sch_netem` the link is a veth pair shaped by `tc netem`; elsewhere it is
 * bench/clinic-link (a user-space emulator between two TUN devices). Either way real kernel TCP runs end to end.
 *
 * The bench process stays in the root namespace and reaches the cloud side over a veth pair of its own
 * (198.19.255.1 ↔ 198.19.255.2): integrators sit on the cloud's fast side, as they do in production.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TOOL = fileURLToPath(new URL('../../../bench/clinic-link/clinic-link', import.meta.url));

export const CLOUD_ADDRESS = '198.18.0.1';
export const CLINIC_ADDRESS = '198.18.0.2';
const BENCH_SIDE = '198.19.255.1';
const CLOUD_SIDE = '198.19.255.2';

export type LinkProfile = 'dsl' | 'dsl-loss' | 'lan';

interface Shape {
  delayMs: number;
  upBps: number;
  downBps: number;
  lossPct: number;
  queueMs: number;
}

/** The profiles both backends implement (one-way delay; up = clinic → cloud). */
export const PROFILES: Record<LinkProfile, Shape> = {
  dsl: { delayMs: 15, upBps: 20e6, downBps: 50e6, lossPct: 0, queueMs: 100 },
  'dsl-loss': { delayMs: 15, upBps: 20e6, downBps: 50e6, lossPct: 1, queueMs: 100 },
  lan: { delayMs: 0, upBps: 10e9, downBps: 10e9, lossPct: 0, queueMs: 1000 },
};

type Backend = 'netem' | 'clinic-link';

function ok(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Whether `tc qdisc … netem` works here, tried on a throwaway namespace's loopback. */
function hasNetem(): boolean {
  const ns = `b7probe-${process.pid}`;
  if (!ok('ip', ['netns', 'add', ns])) return false;
  try {
    return ok('ip', ['netns', 'exec', ns, 'tc', 'qdisc', 'add', 'dev', 'lo', 'root', 'netem', 'delay', '1ms']);
  } finally {
    ok('ip', ['netns', 'del', ns]);
  }
}

/** Why no link can be made here, or null when one can. */
export function linkUnavailableReason(): string | null {
  if (process.getuid?.() !== 0) return 'needs root (network namespaces)';
  if (!ok('ip', ['-V'])) return 'needs iproute2 (`ip`)';
  if (hasNetem()) return null;
  if (!fs.existsSync('/dev/net/tun')) return 'the kernel has neither sch_netem nor /dev/net/tun';
  if (!ok('sh', ['-c', 'command -v cc'])) return 'the kernel has no sch_netem, and the user-space emulator needs a C compiler (cc)';
  return null;
}

/** Netem's queue bound is in packets: the packets of `queueMs` at the rate, of a full-size 1500-byte frame. */
function netemArgs(rateBps: number, shape: Shape): string[] {
  const limit = Math.max(10, Math.round((rateBps * shape.queueMs) / 1000 / 8 / 1500));
  return ['delay', `${shape.delayMs}ms`, 'rate', `${rateBps}bit`, 'limit', String(limit), ...(shape.lossPct > 0 ? ['loss', `${shape.lossPct}%`] : [])];
}

export class ClinicLink {
  readonly cloud: string;
  readonly clinic: string;
  private profileName: LinkProfile;

  private constructor(
    private readonly name: string,
    private readonly backend: Backend,
    profile: LinkProfile,
  ) {
    this.cloud = `${name}-cloud`;
    this.clinic = `${name}-clinic`;
    this.profileName = profile;
  }

  /** The address the bench process reaches the cloud namespace at. */
  get cloudFromBench(): string {
    return CLOUD_SIDE;
  }

  get profile(): LinkProfile {
    return this.profileName;
  }

  get kind(): Backend {
    return this.backend;
  }

  /** Creates the namespaces and the link, shaped as `profile`. Any link of the same name is taken down first. */
  static async up(name: string, profile: LinkProfile): Promise<ClinicLink> {
    const link = new ClinicLink(name, hasNetem() ? 'netem' : 'clinic-link', profile);
    await link.down();
    if (link.backend === 'clinic-link') await link.tool('up', profile);
    else await link.netemUp(profile);
    await link.routeFromBench();
    return link;
  }

  /** `ip netns exec <ns>` before a command: how a process is started on one side of the link. */
  prefix(side: 'cloud' | 'clinic'): string[] {
    return ['ip', 'netns', 'exec', side === 'cloud' ? this.cloud : this.clinic];
  }

  async shape(profile: LinkProfile): Promise<void> {
    if (this.backend === 'clinic-link') await this.tool('shape', profile);
    else await this.netemShape(profile);
    this.profileName = profile;
  }

  /** The emulator's packet and drop counters (clinic-link only), for the results' details. */
  async status(): Promise<string> {
    if (this.backend === 'netem') {
      const { stdout } = await run('ip', ['netns', 'exec', this.clinic, 'tc', '-s', 'qdisc', 'show', 'dev', 'b7up']);
      return stdout;
    }
    return (await this.tool('status')).trim();
  }

  async down(): Promise<void> {
    ok('ip', ['link', 'del', 'b7bench']);
    if (this.backend === 'clinic-link') {
      await this.tool('down').catch(() => undefined);
      return;
    }
    ok('ip', ['netns', 'del', this.cloud]);
    ok('ip', ['netns', 'del', this.clinic]);
  }

  private async tool(...args: string[]): Promise<string> {
    const { stdout } = await run(TOOL, args, { env: { ...process.env, CLINIC_LINK_NAME: this.name }, maxBuffer: 1 << 20 });
    return stdout;
  }

  private async ipIn(ns: string, ...args: string[]): Promise<void> {
    await run('ip', ['-n', ns, ...args]);
  }

  private async netemUp(profile: LinkProfile): Promise<void> {
    for (const ns of [this.cloud, this.clinic]) {
      await run('ip', ['netns', 'add', ns]);
      await this.ipIn(ns, 'link', 'set', 'lo', 'up');
    }
    await run('ip', ['link', 'add', 'b7up', 'netns', this.clinic, 'type', 'veth', 'peer', 'name', 'b7down', 'netns', this.cloud]);
    await this.ipIn(this.clinic, 'addr', 'add', `${CLINIC_ADDRESS}/24`, 'dev', 'b7up');
    await this.ipIn(this.cloud, 'addr', 'add', `${CLOUD_ADDRESS}/24`, 'dev', 'b7down');
    await this.ipIn(this.clinic, 'link', 'set', 'b7up', 'up');
    await this.ipIn(this.cloud, 'link', 'set', 'b7down', 'up');
    for (const ns of [this.cloud, this.clinic]) await run('ip', ['netns', 'exec', ns, 'sysctl', '-qw', 'net.ipv4.tcp_congestion_control=reno']);
    await this.netemShape(profile, 'add');
  }

  private async netemShape(profile: LinkProfile, verb: 'add' | 'change' = 'change'): Promise<void> {
    const shape = PROFILES[profile];
    await run('ip', ['netns', 'exec', this.clinic, 'tc', 'qdisc', verb, 'dev', 'b7up', 'root', 'netem', ...netemArgs(shape.upBps, shape)]);
    await run('ip', ['netns', 'exec', this.cloud, 'tc', 'qdisc', verb, 'dev', 'b7down', 'root', 'netem', ...netemArgs(shape.downBps, shape)]);
  }

  /** A veth pair from the root namespace into the cloud side, unshaped. */
  private async routeFromBench(): Promise<void> {
    await run('ip', ['link', 'add', 'b7bench', 'type', 'veth', 'peer', 'name', 'b7cloud', 'netns', this.cloud]);
    await run('ip', ['addr', 'add', `${BENCH_SIDE}/30`, 'dev', 'b7bench']);
    await run('ip', ['link', 'set', 'b7bench', 'up']);
    await this.ipIn(this.cloud, 'addr', 'add', `${CLOUD_SIDE}/30`, 'dev', 'b7cloud');
    await this.ipIn(this.cloud, 'link', 'set', 'b7cloud', 'up');
  }
}

/** The vendored tool's directory, for the results' details. */
export const CLINIC_LINK_TOOL = path.dirname(TOOL);
