import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * SSRF guard for webhook targets. Outside the development endpoints mode a webhook may only
 * reach a public unicast address over https: never loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, unspecified or reserved space, IPv4-mapped IPv6 included
 * (ipaddr.process unwraps ::ffff:a.b.c.d). The sender connects to the very address checked
 * here, so a name that resolves differently the second time (DNS rebinding) cannot slip past.
 */
export class TargetRefused extends Error {
  constructor(
    message: string,
    /** The rules refuse the URL itself, or its name has no public address. */
    readonly code: 'address_refused' | 'unresolved',
  ) {
    super(message);
    this.name = 'TargetRefused';
  }
}

/**
 * IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls it unicast, yet it
 * names an IPv4 address, loopback and private ones included (::7f00:1 is 127.0.0.1).
 */
const ipv4Compatible = ipaddr.parseCIDR('::/96');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(ipv4Compatible)) return false;
  return parsed.range() === 'unicast';
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** URL-level rules, also used when an endpoint is added: a clear refusal before any delivery. */
export function refusalOf(url: URL, allowLocal: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:'))
    return 'Webhooks need an https:// address.';
  if (url.username || url.password) return 'Webhook addresses cannot carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowLocal && isIP(host) && !isPublicAddress(host)) return 'Webhooks cannot go to a private or local address.';
  if (!allowLocal && (host === 'localhost' || host.endsWith('.localhost')))
    return 'Webhooks cannot go to a private or local address.';
  return null;
}

/**
 * The address to connect to; every address the name resolves to must be public.
 *
 * A name that does not resolve and one that resolves to a private address get the same
 * refusal: the delivery log shows it to the endpoint's owner, and two answers would let anybody
 * map which internal names exist on the upstream's resolver.
 */
export async function resolveTarget(
  url: URL,
  allowLocal: boolean,
  resolve: Resolve = systemResolve,
): Promise<{ address: string; family: 4 | 6 }> {
  const refusal = refusalOf(url, allowLocal);
  if (refusal) throw new TargetRefused(refusal, 'address_refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const unresolved = new TargetRefused(`${host} does not resolve to a public address.`, 'unresolved');
  const found = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host).catch(() => []);
  if (found.length === 0) throw unresolved;
  if (!allowLocal && found.some((a) => !isPublicAddress(a.address))) throw unresolved;
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
