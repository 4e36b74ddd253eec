import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { callUpstream } from '../outbound/client';

export const SECRET_COOKIE = 'secretKey';
const MARKER_TTL_SECONDS = 7 * 24 * 3600;
const SETTINGS_CACHE_MS = 5_000;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // timingSafeEqual needs equal lengths; comparing against itself keeps the timing flat.
  return left.length === right.length ? timingSafeEqual(left, right) : (timingSafeEqual(left, left), false);
}

function sign(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`tech-works-bypass:${expires}`).digest('base64url');
}

/** The `secretKey` cookie value: an expiry and its HMAC under SECRET_KEY, not the secret itself. */
export function bypassMarker(now = Date.now()): string | undefined {
  const secret = env().SECRET_KEY;
  if (!secret) return undefined;
  const expires = Math.floor(now / 1000) + MARKER_TTL_SECONDS;
  return `v1.${expires}.${sign(secret, expires)}`;
}

export function isValidMarker(value: string | undefined, now = Date.now()): boolean {
  const secret = env().SECRET_KEY;
  if (!secret || !value) return false;
  const [version, rawExpires = '', mac = ''] = value.split('.');
  const expires = Number(rawExpires);
  if (version !== 'v1' || !Number.isInteger(expires) || expires * 1000 < now) return false;
  return sameText(mac, sign(secret, expires));
}

export function isSecretKey(candidate: unknown): boolean {
  const secret = env().SECRET_KEY;
  return Boolean(secret) && typeof candidate === 'string' && sameText(candidate, secret!);
}

const settingsAnswer = z.looseObject({
  tech_work: z.union([z.number(), z.boolean(), z.string()]).optional(),
  settings: z.looseObject({ tech_work: z.union([z.number(), z.boolean(), z.string()]).optional() }).optional(),
  data: z.looseObject({ tech_work: z.union([z.number(), z.boolean(), z.string()]).optional() }).optional(),
});

export type TechWorkState = 'open' | 'closed';
let cached: { state: TechWorkState; until: number } | undefined;

/**
 * Spec §5: the gate applies when the settings failed to load or tech_work equals 1. A 404
 * means the upstream has no settings endpoint at all (not a failure to load them): open.
 */
export async function techWorkState(locale: string): Promise<TechWorkState> {
  if (cached && cached.until > Date.now()) return cached.state;
  let state: TechWorkState;
  try {
    const answer = await callUpstream({ method: 'GET', path: '/api/content/settings', headers: { accept: 'application/json', locale } });
    if (answer.status === 404) state = 'open';
    else {
      const parsed = answer.status === 200 ? settingsAnswer.safeParse(answer.body) : undefined;
      const flag = parsed?.success ? (parsed.data.tech_work ?? parsed.data.settings?.tech_work ?? parsed.data.data?.tech_work) : 'failed';
      state = flag === 'failed' || flag === 1 || flag === true || flag === '1' ? 'closed' : 'open';
    }
  } catch {
    state = 'closed';
  }
  cached = { state, until: Date.now() + SETTINGS_CACHE_MS };
  return state;
}

export function resetTechWorkCache(): void {
  cached = undefined;
}
