import { getSiteSettings } from '@contracts/site';
import type { BffRequest } from '../http/endpoint';
import { bffLogger } from '../observability/logger';
import { readUpstream } from '../outbound/server-read';

const SETTINGS_CACHE_MS = 5_000;

export type TechWorkState = 'open' | 'closed';

/** What server-rendered pages need from the site settings (spec §3, §5). */
export interface SiteSnapshot {
  techWork: TechWorkState;
  /** The site currency guests see prices in; undefined when the settings did not say. */
  currency?: 'usd' | 'rub';
}

// One entry per locale: the settings answer is in the request's locale (its alerts), so one
// locale's answer must not serve another. Next passes only its configured locales, so the
// map stays as small as that list.
const cache = new Map<string, { snapshot: SiteSnapshot; until: number }>();

async function readSnapshot(req: BffRequest, locale: string): Promise<SiteSnapshot> {
  try {
    const answer = await readUpstream(getSiteSettings, { req, session: null, locale });
    // A 404 means the upstream has no settings endpoint at all, not a failure to load them.
    if (answer.status === 404) return { techWork: 'open' };
    if (!answer.data) {
      bffLogger().warn({ status: answer.status, locale }, 'site settings unavailable: technical works');
      return { techWork: 'closed' };
    }
    const { tech_work, currency } = answer.data.settings;
    return { techWork: tech_work === 1 ? 'closed' : 'open', currency };
  } catch {
    return { techWork: 'closed' };
  }
}

/**
 * Spec §5: the gate applies when the settings failed to load (no answer, or one off the
 * contract) or tech_work equals 1. One cached read per locale serves both the gate and the
 * site currency of a render.
 */
export async function siteSnapshot(req: BffRequest, locale: string): Promise<SiteSnapshot> {
  const hit = cache.get(locale);
  if (hit && hit.until > Date.now()) return hit.snapshot;
  const snapshot = await readSnapshot(req, locale);
  cache.set(locale, { snapshot, until: Date.now() + SETTINGS_CACHE_MS });
  return snapshot;
}

export function resetSiteSnapshotCache(): void {
  cache.clear();
}
