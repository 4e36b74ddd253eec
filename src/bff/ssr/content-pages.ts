import { listFaqItems, showBlogArticle, showPage } from '@contracts/content';
import { withQuery } from '@/lib/filters';
import {
  staticPageKey,
  type BlogArticleData,
  type FaqItemData,
  type FaqListData,
  type StaticPageData,
} from '@/lib/content-pages';
import { markdownHtml } from './markdown-html';
import { Missing, publicGet, type Loader } from './page-data';
import type { PageOptions } from './page-props';
import { pageText } from './page-text';
import { routeParam } from './route-param';

// The pages that show one upstream document: what each reads on the server, with the
// document's Markdown already turned into safe HTML, so crawlers get the text and the
// browser needs no Markdown parser for them.

/** withPageData's options for these pages. */
export const CONTENT_PAGE: PageOptions = { namespaces: ['content'] };

/**
 * A static page by its upstream slug. Without one, `fallbackKey` (`ns:key` of a translated
 * Markdown text) stands in for it; with no fallback the page says it is missing, status 404.
 */
export function loadStaticPage(slug: string, fallbackKey?: string): Loader<StaticPageData> {
  return async (ctx) => {
    const answer = await publicGet(ctx, showPage, staticPageKey(slug));
    if (answer) {
      const { title, body, updated_at } = answer.page;
      return { page: { title, html: markdownHtml(body), updated_at } };
    }
    if (!fallbackKey) return new Missing({ page: null });
    return { page: null, fallbackHtml: markdownHtml(await pageText(ctx.locale ?? 'en', fallbackKey)) };
  };
}

/** /blog/{category}/{article}: the article and its related ones; a slug the contract refuses is missing too. */
export const loadBlogArticle: Loader<BlogArticleData> = async (ctx) => {
  const slug = routeParam(ctx, 'article');
  const missing = new Missing<BlogArticleData>({ article: null, related: [] });
  if (!showBlogArticle.params?.safeParse({ slug }).success) return missing;
  const answer = await publicGet(ctx, showBlogArticle, `/api/blog/articles/${encodeURIComponent(slug)}`);
  if (!answer) return missing;
  const { title, excerpt, published_at, body } = answer.article;
  return { article: { title, excerpt, published_at, html: markdownHtml(body) }, related: answer.related };
};

/** Visible text of rendered HTML, for searching answers in the browser without their markup. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * /faq and /faq/{category}: every question of the category with its answer as HTML, so the
 * page is whole for crawlers and the browser searches it without a Markdown parser. The
 * contract answers a category in one list (no paging), so all of it is on the page.
 */
export const loadFaqList: Loader<FaqListData> = async (ctx) => {
  const category = routeParam(ctx, 'category');
  const filters = category ? { category } : {};
  if (!listFaqItems.query?.safeParse(filters).success) return new Missing<FaqListData>({ items: [] });
  const answer = await publicGet(ctx, listFaqItems, withQuery('/api/faq', filters));
  const items = (answer?.data ?? []).map(({ id, category: slug, question, answer: body }) => {
    const html = markdownHtml(body);
    return { id, category: slug, question, html, text: plainText(html) };
  });
  return { items };
};

/**
 * /faq/{category}/{alias}: FAQ items have no slug in the contract, so the alias is the item's
 * id, found in its category's list (small: the whole category in one answer).
 */
export const loadFaqItem: Loader<FaqItemData> = async (ctx) => {
  const filters = { category: routeParam(ctx, 'category') };
  const missing = new Missing<FaqItemData>({ item: null });
  if (!listFaqItems.query?.safeParse(filters).success) return missing;
  const answer = await publicGet(ctx, listFaqItems, withQuery('/api/faq', filters));
  const item = answer?.data.find((i) => String(i.id) === routeParam(ctx, 'alias'));
  if (!item) return missing;
  return { item: { question: item.question, html: markdownHtml(item.answer) } };
};
