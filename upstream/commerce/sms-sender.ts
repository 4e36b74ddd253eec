import type { Db } from '../db/database';

/**
 * Which catalogue services an SMS sender id names. The intake delivers an SMS only to a
 * purchase of a service its sender names (or, for a sender that names none, to the only
 * open purchase on the number), so a code from one service never lands on another's.
 */
export interface CatalogueService {
  id: number;
  slug: string;
  name: string;
}

/** Lower case, letters and digits only: "G-", "WhatsApp Inc." and "X (Twitter)" compare alike. */
export const normalizeSender = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Short sender ids that do not contain the service's name, keyed by slug; used only when the
 * catalogue has that slug. Everything else comes from the services table.
 */
const SHORT_SENDERS: Readonly<Record<string, readonly string[]>> = { whatsapp: ['wa'], google: ['g'] };

/** Shorter keys would turn up inside unrelated senders ("x" in "Xiaomi"), so they must match the whole sender. */
const MIN_CONTAINED = 4;

function keysOf(s: CatalogueService) {
  const whole = [normalizeSender(s.slug), normalizeSender(s.name)].filter((k) => k.length > 0);
  const words = s.name.split(/[^\p{L}\p{N}]+/u).map(normalizeSender);
  return {
    // Found anywhere in the sender: "GoogleVerify", "InstagramCode".
    contained: whole.filter((k) => k.length >= MIN_CONTAINED),
    // Equal to the whole sender: "X" for "X (Twitter)", "WA", "G-".
    exact: [...whole, ...words, ...(SHORT_SENDERS[s.slug] ?? [])].filter((k) => k.length > 0),
  };
}

const wordsOf = (s: string) => s.split(/[^\p{L}\p{N}]+/u);

/**
 * Whether an SMS text names a catalogue service: one of its names' words as a whole word, as the
 * catalogue writes it or in capitals ("Use 123 456 to get into your Instagram", "WHATSAPP code").
 * Not the sender's loose match: inside a text, "online", "hotline" and "deadline" would name LINE,
 * and "your line" a carrier's own words. Words of under three letters ("X", "WA") are too common
 * to count. The text is split once per SMS, not matched against a pattern per service.
 */
export function textNamesService(text: string, services: readonly CatalogueService[]): boolean {
  const words = new Set(wordsOf(text));
  return services.some((s) =>
    wordsOf(s.name).some((word) => word.length >= 3 && (words.has(word) || words.has(word.toUpperCase()))),
  );
}

/** Ids of the services `from` names; empty for a bare short code, a phone number or "INFO". */
export function servicesNamedBy(from: string, services: readonly CatalogueService[]): number[] {
  const sender = normalizeSender(from);
  if (!sender) return [];
  const hits: { id: number; key: string }[] = [];
  for (const s of services) {
    const { contained, exact } = keysOf(s);
    const key = contained.find((k) => sender.includes(k)) ?? exact.find((k) => k === sender);
    if (key) hits.push({ id: s.id, key });
  }
  // A longer name wins over one inside it: "MicrosoftTeams" names Teams, not also Microsoft.
  return hits.filter((h) => !hits.some((o) => o.key.length > h.key.length && o.key.includes(h.key))).map((h) => h.id);
}

/** The catalogue the sender is matched against; small (one row per service), read per SMS so new services count at once. */
export async function catalogueServices(db: Db): Promise<CatalogueService[]> {
  return db.selectFrom('services').select(['id', 'slug', 'name']).execute();
}
