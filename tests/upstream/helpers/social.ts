import type { TestApp } from './test-db';
import { call } from './http';

/** Walks the demo provider like a browser: redirect URL → consent page → Allow → callback URL. */
export async function consent(
  t: TestApp,
  service: string,
  email: string,
  mode: 'login' | 'link' = 'login',
  token?: string,
) {
  const redirect = await call(t.app, 'GET', `/api/auth/${service}/redirect?mode=${mode}`, { token });
  expect(redirect.status).toBe(200);
  const authorize = new URL(redirect.body.url as string);
  const page = await t.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post" action="/oauth/demo/authorize">');
  const form = new URLSearchParams({
    service,
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    email,
    name: 'Social Person',
    decision: 'allow',
  });
  const back = await t.app.inject({
    method: 'POST',
    url: '/oauth/demo/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(back.statusCode).toBe(302);
  const callback = new URL(back.headers.location as string);
  expect(callback.origin + callback.pathname).toBe(
    `${t.ctx.config.webOrigin}/auth/${service}/${mode === 'link' ? 'link-callback' : 'callback'}`,
  );
  expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  return callback.searchParams.get('code')!;
}
