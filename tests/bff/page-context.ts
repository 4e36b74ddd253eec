import type { GetServerSidePropsContext } from 'next';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookies } from '@/bff/http/cookies';

/** A getServerSideProps context for `resolvedUrl`, and what the page sent (headers, body). */
export function pageContext(
  resolvedUrl: string,
  options: { cookie?: string; locale?: string; params?: Record<string, string>; query?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  const req = { headers, socket: { remoteAddress: '127.0.0.1' }, url: resolvedUrl } as unknown as IncomingMessage & {
    cookies: Record<string, string>;
  };
  req.cookies = readCookies(req) as Record<string, string>;
  const sent: { headers: Record<string, unknown>; body?: string } = { headers: {} };
  const res = {
    statusCode: 200,
    getHeader: (n: string) => sent.headers[n.toLowerCase()],
    setHeader: (n: string, v: unknown) => void (sent.headers[n.toLowerCase()] = v),
    end: (body?: string) => void (sent.body = body ?? ''),
  } as unknown as ServerResponse;
  const ctx = {
    req,
    res,
    resolvedUrl,
    query: { ...options.query, ...options.params },
    params: options.params ?? {},
    locale: options.locale ?? 'en',
    defaultLocale: 'en',
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, sent };
}

/**
 * The session cookie's value for upstream user `id`, sealed as the BFF seals it. Call after
 * bffTestEnv: the password and session modules read the environment when first imported.
 */
export async function sessionSealer(): Promise<(id: number) => Promise<string>> {
  const { sealData } = await import('iron-session');
  const { sessionPasswords } = await import('@/bff/session/password');
  const { sessionFromUpstream } = await import('@/bff/session/session');
  const { upstreamSession } = await import('./helpers');
  return (id) =>
    sealData(sessionFromUpstream(upstreamSession(id, `t${id}`)), { password: sessionPasswords(), ttl: 3600 });
}
