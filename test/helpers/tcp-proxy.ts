/**
 * A TCP relay between a site agent and the gateway, standing in for a clinic's link: it can meter the
 * clinic's upload (bytes a second, client → server), count what crossed, and cut every connection at once,
 * as a link that drops does.
 */
import net from 'node:net';

export class TcpProxy {
  /** Bytes relayed client → server (the clinic's upload). */
  upBytes = 0;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private tokens = 0;
  private refilledAt = performance.now();
  private readonly waiting = new Set<net.Socket>();
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly server: net.Server,
    readonly url: string,
    private readonly upBytesPerSecond: number | undefined,
  ) {}

  /** Listens on a free port of 127.0.0.1 and relays to `target` (`http://host:port`). */
  static async start(target: string, options: { upBytesPerSecond?: number } = {}): Promise<TcpProxy> {
    const { hostname, port } = new URL(target);
    const relays: { proxy?: TcpProxy } = {};
    const server = net.createServer((client) => relays.proxy?.relay(client, hostname, Number(port)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as net.AddressInfo;
    relays.proxy = new TcpProxy(server, `http://127.0.0.1:${address.port}`, options.upBytesPerSecond);
    return relays.proxy;
  }

  /** Drops every open connection, both ways, as a link that goes down does; new ones are relayed again. */
  cutAll(): void {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.cutAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket, host: string, port: number): void {
    const upstream = net.connect(port, host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
      this.waiting.delete(client);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      this.upBytes += chunk.length;
      upstream.write(chunk);
      if (this.upBytesPerSecond !== undefined) this.meter(client, chunk.length);
    });
  }

  /** Pauses the client's upload once it has used its share of the rate; resumed as tokens come back. */
  private meter(client: net.Socket, bytes: number): void {
    this.refill();
    this.tokens -= bytes;
    if (this.tokens >= 0) return;
    client.pause();
    this.waiting.add(client);
    // allow-fixed-wait: a metered link refills on a clock; the rate is the scenario, not a wait.
    this.timer ??= setInterval(() => {
      this.refill();
      if (this.tokens < 0) return;
      for (const waiting of this.waiting) waiting.resume();
      this.waiting.clear();
      clearInterval(this.timer);
      this.timer = undefined;
    }, 5);
  }

  private refill(): void {
    const now = performance.now();
    const rate = this.upBytesPerSecond ?? 0;
    this.tokens = Math.min(rate / 10, this.tokens + ((now - this.refilledAt) / 1000) * rate);
    this.refilledAt = now;
  }
}
