/**
 * @module core/webhooks/public-address
 * Which addresses a webhook may be sent to: globally reachable ones only. An integrator chooses the URL, so
 * without this the gateway would POST wherever it is told inside its own network (cloud metadata at
 * 169.254.169.254, a database admin page on 10.x, the gateway's own loopback) and report back whether it
 * answered. Checked on a literal when a URL is saved and on the addresses a connection is about to use (see
 * ./send), so a name that resolves to such an address — or starts to, after it was saved — is refused too.
 *
 * The rule: every block of the IANA IPv4 and IPv6 special-purpose address registries that is not marked
 * globally reachable is refused, and IPv6 outside global unicast (2000::/3) is refused whole. An IPv6 address
 * that carries an IPv4 address (IPv4-mapped, NAT64, 6to4, both addresses of Teredo) is judged by what it
 * carries; IPv4-compatible and IPv4-translated forms are outside 2000::/3. Addresses are parsed with ipaddr.js,
 * so every spelling of one address is judged alike. Loopback (127/8, ::1, and 127/8 written IPv4-mapped) is
 * allowed only when the operator allows plain-http loopback receivers for testing
 * (GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK); loopback carried by a tunnel form is refused even then.
 */
import ipaddr from 'ipaddr.js';

type Verdict = 'global' | 'loopback' | 'refused';
type Range<A> = [A, number];

const v4 = (cidr: string): Range<ipaddr.IPv4> => ipaddr.IPv4.parseCIDR(cidr);
const v6 = (cidr: string): Range<ipaddr.IPv6> => ipaddr.IPv6.parseCIDR(cidr);

const IPV4_LOOPBACK = v4('127.0.0.0/8');

/**
 * IPv4 blocks not globally reachable (IANA IPv4 special-purpose registry, plus multicast and the deprecated
 * 6to4 relay anycast). 192.0.0.0/24 is refused whole: its two globally reachable anycast addresses (PCP and
 * TURN) are never a webhook receiver.
 */
const IPV4_NOT_GLOBAL = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments (DS-Lite, NAT64 discovery, …)
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.88.99.0/24', // 6to4 relay anycast, deprecated
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the limited broadcast address
].map(v4);

const IPV6_LOOPBACK = v6('::1/128');
const IPV6_GLOBAL_UNICAST = v6('2000::/3');
const IPV4_MAPPED = v6('::ffff:0:0/96');
const NAT64 = v6('64:ff9b::/96');
const SIX_TO_FOUR = v6('2002::/16');
const TEREDO = v6('2001::/32');

/** Inside 2000::/3, blocks the IPv6 special-purpose registry marks not globally reachable. */
const IPV6_NOT_GLOBAL = [
  '2001::/23', // IETF protocol assignments (benchmarking, deprecated ORCHID, …); exceptions below
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  '5f00::/16', // segment routing SIDs
].map(v6);

/** Globally reachable blocks inside 2001::/23, as the registry lists them. */
const IPV6_GLOBAL_EXCEPTIONS = [
  '2001:1::1/128', // Port Control Protocol anycast
  '2001:1::2/128', // TURN anycast
  '2001:1::3/128', // DNS-SD service registration anycast
  '2001:3::/32', // AMT
  '2001:4:112::/48', // AS112-v6
  '2001:20::/28', // ORCHIDv2
  '2001:30::/28', // drone remote ID
].map(v6);

function inAny<A extends ipaddr.IPv4 | ipaddr.IPv6>(address: A, ranges: readonly Range<A>[]): boolean {
  return ranges.some((range) => address.match(range));
}

function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function judgeIpv4(address: ipaddr.IPv4): Verdict {
  if (address.match(IPV4_LOOPBACK)) return 'loopback';
  return inAny(address, IPV4_NOT_GLOBAL) ? 'refused' : 'global';
}

/** A tunnel's IPv4 address must be globally reachable itself (loopback through a tunnel is not the gateway's). */
const carriedGlobal = (address: ipaddr.IPv4): boolean => judgeIpv4(address) === 'global';

function judgeIpv6(address: ipaddr.IPv6): Verdict {
  const p = address.parts;
  if (address.match(IPV6_LOOPBACK)) return 'loopback';
  // How a dual-stack socket writes an IPv4 peer: it is that IPv4 address.
  if (address.match(IPV4_MAPPED)) return judgeIpv4(ipv4Of(p[6]!, p[7]!));
  if (address.match(NAT64)) return carriedGlobal(ipv4Of(p[6]!, p[7]!)) ? 'global' : 'refused';
  if (address.match(SIX_TO_FOUR)) return carriedGlobal(ipv4Of(p[1]!, p[2]!)) ? 'global' : 'refused';
  // Teredo carries its server's address, and the client's with every bit inverted.
  if (address.match(TEREDO)) return carriedGlobal(ipv4Of(p[2]!, p[3]!)) && carriedGlobal(ipv4Of(~p[6]! & 0xffff, ~p[7]! & 0xffff)) ? 'global' : 'refused';
  if (!address.match(IPV6_GLOBAL_UNICAST)) return 'refused';
  if (inAny(address, IPV6_GLOBAL_EXCEPTIONS)) return 'global';
  return inAny(address, IPV6_NOT_GLOBAL) ? 'refused' : 'global';
}

/** How an IP literal is judged; anything that does not parse as one is refused. */
function judge(address: string): Verdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // ipaddr.js reads any IPv6 ending in a dotted quad as IPv4-mapped (`::127.0.0.1` too, which is the
    // IPv4-compatible form); the URL parser writes such an address in hex groups first.
    parsed = ipaddr.parse(address.includes(':') ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address);
  } catch {
    return 'refused';
  }
  return parsed.kind() === 'ipv4' ? judgeIpv4(parsed as ipaddr.IPv4) : judgeIpv6(parsed as ipaddr.IPv6);
}

export function isLoopbackAddress(address: string): boolean {
  return judge(address) === 'loopback';
}

/** Whether a webhook may connect to `address` (an IP literal, IPv6 without brackets). */
export function isAllowedWebhookAddress(address: string, allowLoopback: boolean): boolean {
  const verdict = judge(address);
  return verdict === 'global' || (verdict === 'loopback' && allowLoopback);
}
