import { up, partnerShare } from '../../upstream/db/migrations/0040-partner-share-promise';
import { seedContent } from '../../upstream/db/seed/content';
import { staticPages } from '../../upstream/db/seed/content-pages';
import { createTestApp, testDatabases } from './helpers/test-db';
import type { Locale } from '../../upstream/server/client-headers';

/**
 * A database seeded before the partner page's promise was corrected (fc440fbb) still promised a
 * share of what referrals spend; the referral share is paid on their top-ups. Migration 0040
 * replaces that one sentence wherever it still stands.
 */
describe.each(testDatabases())('migration 0040 on $name', (database) => {
  it('replaces the old promise in every language (and the French page’s ordinary space before ?), keeping the rest of an operator-edited page', async () => {
    const t = await createTestApp(database);
    try {
      const longAgo = new Date('2026-01-01T00:00:00Z');
      await seedContent(t.db, longAgo);
      const operatorIntro = 'Unsere eigene Einleitung.\n\n';
      const rewritten = 'A page the operator wrote without the sentence.';
      const locales = [...new Set(partnerShare.map((c) => c.locale))] as Locale[];
      const current = (locale: Locale) => staticPages.gtalk2voip![locale].body;
      for (const locale of locales) {
        let earlier = current(locale);
        for (const { seeded, fresh } of partnerShare.filter((c) => c.locale === locale)) {
          // The seed must still hold the corrected sentence, or this test no longer says anything.
          expect(earlier).toContain(fresh);
          earlier = earlier.replace(fresh, seeded);
        }
        // The earlier French seed had ordinary spaces where narrow no-break ones now stand.
        if (locale === 'fr') earlier = earlier.replaceAll('\u202f', ' ');
        const body = locale === 'de' ? operatorIntro + earlier : locale === 'es' ? rewritten : earlier;
        await t.db
          .updateTable('static_pages')
          .set({ body, updated_at: longAgo })
          .where('slug', '=', 'gtalk2voip')
          .where('locale', '=', locale)
          .execute();
      }

      await up(t.db as never);

      for (const locale of locales) {
        const page = await t.db
          .selectFrom('static_pages')
          .select(['body', 'updated_at'])
          .where('slug', '=', 'gtalk2voip')
          .where('locale', '=', locale)
          .executeTakeFirstOrThrow();
        if (locale === 'es') {
          expect(page).toEqual({ body: rewritten, updated_at: longAgo });
          continue;
        }
        expect(page.body).toBe(locale === 'de' ? operatorIntro + current(locale) : current(locale));
        expect(page.updated_at.getTime()).toBeGreaterThan(longAgo.getTime());
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
