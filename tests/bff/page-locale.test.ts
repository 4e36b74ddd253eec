import { startHarness, type Harness } from './helpers';

/**
 * Issue 16: a page sends its own locale with every BFF call. That explicit choice must beat
 * the `language` cookie and the browser's language, and a value that is not one of the site's
 * locales must be ignored rather than forwarded.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.upstream.reset();
  h.upstream.on('GET', '/api/blog/categories', { status: 200, body: { status: true, data: [] } });
});

async function localeSent(headers: Record<string, string>): Promise<string | undefined> {
  await h.browser.call('GET', '/api/blog/categories', { headers });
  return h.upstream.last()?.headers.locale as string | undefined;
}

describe('the locale the BFF forwards', () => {
  it("is the page's locale header, over the language cookie and the browser's language", async () => {
    expect(await localeSent({ locale: 'de', cookie: 'language=es', 'accept-language': 'fr' })).toBe('de');
    expect(await localeSent({ locale: 'pt-BR', cookie: 'language=es' })).toBe('pt');
  });

  it('falls back to the cookie, then the browser language, when the header is bogus', async () => {
    expect(await localeSent({ locale: 'xx', cookie: 'language=es', 'accept-language': 'fr' })).toBe('es');
    expect(await localeSent({ locale: '../../de', 'accept-language': 'fr' })).toBe('fr');
    expect(await localeSent({ locale: 'klingon' })).toBe('en');
  });
});
