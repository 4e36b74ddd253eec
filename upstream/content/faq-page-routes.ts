import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/content';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { notFound } from '../server/errors';
import { likePatterns } from '../platform/paging';
import { contentLocale } from './locale';

export function registerFaqAndPageRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, contract.listFaqCategories, async ({ headers }) => {
    const [catLocale, itemLocale] = await Promise.all([
      contentLocale(db, 'faq_categories', headers.locale),
      contentLocale(db, 'faq_items', headers.locale),
    ]);
    const [cats, counts] = await Promise.all([
      db
        .selectFrom('faq_categories')
        .select(['slug', 'name'])
        .where('locale', '=', catLocale)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('faq_items')
        .select(['category_slug', (eb) => eb.fn.countAll<number>().as('n')])
        .where('locale', '=', itemLocale)
        .groupBy('category_slug')
        .execute(),
    ]);
    return {
      status: true,
      data: cats.map((c) => ({ ...c, items_count: Number(counts.find((n) => n.category_slug === c.slug)?.n ?? 0) })),
    } as const;
  });

  registerRoute(app, ctx, contract.listFaqItems, async ({ headers, query }) => {
    const locale = await contentLocale(db, 'faq_items', headers.locale);
    let q = db
      .selectFrom('faq_items as i')
      .leftJoin('faq_categories as c', (j) =>
        j.onRef('c.slug', '=', 'i.category_slug').onRef('c.locale', '=', 'i.locale'),
      )
      .select(['i.id', 'i.category_slug', 'i.question', 'i.answer'])
      .where('i.locale', '=', locale);
    if (query.category) q = q.where('i.category_slug', '=', query.category);
    for (const p of likePatterns(query.search))
      q = q.where((eb) => eb.or([eb('i.question', 'ilike', p), eb('i.answer', 'ilike', p)]));
    const rows = await q.orderBy('c.position').orderBy('i.position').orderBy('i.id').execute();
    return {
      status: true,
      data: rows.map((r) => ({ id: r.id, category: r.category_slug, question: r.question, answer: r.answer })),
    } as const;
  });

  registerRoute(app, ctx, contract.listPages, async ({ headers }) => {
    const locale = await contentLocale(db, 'static_pages', headers.locale);
    const rows = await db
      .selectFrom('static_pages')
      .select(['slug', 'locale', 'title', 'updated_at'])
      .where('locale', '=', locale)
      .orderBy('slug')
      .execute();
    return { status: true, data: rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() })) } as const;
  });

  registerRoute(app, ctx, contract.showPage, async ({ headers, params }) => {
    const page = await db
      .selectFrom('static_pages')
      .selectAll()
      .where('slug', '=', params.slug)
      .where('locale', 'in', [headers.locale, 'en'])
      // The reader's language first, English as the fallback.
      .orderBy((eb) => eb.case().when('locale', '=', headers.locale).then(0).else(1).end())
      .executeTakeFirst();
    if (!page) throw notFound('Page not found.');
    return { status: true, page: { ...page, updated_at: page.updated_at.toISOString() } } as const;
  });
}
