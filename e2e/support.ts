import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What the journeys share: the stack playwright.config.ts starts, and ways to reach it. */
export const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT || '4210'}`;
export const DEMO = { email: 'demo@codeport.test', password: 'demo-password-1' };

/** Mutating BFF routes only accept same-origin requests: send the Origin a page would. */
export const origin = () => ({ origin: test.info().project.use.baseURL! });

export const header = (page: Page) => page.getByRole('banner');
export const balanceLink = (page: Page) => header(page).getByRole('link', { name: /^Balance: / });

/** A fresh address per journey, so runs and retries never meet an existing account. */
export const freshEmail = (label: string) => `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;

/**
 * The newest code the upstream "mailed" to an address (its development outbox), waiting for
 * one newer than `after` (the id of the last message seen) so a resend is not mistaken for it.
 */
export async function outboxCode(
  request: APIRequestContext,
  email: string,
  after = 0,
): Promise<{ id: number; code: string }> {
  let found: { id: number; code: string } | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`${UPSTREAM}/api/dev/outbox`, { params: { email } });
      expect(res.ok()).toBe(true);
      const rows = ((await res.json()) as { data: { id: number; code: string | null }[] }).data;
      const row = rows.find((r) => r.id > after && r.code);
      found = row ? { id: row.id, code: row.code! } : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * RFC 6238 TOTP (SHA-1, 30 s, 6 digits) written out here rather than imported, so the journey
 * checks that the upstream speaks the standard an authenticator app speaks.
 */
export function totp(secret: string, at = Date.now()): string {
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Creates and verifies an account through the BFF, as the dialogs would; leaves it signed in. */
export async function registerAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const reg = await request.post('/api/register', {
    data: { email, password, password_confirmation: password },
    headers: origin(),
  });
  expect(reg.ok()).toBe(true);
  const { code } = await outboxCode(request, email);
  const verify = await request.post('/api/verify-email', { data: { email, code }, headers: origin() });
  expect(verify.ok()).toBe(true);
}

/** The development intake secret lives in the run's data dir (upstream/config.ts, send-sms.ts). */
function intakeSecret(): string {
  const dir = process.env.E2E_UPSTREAM_DATA_DIR;
  if (!dir) throw new Error('E2E_UPSTREAM_DATA_DIR is set by playwright.config.ts');
  return (
    JSON.parse(readFileSync(path.join(path.resolve(dir), 'secrets.json'), 'utf8')) as { SMS_INTAKE_SECRET: string }
  ).SMS_INTAKE_SECRET;
}

/**
 * Posts an SMS as a supplier does: HMAC-SHA256(secret, timestamp + "." + body) (contracts/sms-intake.ts).
 * The sender names the purchase's service: other journeys may hold the same number for another
 * service, and the intake keeps (does not deliver) an SMS whose sender cannot tell them apart.
 */
export async function sendSms(request: APIRequestContext, phone: string, from: string, text: string) {
  const body = JSON.stringify({ phone, from, text });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', intakeSecret()).update(`${timestamp}.${body}`).digest('hex');
  const res = await request.post(`${UPSTREAM}/api/sms/intake`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-timestamp': String(timestamp), 'x-signature': signature },
  });
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { matched: boolean }).matched).toBe(true);
}
