export const card = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  slug: `article-${id}`,
  locale: 'en',
  category: 'guides',
  title: `Article ${id}`,
  excerpt: `Excerpt ${id}`,
  published_at: '2026-03-01T10:00:00Z',
  ...patch,
});

export const page = <T>(
  data: T[],
  meta: Partial<{ current_page: number; last_page: number; per_page: number; total: number }> = {},
) => ({
  status: true,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, ...meta },
});

export const faqCategories = { status: true, data: [{ slug: 'general', name: 'General', items_count: 2 }] };

export const categories = {
  status: true,
  data: [
    { slug: 'guides', name: 'Guides', articles_count: 2 },
    { slug: 'news', name: 'News', articles_count: 1 },
  ],
};
