import { z } from 'zod';
import { defineRoute } from './route';
import { listQuery, paginated, searchText } from './list-query';

// Blog, FAQ and static pages, in the request's `locale` header (en when a text has no
// translation). Slugs are shared across locales so a language switch keeps the page.

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug may hold lower-case letters, digits and dashes.')
  .max(120);

export const blogCategory = z.object({ slug: z.string(), name: z.string(), articles_count: z.number().int() });

export const blogArticleCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: z.string(),
  category: z.string(),
  title: z.string(),
  excerpt: z.string(),
  published_at: z.string(),
});
export const blogArticle = blogArticleCard.extend({ body: z.string() });

export const listBlogCategories = defineRoute({
  id: 'blog.categories',
  method: 'GET',
  path: '/api/blog/categories',
  auth: 'optional',
  response: z.object({ status: z.literal(true), data: z.array(blogCategory) }),
  summary: 'Blog categories with article counts.',
});

export const listBlogArticles = defineRoute({
  id: 'blog.articles',
  method: 'GET',
  path: '/api/blog/articles',
  auth: 'optional',
  query: listQuery.extend({ category: slug.optional() }),
  response: paginated(blogArticleCard).extend({ status: z.literal(true) }),
  summary: 'Published articles, newest first; filter by category, search in title and text.',
});

export const showBlogArticle = defineRoute({
  id: 'blog.article',
  method: 'GET',
  path: '/api/blog/articles/{slug}',
  auth: 'optional',
  params: z.object({ slug }),
  response: z.object({ status: z.literal(true), article: blogArticle, related: z.array(blogArticleCard) }),
  summary: 'One article with up to three others from its category.',
});

export const searchBlog = defineRoute({
  id: 'blog.search',
  method: 'GET',
  path: '/api/blog/search',
  auth: 'optional',
  query: listQuery.extend({ search: searchText.min(2, 'Type at least 2 characters.') }),
  response: paginated(blogArticleCard).extend({ status: z.literal(true) }),
  summary: 'Full-text-ish search (every word must appear) in titles, excerpts and bodies.',
});

export const faqItem = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export const faqCategory = z.object({ slug: z.string(), name: z.string(), items_count: z.number().int() });

export const listFaqCategories = defineRoute({
  id: 'faq.categories',
  method: 'GET',
  path: '/api/faq/categories',
  auth: 'optional',
  response: z.object({ status: z.literal(true), data: z.array(faqCategory) }),
  summary: 'FAQ categories in order, with item counts.',
});

export const listFaqItems = defineRoute({
  id: 'faq.items',
  method: 'GET',
  path: '/api/faq',
  auth: 'optional',
  query: z.object({ category: slug.optional(), search: searchText.optional() }),
  response: z.object({ status: z.literal(true), data: z.array(faqItem) }),
  summary: 'FAQ questions and answers, by category order then position.',
});

export const staticPage = z.object({
  slug: z.string(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});

export const listPages = defineRoute({
  id: 'pages.list',
  method: 'GET',
  path: '/api/pages',
  auth: 'optional',
  response: z.object({ status: z.literal(true), data: z.array(staticPage.omit({ body: true })) }),
  summary: 'Static pages (terms, privacy, about…) without their bodies.',
});

export const showPage = defineRoute({
  id: 'pages.show',
  method: 'GET',
  path: '/api/pages/{slug}',
  auth: 'optional',
  params: z.object({ slug }),
  response: z.object({ status: z.literal(true), page: staticPage }),
  summary: 'One static page; the body is Markdown.',
});

export const contentRoutes = [
  listBlogCategories,
  listBlogArticles,
  showBlogArticle,
  searchBlog,
  listFaqCategories,
  listFaqItems,
  listPages,
  showPage,
];
