import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Base32Plugin, CryptoPlugin } from '@otplib/core';
import { TOTP } from '@otplib/totp';

/**
 * TOTP (RFC 6238) through otplib's core engine. The `otplib` umbrella package pulls in
 * ESM-only noble/scure plugins that jest's CommonJS runtime cannot load, so the two
 * plugins are supplied here from node:crypto and a 20-line RFC 4648 base32.
 */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32: Base32Plugin = {
  name: 'rfc4648',
  encode(data) {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += alphabet[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
    return out;
  },
  decode(str) {
    const clean = str.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
    const out: number[] = [];
    let bits = 0;
    let value = 0;
    for (const ch of clean) {
      const idx = alphabet.indexOf(ch);
      if (idx < 0) throw new Error('Invalid base32 character');
      value = (value << 5) | idx;
      bits += 5;
      if (bits >= 8) {
        out.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return Uint8Array.from(out);
  },
};

const crypto: CryptoPlugin = {
  name: 'node',
  algorithms: ['sha1', 'sha256', 'sha512'],
  hmac: (algorithm, key, data) => new Uint8Array(createHmac(algorithm, key).update(data).digest()),
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
  constantTimeEqual(a, b) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  },
};

export const totpIssuer = 'Codeport';
const totp = new TOTP({ crypto, base32, issuer: totpIssuer });

export function newTotpSecret(): string {
  return totp.generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return totp.toURI({ label: email, secret });
}

/**
 * The 30 s time step `token` belongs to, or null when it matches none. Accepts the current
 * step and one either side, for clock drift and typing time; the caller spends the step
 * (one-time-codes.ts), so the same code never works twice.
 */
export async function matchTotp(secret: string, token: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await totp.verify(token, { secret, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
    return result.valid ? result.timeStep : null;
  } catch {
    return null;
  }
}
