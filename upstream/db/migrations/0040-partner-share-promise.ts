import { sql, type Kysely } from 'kysely';

// The Gtalk2VoIP collaboration page promised partners "a share of what they spend"; the upstream
// pays the referral share on a referral's top-ups (platform/referrals), as the partners and
// referral pages say. Commit fc440fbb corrected the seed, but the seed inserts content only
// where it is missing (seed/content.ts), so a database seeded before it still makes the old
// promise. The one sentence is replaced wherever it still stands, so an operator's edits to the
// rest of the page are kept; a page whose operator rewrote that sentence is left alone. The
// sentences are written out here, not imported from the seed, so this migration does the same
// thing after the seed changes again.

/** Sentences as the earlier seed wrote them, and as seed/content-pages.ts writes them now. */
export const partnerShare: { locale: string; seeded: string; fresh: string }[] = [
  {
    locale: 'en',
    seeded: 'Bring your own users through the partner programme and earn a share of what they spend.',
    fresh: 'Bring your own users through the partner programme and earn a share of each of their top-ups.',
  },
  {
    locale: 'es',
    seeded: 'Trae a tus usuarios con el programa de socios y gana una parte de lo que gasten.',
    fresh: 'Trae a tus usuarios con el programa de socios y gana una parte de cada una de sus recargas.',
  },
  {
    locale: 'pt',
    seeded: 'Traga seus usuários pelo programa de parceiros e ganhe uma parte do que eles gastarem.',
    fresh: 'Traga seus usuários pelo programa de parceiros e ganhe uma parte de cada recarga deles.',
  },
  {
    locale: 'fr',
    seeded: 'Amenez vos utilisateurs grâce au programme partenaire et touchez une part de leurs dépenses.',
    fresh: 'Amenez vos utilisateurs grâce au programme partenaire et touchez une part de chacune de leurs recharges.',
  },
  {
    locale: 'de',
    seeded: 'Bringen Sie Ihre Nutzer über das Partnerprogramm mit und erhalten Sie einen Anteil an deren Ausgaben.',
    fresh:
      'Bringen Sie Ihre Nutzer über das Partnerprogramm mit und erhalten Sie einen Anteil an jeder ihrer Aufladungen.',
  },
  // Not a promise: 0039 gave the French page its narrow no-break space only where the whole
  // page was as the seed wrote it after fc440fbb, so a page seeded before kept this one.
  {
    locale: 'fr',
    seeded: 'Des questions ? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
    fresh: 'Des questions\u202f? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
  },
  {
    locale: 'ru',
    seeded: 'Приводите своих пользователей через партнёрскую программу и получайте часть их расходов.',
    fresh: 'Приводите своих пользователей через партнёрскую программу и получайте часть каждого их пополнения.',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { locale, seeded, fresh } of partnerShare) {
    await sql`update static_pages set body = replace(body, ${seeded}, ${fresh}), updated_at = now()
      where slug = 'gtalk2voip' and locale = ${locale} and strpos(body, ${seeded}) > 0`.execute(db);
  }
}

// Nothing to undo: putting the promise back would make the page wrong again.
export async function down(): Promise<void> {}
