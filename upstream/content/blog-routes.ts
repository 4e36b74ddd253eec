import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/content';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { notFound } from '../server/errors';
import { likePatterns, offsetOf, pageMeta } from '../platform/paging';
import { contentLocale } from './locale';

const cardColumns = ['id', 'slug', 'locale', 'category_slug', 'title', 'excerpt', 'published_at'] as const;

type CardRow = {
  id: number;
  slug: string;
  locale: string;
  category_slug: string;
  title: string;
  excerpt: string;
  published_at: Date;
};
const toCard = (r: CardRow) => ({
  id: r.id,
  slug: r.slug,
  locale: r.locale,
  category: r.category_slug,
  title: r.title,
  excerpt: r.excerpt,
  published_at: r.published_at.toISOString(),
});

export function registerBlogRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  /** Published (not future-dated) articles in one locale, optionally filtered. */
  const articles = (locale: string, category: string | undefined, search: string | undefined) => {
    let q = db.selectFrom('blog_articles').where('locale', '=', locale).where('published_at', '<=', ctx.now());
    if (category) q = q.where('category_slug', '=', category);
    for (const p of likePatterns(search)) {
      q = q.where((eb) => eb.or([eb('title', 'ilike', p), eb('excerpt', 'ilike', p), eb('body', 'ilike', p)]));
    }
    return q;
  };

  const page = async (
    locale: string,
    query: { page: number; per_page: number; search?: string; category?: string },
  ) => {
    const base = articles(await contentLocale(db, 'blog_articles', locale), query.category, query.search);
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .select(cardColumns)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
    ]);
    return {
      status: true as const,
      data: rows.map(toCard),
      meta: pageMeta(Number(total?.n ?? 0), query.page, query.per_page),
    };
  };

  registerRoute(app, ctx, contract.listBlogCategories, async ({ headers }) => {
    const locale = await contentLocale(db, 'blog_categories', headers.locale);
    const articleLocale = await contentLocale(db, 'blog_articles', headers.locale);
    const [cats, counts] = await Promise.all([
      db
        .selectFrom('blog_categories')
        .select(['slug', 'name'])
        .where('locale', '=', locale)
        .orderBy('position')
        .execute(),
      articles(articleLocale, undefined, undefined)
        .select(['category_slug', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('category_slug')
        .execute(),
    ]);
    return {
      status: true,
      data: cats.map((c) => ({ ...c, articles_count: Number(counts.find((n) => n.category_slug === c.slug)?.n ?? 0) })),
    } as const;
  });

  registerRoute(app, ctx, contract.listBlogArticles, ({ headers, query }) => page(headers.locale, query));
  registerRoute(app, ctx, contract.searchBlog, ({ headers, query }) => page(headers.locale, query));

  registerRoute(app, ctx, contract.showBlogArticle, async ({ headers, params }) => {
    const locale = await contentLocale(db, 'blog_articles', headers.locale);
    // An article missing in the reader's language still opens in English.
    const article =
      (await articles(locale, undefined, undefined).selectAll().where('slug', '=', params.slug).executeTakeFirst()) ??
      (await articles('en', undefined, undefined).selectAll().where('slug', '=', params.slug).executeTakeFirst());
    if (!article) throw notFound('Article not found.');
    const related = await articles(article.locale, article.category_slug, undefined)
      .select(cardColumns)
      .where('id', '!=', article.id)
      .orderBy('published_at', 'desc')
      .limit(3)
      .execute();
    return { status: true, article: { ...toCard(article), body: article.body }, related: related.map(toCard) } as const;
  });
}
