import { startHarness, upstreamSession, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ BFF_BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => h.stop());
beforeEach(() => h.upstream.reset());

const login = { email: 'demo@codeport.test', password: 'demo-password-1' };

async function signIn(): Promise<void> {
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7, 'edge-token') });
  expect((await h.browser.call('POST', '/api/login', { body: login })).status).toBe(200);
  h.upstream.reset();
}

describe('same-origin rule for mutating routes', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['Sec-Fetch-Site cross-site', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain)',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
    ],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('answers 403 CROSS_SITE for %s', async (_name, headers) => {
    const answer = await h.browser.call('POST', '/api/login', { body: login, headers, noOrigin: true });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CROSS_SITE');
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'email=demo%40codeport.test&password=demo-password-1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\ndemo@codeport.test\r\n--x--',
    ],
    ['text/plain', '{"email":"demo@codeport.test","password":"demo-password-1"}'],
  ])('refuses a same-origin form post as %s with 415', async (type, body) => {
    const answer = await h.browser.call('POST', '/api/login', { body, headers: { 'content-type': type } });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    [
      'a cross-site form post (urlencoded)',
      'application/x-www-form-urlencoded',
      'email=demo%40codeport.test&password=x',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'a cross-site multipart form post',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--',
      { origin: 'https://evil.example' },
    ],
    [
      'a cross-site text/plain post shaped as JSON',
      'text/plain',
      '{"email":"a@b.co","password":"x"}',
      { 'sec-fetch-site': 'cross-site' },
    ],
    [
      'a form post from an old browser that sends only Origin null',
      'application/x-www-form-urlencoded',
      'email=a%40b.co',
      { origin: 'null' },
    ],
  ])('answers 403 to %s before reading it', async (_name, type, body, headers) => {
    const answer = await h.browser.call('POST', '/api/login', {
      body,
      headers: { 'content-type': type, ...headers },
      noOrigin: true,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CROSS_SITE');
    expect(h.upstream.requests).toEqual([]);
  });

  it('answers 403 to a cross-site form post to the realtime authorisation, which takes forms', async () => {
    await signIn();
    const answer = await h.browser.call('POST', '/api/broadcasting/auth', {
      body: 'socket_id=1.2&channel_name=private-user.7.0',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      noOrigin: true,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CROSS_SITE');
    expect(h.upstream.requests).toEqual([]);
  });

  it.each([
    ['PUT', '/api/user/settings', { copying_code: false }],
    ['DELETE', '/api/activation/remove-from-favorite/service/1', undefined],
    ['POST', '/api/logout', undefined],
  ])('applies to %s %s as well', async (method, path, body) => {
    await signIn();
    const answer = await h.browser.call(method, path, { body, headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CROSS_SITE');
    expect(h.upstream.requests).toEqual([]);
  });

  it('lets a same-origin request through, by Origin or by Sec-Fetch-Site alone', async () => {
    h.upstream.on(
      'POST',
      '/api/forgot-password',
      { status: 200, body: { status: true, message: 'Sent' } },
      { status: 200, body: { status: true } },
    );
    expect((await h.browser.call('POST', '/api/forgot-password', { body: { email: 'a@b.co' } })).status).toBe(200);
    const bySite = await h.browser.call('POST', '/api/forgot-password', {
      body: { email: 'a@b.co' },
      noOrigin: true,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(bySite.status).toBe(200);
  });

  it('does not apply to GET', async () => {
    h.upstream.on('GET', '/api/price', {
      status: 200,
      body: { status: true, data: { operators: [], price: null, count: 0 } },
    });
    expect(
      (
        await h.browser.call('GET', '/api/price?service_id=1&country_id=1', {
          headers: { 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('body size', () => {
  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = { email: 'a@b.co', password: 'x'.repeat(4000) };
    const answer = await h.browser.call('POST', '/api/login', { body: big });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(h.upstream.requests).toEqual([]);
  });

  it('answers 413 to a streamed body with no Content-Length once it passes the limit, and closes the connection', async () => {
    const big = { email: 'a@b.co', password: 'x'.repeat(6000) };
    const answer = await h.browser.call('POST', '/api/login', { body: big, chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.headers.connection).toBe('close');
    expect(h.upstream.requests).toEqual([]);
  });

  it('accepts a streamed body under the limit', async () => {
    h.upstream.on('POST', '/api/forgot-password', { status: 200, body: { status: true, message: 'Sent' } });
    const answer = await h.browser.call('POST', '/api/forgot-password', {
      body: { email: 'a@b.co', pad: 'p'.repeat(1500) },
      chunked: true,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(h.upstream.last()!.body)).toEqual({ email: 'a@b.co' });
  });
});

describe('headers to the upstream', () => {
  it('sends the spec set and nothing else from the client', async () => {
    await signIn();
    h.upstream.on('GET', '/api/user', { status: 200, body: { user: upstreamSession(7).user } });
    await h.browser.call('GET', '/api/user', {
      headers: {
        authorization: 'Bearer client-chosen-token',
        cookie: `${h.browser.cookieHeader()}; language=es; zone=Europe/Madrid; other=1`,
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-custom': 'smuggled',
        'user-agent': 'Mozilla/5.0 Test',
      },
    });
    const sent = h.upstream.last()!.headers;
    expect(sent.authorization).toBe('Bearer edge-token');
    expect(sent.accept).toBe('application/json');
    expect(sent.locale).toBe('es');
    expect(sent.zone).toBe('Europe/Madrid');
    expect(sent.app_instance).toBe('cis_eu');
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.host).toMatch(/^127\.0\.0\.1:\d+$/);
    for (const name of ['cookie', 'x-forwarded-host', 'x-custom', 'referral-id', 'utm-data'])
      expect(sent[name]).toBeUndefined();
    expect(Object.keys(sent).sort()).toEqual(
      [
        'accept',
        'accept-encoding',
        'app_instance',
        'authorization',
        'connection',
        'host',
        'locale',
        'user-agent',
        'x-forwarded-for',
        'x-request-id',
        'zone',
      ].sort(),
    );
  });

  it('passes a time zone only in the IANA shape', async () => {
    for (const [cookie, expected] of [
      ['zone=America%2FArgentina%2FBuenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['zone=UTC', 'UTC'],
      ['zone=..%2F..%2Fetc', undefined],
      ['zone=Europe%2FMadrid%3Bx%3D1', undefined],
      ['zone=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', undefined],
    ] as const) {
      h.upstream.on('GET', '/api/price', {
        status: 200,
        body: { status: true, data: { operators: [], price: null, count: 0 } },
      });
      await h.browser.call('GET', '/api/price?service_id=1&country_id=1', { headers: { cookie } });
      expect(h.upstream.last()!.headers.zone).toBe(expected);
    }
  });

  it('never passes a client Authorization, Cookie or Host for a guest either', async () => {
    h.upstream.on('GET', '/api/price', {
      status: 200,
      body: { status: true, data: { operators: [], price: null, count: 0 } },
    });
    await h.browser.call('GET', '/api/price?service_id=1&country_id=1', {
      headers: {
        authorization: 'Bearer stolen-token',
        cookie: 'session=x',
        host: 'internal.example',
        'x-forwarded-proto': 'https',
        'x-real-ip': '6.6.6.6',
      },
    });
    const sent = h.upstream.last()!.headers;
    expect(sent.authorization).toBeUndefined();
    expect(sent.cookie).toBeUndefined();
    expect(sent.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(sent['x-forwarded-proto']).toBeUndefined();
    expect(sent['x-real-ip']).toBeUndefined();
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('sends Referral-id and Utm-Data from the cookies on sign-up only', async () => {
    const utm = encodeURIComponent(JSON.stringify({ utm_source: 'ads' }));
    h.upstream.on('POST', '/api/register', {
      status: 200,
      body: { status: true, message: 'Code sent', action: 'verify-email' },
    });
    const body = { email: 'new@codeport.test', password: 'password-123', password_confirmation: 'password-123' };
    const answer = await h.browser.call('POST', '/api/register', {
      body,
      headers: { cookie: `referral_id=42; utm=${utm}` },
    });
    expect(answer.status).toBe(200);
    expect(h.upstream.last()!.headers['referral-id']).toBe('42');
    expect(decodeURIComponent(h.upstream.last()!.headers['utm-data'] as string)).toBe('{"utm_source":"ads"}');

    h.upstream.on('POST', '/api/forgot-password', { status: 200, body: { status: true } });
    await h.browser.call('POST', '/api/forgot-password', {
      body: { email: 'a@b.co' },
      headers: { cookie: `referral_id=42; utm=${utm}` },
    });
    expect(h.upstream.last()!.headers['referral-id']).toBeUndefined();
    expect(h.upstream.last()!.headers['utm-data']).toBeUndefined();
  });

  it.each([
    ['a CR LF in the utm cookie', { cookie: 'utm=%7B%7D%0D%0AX-Injected%3A%201' }],
    ['a NUL in the referral cookie', { cookie: 'referral_id=1%00' }],
    ['a newline in the zone cookie', { cookie: 'zone=Europe%2FMadrid%0AX-Evil%3A1' }],
    ['a control character in the language cookie', { cookie: 'language=en%07' }],
    ['a tab in Accept-Language', { 'accept-language': 'en\tX' }],
    ['a tab in the Zone header', { zone: 'Europe/Madrid\tX' }],
    ['a tab in the locale header', { locale: 'en\tX' }],
    ['a tab in the User-Agent', { 'user-agent': 'Mozilla/5.0\tX-Evil: 1' }],
    ['an escaped CR LF in the NEXT_LOCALE cookie', { cookie: 'NEXT_LOCALE=en%0D%0ASet-Cookie%3A%20a%3D1' }],
    ['a DEL character in the utm cookie', { cookie: 'utm=%7F' }],
  ])('answers 400 BAD_HEADER for %s', async (_name, headers) => {
    const body = { email: 'new@codeport.test', password: 'password-123', password_confirmation: 'password-123' };
    const answer = await h.browser.call('POST', '/api/register', { body, headers });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_HEADER');
    expect(h.upstream.requests).toEqual([]);
  });
});

describe('retry policy', () => {
  const price = '/api/price?service_id=1&country_id=2';
  const ok = { status: 200, body: { status: true, data: { operators: [], price: 5, count: 1 } } };

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    h.upstream.on('GET', '/api/price', { status, body: { status: false, message: 'busy' } }, ok);
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(200);
    expect(h.upstream.requests).toHaveLength(2);
    expect(h.logs.lines.at(-1)).toMatchObject({ retries: 1, upstreamStatus: 200 });
  });

  it('retries only once', async () => {
    h.upstream.on(
      'GET',
      '/api/price',
      { status: 503, body: { status: false, message: 'down' } },
      { status: 503, body: { status: false, message: 'still down' } },
      ok,
    );
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: false, message: 'still down', code: 'SERVER_ERROR' });
    expect(h.upstream.requests).toHaveLength(2);
  });

  it('counts the retry when the second attempt fails in transport', async () => {
    h.upstream.on('GET', '/api/price', { status: 503, body: { status: false, message: 'down' } }, 'reset');
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(h.logs.lines.at(-1)).toMatchObject({ retries: 1, errorCode: 'UPSTREAM_UNAVAILABLE' });
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    h.upstream.on('GET', '/api/price', { status, body: { status: false, message: 'no', code: 'X' } }, ok);
    const answer = await h.browser.call('GET', price);
    expect(answer.status).toBe(status);
    expect(h.upstream.requests).toHaveLength(1);
    h.upstream.reset();
  });

  it.each([500, 502, 503, 504, 429])('never retries a POST, even on %i', async (status) => {
    await signIn();
    h.upstream.on(
      'POST',
      '/api/activation/buy',
      { status, body: { status: false, message: 'fail' } },
      { status: 200, body: {} },
    );
    const answer = await h.browser.call('POST', '/api/activation/buy', { body: { service_id: 1, country_id: 2 } });
    expect(answer.status).toBe(status);
    expect(h.upstream.requests).toHaveLength(1);
    h.upstream.reset();
  });
});

describe('retry policy for the other methods', () => {
  it.each([
    ['PUT', '/api/user/settings', { copying_code: false }],
    ['DELETE', '/api/activation/remove-from-favorite/service/1', undefined],
  ])('never retries a %s, even on 503', async (method, path, body) => {
    await signIn();
    h.upstream.on(
      method,
      path,
      { status: 503, body: { status: false, message: 'busy' } },
      { status: 200, body: { status: true } },
    );
    const answer = await h.browser.call(method, path, { body });
    expect(answer.status).toBe(503);
    expect(h.upstream.requests).toHaveLength(1);
    expect(h.logs.lines.at(-1)).toMatchObject({ retries: 0, upstreamStatus: 503 });
    h.upstream.reset();
  });

  it('does not retry a GET whose connection was reset (transport failures are not statuses)', async () => {
    h.upstream.on('GET', '/api/price', 'reset', {
      status: 200,
      body: { status: true, data: { operators: [], price: 5, count: 1 } },
    });
    const answer = await h.browser.call('GET', '/api/price?service_id=1&country_id=2');
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(h.upstream.requests).toHaveLength(1);
    h.upstream.reset();
  });

  it('does not hold the browser for a long Retry-After: the retry is dropped', async () => {
    h.upstream.on(
      'GET',
      '/api/price',
      { status: 503, body: { status: false, message: 'later' }, headers: { 'retry-after': '120' } },
      { status: 200, body: {} },
    );
    const started = Date.now();
    const answer = await h.browser.call('GET', '/api/price?service_id=1&country_id=2');
    expect(answer.status).toBe(503);
    // A held retry would wait out the 120 s, or the 10 s deadline of the test harness.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(h.upstream.requests).toHaveLength(1);
    h.upstream.reset();
  });
});

describe('security response headers', () => {
  it('sets CSP with frame-ancestors none, nosniff and a referrer policy for every route', async () => {
    const { securityHeaders } = await import('@/bff/security/security-headers');
    const headers = Object.fromEntries(securityHeaders(false).map((x) => [x.key, x.value]));
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
