import { apiPath, apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/http';
import { getExtendPrice, extendRent, listActiveRents } from '@contracts/rent';
import { removeRentFavorite } from '@contracts/favorites';
import { showPage } from '@contracts/content';
import { socialCallback } from '@contracts/auth';
import { listSessions } from '@contracts/security';

describe('apiPath', () => {
  it('is the contract path when the route takes nothing', () => {
    expect(apiPath(listSessions)).toBe('/api/user/sessions');
  });

  it('fills every placeholder from params', () => {
    expect(apiPath(getExtendPrice, { params: { id: 42 } })).toBe('/api/rent/42/extend-price');
    expect(apiPath(removeRentFavorite, { params: { type: 'country', id: 7 } })).toBe(
      '/api/rent/remove-from-favorite/country/7',
    );
  });

  it('encodes a param so it stays one path segment', () => {
    expect(apiPath(showPage, { params: { slug: 'a/b c' } })).toBe('/api/pages/a%2Fb%20c');
  });

  it('refuses to send a request with a placeholder left empty', () => {
    const loose = apiPath as (route: unknown, args?: unknown) => string;
    expect(() => loose(getExtendPrice, { params: {} })).toThrow(/needs param id/);
    expect(() => loose(getExtendPrice, { params: { id: '' } })).toThrow(/needs param id/);
  });

  it('cleans filters like every list (spec §5): empty dropped, arrays joined, keys sorted', () => {
    const key = apiPath(listActiveRents, {
      query: { sort: 'newest', search: '  ', page: 2, services_ids: [3, 4], countries_ids: [] },
    });
    expect(key).toBe('/api/user/active-rent-numbers?page=2&services_ids=3%2C4&sort=newest');
  });

  it('encodes query values', () => {
    expect(apiPath(listActiveRents, { query: { search: 'a&b=c' } })).toBe(
      '/api/user/active-rent-numbers?search=a%26b%3Dc',
    );
  });
});

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const ok = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );

  it('takes the method and path from the contract and sends the body as JSON', async () => {
    fetchMock.mockImplementation(() => ok({ status: true }));
    await apiRequest(extendRent, { params: { id: 9 }, json: { period: 24 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/rent/9/extend');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ period: 24 }));
  });

  it("passes a provider's query through untouched (not trimmed or sorted), dropping only empty values", async () => {
    fetchMock.mockImplementation(() => ok({ status: true }));
    await apiRequest(socialCallback, {
      params: { service: 'telegram' },
      query: { state: ' s ', code: 'c', one_time_password: undefined, hash: '' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/telegram/callback?state=+s+&code=c');
  });

  it('rejects with an ApiError carrying the server answer', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Gone', code: 'NOT_FOUND' }), { status: 404 })),
    );
    await expect(apiRequest(getExtendPrice, { params: { id: 1 } })).rejects.toEqual(
      expect.objectContaining({ status: 404, code: 'NOT_FOUND', message: 'Gone' }),
    );
    await expect(apiRequest(getExtendPrice, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
  });
});
