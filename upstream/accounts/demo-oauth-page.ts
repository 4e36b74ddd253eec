import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { socialProviders } from '@contracts/social-providers';
import type { UpstreamContext } from '../server/context';

/**
 * The built-in demo OAuth provider: a consent page at /oauth/demo/authorize that issues a
 * one-time code and redirects back to the web app, exactly like a real provider would.
 * It stands in for Google/GitHub/Telegram in the embedded run; the code exchange happens
 * in the social callback routes.
 */

const codeTtlMs = 10 * 60_000;
export const hashOauthCode = (code: string) => createHash('sha256').update(code).digest('hex');

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function consentPage(service: string, redirectUri: string, state: string): string {
  const suggested = `${service}.user@example.test`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escape(service)} (demo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:10vh auto;padding:0 16px;color:#1b1f24}
form{display:grid;gap:12px}input{padding:10px;font-size:16px}button{padding:10px;font-size:16px;cursor:pointer}
.allow{background:#1565c0;color:#fff;border:0;border-radius:6px}.deny{background:none;border:1px solid #999;border-radius:6px}</style>
</head><body>
<h1>Demo ${escape(service)} sign-in</h1>
<p>Codeport wants to know your email address and name. This is the built-in demo provider: choose any identity.</p>
<form method="post" action="/oauth/demo/authorize">
<input type="hidden" name="service" value="${escape(service)}">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(state)}">
<label>Email <input name="email" type="email" required value="${escape(suggested)}"></label>
<label>Name <input name="name" value="Demo ${escape(service)} user"></label>
<button class="allow" name="decision" value="allow" type="submit">Allow</button>
<button class="deny" name="decision" value="deny" type="submit" formnovalidate>Deny</button>
</form></body></html>`;
}

export function registerDemoOauthPage(app: FastifyInstance, ctx: UpstreamContext): void {
  const providers = socialProviders as readonly string[];
  // Only the web app's own callback pages may receive codes: no open redirect.
  const allowedRedirect = (uri: string, service: string) =>
    [
      `${ctx.config.webOrigin}/auth/${service}/callback`,
      `${ctx.config.webOrigin}/auth/${service}/link-callback`,
    ].includes(uri);

  const bad = (reply: import('fastify').FastifyReply, message: string) =>
    reply.status(400).type('text/plain; charset=utf-8').send(message);

  app.get('/oauth/demo/authorize', async (request, reply) => {
    // A repeated query key arrives as an array: only single strings count.
    const query = request.query as Record<string, unknown>;
    const q = Object.fromEntries(
      ['service', 'redirect_uri', 'state'].map((k) => [k, typeof query[k] === 'string' ? query[k] : undefined]),
    ) as Record<string, string | undefined>;
    const service = q.service ?? '';
    const redirectUri = q.redirect_uri ?? '';
    if (!providers.includes(service) || !allowedRedirect(redirectUri, service))
      return bad(reply, 'Unknown service or redirect_uri.');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(consentPage(service, redirectUri, q.state ?? ''));
  });

  app.post('/oauth/demo/authorize', async (request, reply) => {
    // A form post, or JSON from a script: anything but a string counts as missing.
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string): string | undefined => (typeof body[name] === 'string' ? body[name] : undefined);
    const f = {
      service: field('service'),
      redirect_uri: field('redirect_uri'),
      state: field('state'),
      decision: field('decision'),
      email: field('email'),
      name: field('name'),
    };
    const service = f.service ?? '';
    const redirectUri = f.redirect_uri ?? '';
    if (!providers.includes(service) || !allowedRedirect(redirectUri, service))
      return bad(reply, 'Unknown service or redirect_uri.');
    const target = new URL(redirectUri);
    if (f.state) target.searchParams.set('state', f.state.slice(0, 200));
    if (f.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString(), 302);
    }
    const email = (f.email ?? '').trim().toLowerCase();
    // No control characters: PostgreSQL text cannot hold NUL, and no real address has them.
    if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email) || email.length > 254)
      return bad(reply, 'A valid email is required.');
    const code = randomBytes(24).toString('base64url');
    await ctx.db
      .insertInto('oauth_demo_codes')
      .values({
        code_hash: hashOauthCode(code),
        provider: service,
        // A stable provider-side id per identity, as a real provider would have.
        provider_user_id: createHash('sha256').update(`${service}:${email}`).digest('hex').slice(0, 24),
        email,
        name:
          (f.name ?? '')
            .replace(/\p{Cc}/gu, '')
            .trim()
            .slice(0, 100) || email.split('@')[0]!,
        expires_at: new Date(ctx.now().getTime() + codeTtlMs),
      })
      .execute();
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });
}
