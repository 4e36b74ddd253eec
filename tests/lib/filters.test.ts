import { cleanFilters, withQuery } from '@/lib/filters';

describe('filters', () => {
  it('drops empty, null and empty-array values and comma-joins arrays', () => {
    expect(
      cleanFilters({ search: '', page: 2, a: null, b: undefined, services_ids: [], countries_ids: [3, 7] }),
    ).toEqual({
      countries_ids: '3,7',
      page: '2',
    });
  });
  it('trims strings and sends booleans as 1/0', () => {
    expect(cleanFilters({ search: '  tele ', is_favorite: true, x: false })).toEqual({
      search: 'tele',
      is_favorite: '1',
      x: '0',
    });
  });
  it('builds a stable key whatever the key order', () => {
    expect(withQuery('/api/x', { sort: 'newest', page: 1 })).toBe(withQuery('/api/x', { page: 1, sort: 'newest' }));
    expect(withQuery('/api/x', { search: '' })).toBe('/api/x');
  });
});
