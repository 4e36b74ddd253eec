import type { Db } from '../database';
import { supportedLocales } from '../../server/client-headers';
import { blogArticles, blogCategoryNames } from './content-blog';
import { faqCategoryNames, faqItems } from './content-faq';
import { staticPages } from './content-pages';

const dayMs = 86_400_000;

/**
 * Blog, FAQ and static pages in every locale. Idempotent: rows with a natural key are
 * inserted with ON CONFLICT DO NOTHING, FAQ items (no natural key) only for a locale that
 * has none yet, so an operator's edits are never overwritten. A corrected text therefore reaches
 * an existing database through a migration that replaces the rows still holding the text as it was
 * seeded (0037).
 */
export async function seedContent(db: Db, now: Date): Promise<void> {
  for (const locale of supportedLocales) {
    const categories = Object.entries(blogCategoryNames).map(([slug, names], position) => ({
      slug,
      locale,
      name: names[locale],
      position,
    }));
    await db
      .insertInto('blog_categories')
      .values(categories)
      .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
      .execute();
    const articles = blogArticles.map((a) => ({
      slug: a.slug,
      locale,
      category_slug: a.category,
      ...a.text[locale],
      published_at: new Date(now.getTime() - a.ageDays * dayMs),
    }));
    await db
      .insertInto('blog_articles')
      .values(articles)
      .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
      .execute();

    const faqCats = Object.entries(faqCategoryNames).map(([slug, names], position) => ({
      slug,
      locale,
      name: names[locale],
      position,
    }));
    await db
      .insertInto('faq_categories')
      .values(faqCats)
      .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
      .execute();
    const hasFaq = await db
      .selectFrom('faq_items')
      .select('id')
      .where('locale', '=', locale)
      .limit(1)
      .executeTakeFirst();
    if (!hasFaq) {
      const items = Object.entries(faqItems).flatMap(([category, byLocale]) =>
        byLocale[locale].map(([question, answer], position) => ({
          category_slug: category,
          locale,
          question,
          answer,
          position,
        })),
      );
      await db.insertInto('faq_items').values(items).execute();
    }

    const pages = Object.entries(staticPages).map(([slug, byLocale]) => ({
      slug,
      locale,
      ...byLocale[locale],
      updated_at: now,
    }));
    await db
      .insertInto('static_pages')
      .values(pages)
      .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
      .execute();
  }
}
