import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { callUpstream } from '../outbound/client';
import { sameSecret } from './constant-time';

export const SECRET_COOKIE = 'secretKey';
const MARKER_TTL_SECONDS = 7 * 24 * 3600;
const SETTINGS_CACHE_MS = 5_000;

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
  return sameSecret(mac, sign(secret, expires));
}

export function isSecretKey(candidate: unknown): boolean {
  const secret = env().SECRET_KEY;
  return Boolean(secret) && typeof candidate === 'string' && sameSecret(candidate, secret!);
}

const flag = z.union([z.number(), z.boolean(), z.string()]).optional();
const siteCurrency = z.enum(['usd', 'rub']).optional().catch(undefined);
const settingsAnswer = z.looseObject({
  tech_work: flag,
  currency: siteCurrency,
  settings: z.looseObject({ tech_work: flag, currency: siteCurrency }).optional(),
  data: z.looseObject({ tech_work: flag, currency: siteCurrency }).optional(),
});

export type TechWorkState = 'open' | 'closed';

/** What server-rendered pages need from the site settings (spec §3, §5). */
export interface SiteSnapshot {
  techWork: TechWorkState;
  /** The site currency guests see prices in; undefined when the settings did not say. */
  currency?: 'usd' | 'rub';
}

let cached: { snapshot: SiteSnapshot; until: number } | undefined;

/**
 * Spec §5: the gate applies when the settings failed to load or tech_work equals 1. A 404
 * means the upstream has no settings endpoint at all (not a failure to load them): open.
 * One cached read serves both the gate and the site currency.
 */
export async function siteSnapshot(locale: string): Promise<SiteSnapshot> {
  if (cached && cached.until > Date.now()) return cached.snapshot;
  let snapshot: SiteSnapshot;
  try {
    const answer = await callUpstream({
      method: 'GET',
      path: '/api/content/settings',
      headers: { accept: 'application/json', locale },
    });
    if (answer.status === 404) snapshot = { techWork: 'open' };
    else {
      const parsed = answer.status === 200 ? settingsAnswer.safeParse(answer.body) : undefined;
      const d = parsed?.success ? parsed.data : undefined;
      const value = d ? (d.tech_work ?? d.settings?.tech_work ?? d.data?.tech_work) : 'failed';
      const currency = d ? (d.settings?.currency ?? d.currency ?? d.data?.currency) : undefined;
      snapshot = {
        techWork: value === 'failed' || value === 1 || value === true || value === '1' ? 'closed' : 'open',
        ...(currency ? { currency } : {}),
      };
    }
  } catch {
    snapshot = { techWork: 'closed' };
  }
  cached = { snapshot, until: Date.now() + SETTINGS_CACHE_MS };
  return snapshot;
}

export async function techWorkState(locale: string): Promise<TechWorkState> {
  return (await siteSnapshot(locale)).techWork;
}

export function resetTechWorkCache(): void {
  cached = undefined;
}
