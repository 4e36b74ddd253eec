import { signInThroughBff, harnessPerFile } from './helpers';

/**
 * Issue 18: /doc/api reads the REST API's OpenAPI document through the BFF, a public GET of
 * one contract route; the rest of /api/v1 (a bot's API, keyed) stays out of the browser's reach.
 */
const h = harnessPerFile();

const document = {
  openapi: '3.1.0',
  info: { title: 'Codeport REST API', version: '1.0.0' },
  servers: [{ url: 'http://127.0.0.1:4000' }],
  paths: { '/api/v1/activation/buy': { post: { operationId: 'activations.buy' } } },
  components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
};

async function signIn() {
  await signInThroughBff(h);
  h.upstream.reset();
}

describe('GET /api/v1/openapi.json through the BFF', () => {
  it('relays the whole document to a guest', async () => {
    h.upstream.on('GET', '/api/v1/openapi.json', { status: 200, body: document });
    const answer = await h.browser.call('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(document);
    expect(h.upstream.last()!.url).toBe('/api/v1/openapi.json');
  });

  it('refuses an answer that is not an OpenAPI 3.1 document', async () => {
    h.upstream.on('GET', '/api/v1/openapi.json', { status: 200, body: { swagger: '2.0', paths: {} } });
    const answer = await h.browser.call('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: false, code: 'INVALID_RESPONSE' });
  });

  it('offers only GET', async () => {
    const answer = await h.browser.call('POST', '/api/v1/openapi.json', { body: {} });
    expect(answer.status).toBe(405);
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    '/api/v1/openapi%2Ejson',
    '/api/v1/openapi%2ejson',
    '/api/v1/openapi.json/..',
    '/api/v1/..%2Fopenapi.json',
    '/api/openapi.json',
    '/api/v1/user/openapi.json',
  ])('refuses %s before the upstream', async (url) => {
    h.upstream.on('GET', '/api/v1/openapi.json', { status: 200, body: document });
    const answer = await h.browser.call('GET', url);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    ['GET', '/api/v1/user'],
    ['POST', '/api/v1/activation/buy'],
    ['GET', '/api/v1/user/active-numbers'],
  ] as const)('keeps %s %s (the keyed REST API) out of the browser', async (method, url) => {
    await signIn();
    const answer = await h.browser.call(method, url, method === 'POST' ? { body: {} } : {});
    expect(answer.status).toBe(404);
    expect(h.upstream.requests).toEqual([]);
  });
});
