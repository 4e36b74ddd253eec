import { getSiteSettings } from '@contracts/site';
import type { BffRequest } from '../http/endpoint';
import { bffLogger } from '../observability/logger';
import { readUpstream } from '../outbound/server-read';

const SETTINGS_CACHE_MS = 5_000;
/**
 * How long the last settings the upstream gave stand in for a failed read. An upstream
 * restart or a short outage then leaves the pages the web can render on its own (the shell,
 * static content, each page's retry state) instead of closing the whole site behind the
 * technical-works gate; a web process that never read the settings still closes it (spec §5).
 */
const STALE_IF_ERROR_MS = 10 * 60_000;

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
// The gate and the currency read the same in every locale, so any locale's last answer
// stands in for all: a page in a language not visited before the outage stays open too.
let lastLoaded: { snapshot: SiteSnapshot; at: number } | null = null;

/** The settings as the upstream gave them, or null when it gave none. */
async function readSnapshot(req: BffRequest, locale: string): Promise<SiteSnapshot | null> {
  try {
    const answer = await readUpstream(getSiteSettings, { req, session: null, locale });
    // A 404 means the upstream has no settings endpoint at all, not a failure to load them.
    if (answer.status === 404) return { techWork: 'open' };
    if (!answer.data) {
      bffLogger().warn({ status: answer.status, locale }, 'site settings unavailable');
      return null;
    }
    const { tech_work, currency } = answer.data.settings;
    return { techWork: tech_work === 1 ? 'closed' : 'open', currency };
  } catch {
    return null;
  }
}

function fallback(locale: string): SiteSnapshot {
  const last = lastLoaded;
  if (last && Date.now() - last.at < STALE_IF_ERROR_MS) return last.snapshot;
  bffLogger().warn({ locale }, 'no site settings to stand in: technical works');
  return { techWork: 'closed' };
}

/**
 * Spec §5: the gate applies when the settings failed to load (no answer, or one off the
 * contract, and no settings of the last STALE_IF_ERROR_MS to stand in) or tech_work equals 1.
 * One cached read per locale serves both the gate and the site currency of a render.
 */
export async function siteSnapshot(req: BffRequest, locale: string): Promise<SiteSnapshot> {
  const hit = cache.get(locale);
  if (hit && hit.until > Date.now()) return hit.snapshot;
  const loaded = await readSnapshot(req, locale);
  if (loaded) lastLoaded = { snapshot: loaded, at: Date.now() };
  const snapshot = loaded ?? fallback(locale);
  cache.set(locale, { snapshot, until: Date.now() + SETTINGS_CACHE_MS });
  return snapshot;
}

export function resetSiteSnapshotCache(): void {
  cache.clear();
  lastLoaded = null;
}
