import type { GetServerSidePropsContext } from 'next';
import { unstable_serialize } from 'swr';
import {
  listBlogArticles,
  listBlogCategories,
  listFaqCategories,
  listFaqItems,
  showBlogArticle,
  showPage,
} from '@contracts/content';
import { withQuery } from '@/lib/filters';
import {
  BLOG_CATEGORIES_KEY,
  BLOG_PAGE_SIZE,
  blogArticlesKey,
  FAQ_CATEGORIES_KEY,
  staticPageKey,
  documentDate,
  type BlogArticleData,
  type BlogListData,
  type FaqItemData,
  type FaqListData,
  type StaticPageData,
} from '@/lib/content-pages';
import { markdownHtml } from './markdown-html';
import { Missing, NOT_FOUND, publicGet, type Loader } from './page-data';
import type { PageOptions } from './page-props';
import { pageText } from './page-text';
import { routeParam } from './route-param';

// The pages that show one upstream document: what each reads on the server, with the
// document's Markdown already turned into safe HTML, so crawlers get the text and the
// browser needs no Markdown parser for them.

/**
 * A category list for the page's breadcrumbs and chips, handed to its SWR hook so the server
 * HTML names the category. Secondary: when the upstream fails it, the page still renders and
 * the hook reads the list in the browser.
 */
async function categories(
  ctx: GetServerSidePropsContext,
  route: typeof listBlogCategories | typeof listFaqCategories,
  key: string,
): Promise<Record<string, unknown>> {
  const answer = await publicGet(ctx, route, key).catch(() => undefined);
  return answer ? { [key]: answer } : {};
}

/**
 * A category the upstream's list does not have (/blog/nocat, /faq/nocat): no such page, so
 * Next's 404 rather than an empty list at status 200 ("No articles here yet"). Not known when
 * the list could not be read: then the page renders and the browser reads the list again.
 */
function unknownCategory(fallback: Record<string, unknown>, key: string, slug: string | undefined): boolean {
  const list = fallback[key] as { data: { slug: string }[] } | undefined;
  return Boolean(slug && list && !list.data.some((c) => c.slug === slug));
}

/** withPageData's options for these pages. */
export const CONTENT_PAGE: PageOptions = { namespaces: ['content'] };
/** A page listing blog articles with their dates. */
export const BLOG_LIST_PAGE: PageOptions = { ...CONTENT_PAGE, documentDates: true };

/**
 * A static page by its upstream slug. Without one, `fallbackKey` (`ns:key` of a translated
 * Markdown text) stands in for it; with no fallback the page says it is missing, status 404.
 */
export function loadStaticPage(slug: string, fallbackKey?: string): Loader<StaticPageData> {
  return async (ctx) => {
    const answer = await publicGet(ctx, showPage, staticPageKey(slug));
    if (answer) {
      const { title, body, updated_at } = answer.page;
      return { page: { title, html: markdownHtml(body), updated_at, date: documentDate(updated_at, ctx.locale) } };
    }
    if (!fallbackKey) return new Missing({ page: null });
    return { page: null, fallbackHtml: markdownHtml(await pageText(ctx.locale ?? 'en', fallbackKey)) };
  };
}

/** /blog/{category}/{article}: the article and its related ones; a slug the contract refuses is missing too. */
export const loadBlogArticle: Loader<BlogArticleData> = async (ctx) => {
  const slug = routeParam(ctx, 'article');
  if (!showBlogArticle.params?.safeParse({ slug }).success) return new Missing({ article: null, related: [] });
  const [answer, fallback] = await Promise.all([
    publicGet(ctx, showBlogArticle, `/api/blog/articles/${encodeURIComponent(slug)}`),
    categories(ctx, listBlogCategories, BLOG_CATEGORIES_KEY),
  ]);
  if (!answer) return new Missing<BlogArticleData>({ article: null, related: [], fallback });
  const { title, excerpt, published_at, body } = answer.article;
  const date = documentDate(published_at, ctx.locale);
  return {
    article: { title, excerpt, published_at, date, html: markdownHtml(body) },
    related: answer.related,
    fallback,
  };
};

/**
 * /blog and /blog/{category}: the first page of article cards and the category bar, so the
 * list is in the server HTML (it is the page's largest paint) and the hook revalidates it.
 * The hook keys the list by path and page locale, hence the serialized key. A category the
 * contract refuses gets no read: the browser's hook shows the same empty list it would.
 */
export const loadBlogList: Loader<BlogListData> = async (ctx) => {
  const category = routeParam(ctx, 'category') || undefined;
  const query = { category, page: 1, per_page: BLOG_PAGE_SIZE };
  const readable = listBlogArticles.query?.safeParse(query).success ?? true;
  const key = blogArticlesKey(category, 1);
  const [answer, fallback] = await Promise.all([
    readable ? publicGet(ctx, listBlogArticles, key) : undefined,
    categories(ctx, listBlogCategories, BLOG_CATEGORIES_KEY),
  ]);
  if (unknownCategory(fallback, BLOG_CATEGORIES_KEY, category)) return NOT_FOUND;
  if (!answer) return { fallback };
  const locale = ctx.locale ?? ctx.defaultLocale ?? 'en';
  return { fallback: { ...fallback, [unstable_serialize([key, locale])]: answer } };
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
 * The FAQ questions of one category (or of all), with the category list for the page's
 * breadcrumbs and chips; undefined for a category the contract refuses (no upstream call).
 */
async function readFaq(ctx: GetServerSidePropsContext, filters: { category?: string }) {
  if (!listFaqItems.query?.safeParse(filters).success) return undefined;
  const [answer, fallback] = await Promise.all([
    publicGet(ctx, listFaqItems, withQuery('/api/faq', filters)),
    categories(ctx, listFaqCategories, FAQ_CATEGORIES_KEY),
  ]);
  return { items: answer?.data ?? [], fallback };
}

/**
 * /faq and /faq/{category}: every question of the category with its answer as HTML, so the
 * page is whole for crawlers and the browser searches it without a Markdown parser. The
 * contract answers a category in one list (no paging), so all of it is on the page.
 */
export const loadFaqList: Loader<FaqListData> = async (ctx) => {
  const category = routeParam(ctx, 'category');
  const faq = await readFaq(ctx, category ? { category } : {});
  if (!faq) return new Missing<FaqListData>({ items: [] });
  if (unknownCategory(faq.fallback, FAQ_CATEGORIES_KEY, category)) return NOT_FOUND;
  const items = faq.items.map(({ id, category: slug, question, answer: body }) => {
    const html = markdownHtml(body);
    return { id, category: slug, question, html, text: plainText(html) };
  });
  return { items, fallback: faq.fallback };
};

/**
 * /faq/{category}/{alias}: FAQ items have no slug in the contract, so the alias is the item's
 * id, found in its category's list (small: the whole category in one answer).
 */
export const loadFaqItem: Loader<FaqItemData> = async (ctx) => {
  const faq = await readFaq(ctx, { category: routeParam(ctx, 'category') });
  if (!faq) return new Missing({ item: null });
  const item = faq.items.find((i) => String(i.id) === routeParam(ctx, 'alias'));
  if (!item) return new Missing<FaqItemData>({ item: null, fallback: faq.fallback });
  return { item: { question: item.question, html: markdownHtml(item.answer) }, fallback: faq.fallback };
};
