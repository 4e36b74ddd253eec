import { startHarness, upstreamSession, type Harness } from './helpers';

// A TLS proxy in front without TRUST_PROXY: the BFF sees plain http, but the public origin is
// https, so the browser is on https. Its answers carry HSTS; the session cookie must be Secure
// too, or a browser without HSTS cached (a new profile, an expired entry) could send it over
// plain http.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ PUBLIC_ORIGIN: 'https://codeport.example', TRUST_PROXY: 'false' });
});
afterAll(() => h.stop());

it('is Secure when the public origin is https, though the request reached the BFF over http', async () => {
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession() });
  const answer = await h.browser.call('POST', '/api/login', {
    body: { email: 'demo@codeport.test', password: 'demo-password-1' },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['strict-transport-security']).toBeDefined();
  expect((answer.headers['set-cookie']?.[0] ?? '').split('; ')).toEqual(
    expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax']),
  );
});
