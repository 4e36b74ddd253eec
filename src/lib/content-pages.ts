import type { ResponseOf } from '@contracts/route';
import type { showBlogArticle } from '@contracts/content';
import { apiPath } from './api-client';
import { listBlogArticles, listBlogCategories, listFaqCategories, showPage } from './api-routes/content';
import { type DocumentDateStyle, writeDocumentDate } from './date-marks';

/**
 * The pages that show one upstream document (static pages, a blog article, a FAQ answer): the
 * props their getServerSideProps hands them. Bodies arrive as HTML the server rendered from the
 * upstream's Markdown (src/bff/ssr/markdown-html.ts), so the browser loads no Markdown parser
 * and crawlers get the text. `null` means the upstream has no such document.
 */

/**
 * HTML that only src/bff/ssr/markdown-html.ts makes: the one kind of string HtmlBody inserts
 * into a page. The brand keeps upstream text (or any other string) from being passed by mistake.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

/** The SWR keys of the category lists, which the server also reads for the breadcrumbs and chips. */
export const BLOG_CATEGORIES_KEY = apiPath(listBlogCategories);
export const FAQ_CATEGORIES_KEY = apiPath(listFaqCategories);

/** Spec §9: lists page by 10. */
export const BLOG_PAGE_SIZE = 10;

/** One page of the blog's article list (the server renders page 1 under the same key). */
export function blogArticlesKey(category: string | undefined, page: number): string {
  return apiPath(listBlogArticles, { query: { category, page, per_page: BLOG_PAGE_SIZE } });
}

/** The upstream read of a static page, by its slug (`terms`, `privacy`…). */
export const staticPageKey = (slug: string): string => apiPath(showPage, { params: { slug } });

/** The upstream failed while the page loaded (status 503): the page shows a retry. */
interface Unavailable {
  unavailable?: true;
}

/** Answers the server already read, by SWR key (the category list), for the hooks below the page. */
interface ServerAnswers {
  fallback?: Record<string, unknown>;
}

export interface StaticPageData extends Unavailable {
  /** `date`: `updated_at` as the page's language writes it (documentDate, on the server). */
  page: { title: string; html: SafeHtml; updated_at: string; date: string } | null;
  /** The page's own translated text, as HTML, shown when the upstream has no such page. */
  fallbackHtml?: SafeHtml;
}

export interface BlogArticleData extends Unavailable, ServerAnswers {
  /** `date`: `published_at` as the page's language writes it (documentDate, on the server). */
  article: { title: string; excerpt: string; published_at: string; date: string; html: SafeHtml } | null;
  related: ResponseOf<typeof showBlogArticle>['related'];
}

/** /blog and /blog/{category}: the first page of cards and the categories, by SWR key. */
export type BlogListData = ServerAnswers;

export interface FaqItemData extends Unavailable, ServerAnswers {
  item: { question: string; html: SafeHtml } | null;
}

/** /faq and /faq/{category}: every question of the category (the set is small), answers as HTML. */
export interface FaqListData extends Unavailable, ServerAnswers {
  items: { id: number; category: string; question: string; html: SafeHtml; text: string }[];
}

/**
 * Dates of documents are calendar dates: formatted in UTC, so the server's render and the
 * browser's hydration agree whatever either's time zone. The document pages get theirs
 * formatted by their loader: a browser's first date format loads the locale's ICU calendar
 * data, 210 ms of the blog article's hydration under a phone's CPU (issue 17's profile). The
 * blog's lists get the language's date marks instead (date-marks.ts).
 */
export function documentDate(iso: string, locale: string | undefined, dateStyle: DocumentDateStyle = 'long'): string {
  return writeDocumentDate(iso, locale, dateStyle);
}
