import { isIP } from 'node:net';
import { z } from 'zod';

/** Fastify's trustProxy as this upstream allows it: nobody, or named addresses and ranges. */
export type TrustProxy = false | string[];

/** proxy-addr's names for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * UPSTREAM_TRUST_PROXY: whose X-Forwarded-For/-Proto/-Host the upstream believes. `false`
 * (nobody) or a comma list of addresses, CIDR ranges and the names loopback, linklocal,
 * uniquelocal. The default, loopback, is the BFF on the same machine: it forwards the
 * browser's address, while a client reaching the upstream from elsewhere cannot choose the
 * IP its sessions record. `true` (everybody) is refused for that reason, and hop counts too:
 * they cannot tell a proxy from a client, and Fastify 5 ignores them (fails closed).
 */
export const trustProxySetting = z
  .string()
  .default('loopback')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === '') return ['loopback'];
    if (value === 'false') return false;
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every(isProxyEntry)) {
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would let any client set its own address; list the proxies instead (loopback, 10.0.0.0/8, …)'
            : 'must be false or a comma list of proxy addresses and CIDR ranges (loopback, 10.0.0.0/8, …)',
      });
      return z.NEVER;
    }
    return entries;
  });
