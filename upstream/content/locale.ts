import type { Db } from '../db/database';

type LocalisedTable = 'blog_articles' | 'blog_categories' | 'faq_items' | 'faq_categories' | 'static_pages';

/**
 * The locale a content table is served in: the request's when it has any row in it,
 * otherwise English, so a half-translated install still shows content.
 */
export async function contentLocale(db: Db, table: LocalisedTable, locale: string): Promise<string> {
  if (locale === 'en') return 'en';
  const any = await db.selectFrom(table).select('locale').where('locale', '=', locale).limit(1).executeTakeFirst();
  return any ? locale : 'en';
}
