import type { IncomingMessage, ServerResponse } from 'node:http';
import { resetBffConfig } from '@/bff/config';
import { resetEnv } from '@/lib/env';
import { bffTestEnv } from './helpers';

/**
 * Issue: the page CSP allowed 'unsafe-inline' scripts and no answer carried HSTS. A rendered
 * page now gets a fresh nonce with 'strict-dynamic', handed to _document for Next's script
 * tags, and HSTS whenever the public origin is https.
 */
function exchange(headers: Record<string, string> = {}, encrypted = false) {
  const sent: Record<string, string> = {};
  const req = { headers: { host: 'localhost:3000', ...headers }, socket: { encrypted } } as unknown as IncomingMessage;
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (sent[name.toLowerCase()] = value),
    getHeader: (name: string) => sent[name.toLowerCase()],
  } as unknown as ServerResponse;
  return { req, res, sent };
}

type DocumentContext = Parameters<
  NonNullable<(typeof import('../../pages/_document'))['default']['getInitialProps']>
>[0];

const scriptSrc = (policy = '') => policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
const nonceOf = (policy = '') => /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1];

function configure(env: Record<string, string>): void {
  bffTestEnv('http://127.0.0.1:9', env);
  resetEnv();
  resetBffConfig();
}

let applyPageHeaders: typeof import('@/bff/ssr/page-policy').applyPageHeaders;
beforeAll(async () => {
  configure({});
  ({ applyPageHeaders } = await import('@/bff/ssr/page-policy'));
});
afterEach(() => configure({ TRUST_PROXY: 'false', PUBLIC_ORIGIN: 'http://localhost:3000', APP_INSTANCE: 'cis_eu' }));

describe('the policy of a rendered page', () => {
  it('carries a fresh base64 nonce of 128 bits with strict-dynamic, never unsafe-inline', () => {
    const first = exchange();
    const second = exchange();
    const nonce = applyPageHeaders(first.req, first.res);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(Buffer.from(nonce, 'base64').toString('base64')).toBe(nonce);
    expect(nonceOf(first.sent['content-security-policy'])).toBe(nonce);
    expect(scriptSrc(first.sent['content-security-policy'])).toMatch(/'strict-dynamic'/);
    expect(scriptSrc(first.sent['content-security-policy'])).not.toMatch(/unsafe-inline/);
    expect(applyPageHeaders(second.req, second.res)).not.toBe(nonce);
    expect(nonceOf(second.sent['content-security-policy'])).not.toBe(nonce);
  });

  it("names the running configuration's realtime endpoint", () => {
    const { req, res, sent } = exchange();
    applyPageHeaders(req, res);
    expect(sent['content-security-policy']).toMatch(/connect-src 'self' ws:\/\/localhost:6001(;| )/);
  });

  it.each(['cis_yandex', 'cis_google'])('on the counter instance %s: analytics hosts, still no inline', (instance) => {
    configure({ APP_INSTANCE: instance });
    const { req, res, sent } = exchange();
    applyPageHeaders(req, res);
    expect(scriptSrc(sent['content-security-policy'])).toMatch(/'strict-dynamic' 'self' .*https:\/\/mc\.yandex\.ru/);
    expect(scriptSrc(sent['content-security-policy'])).not.toMatch(/unsafe-inline/);
  });

  it('keeps unsafe-eval to development', () => {
    const nodeEnv = process.env.NODE_ENV;
    try {
      for (const [mode, evalAllowed] of [
        ['production', false],
        ['development', true],
      ] as const) {
        configure({ NODE_ENV: mode });
        const { req, res, sent } = exchange();
        applyPageHeaders(req, res);
        expect(scriptSrc(sent['content-security-policy']).includes("'unsafe-eval'")).toBe(evalAllowed);
      }
    } finally {
      configure({ NODE_ENV: nodeEnv ?? 'test' });
    }
  });

  it('names no analytics host where the instance has no counters', () => {
    configure({ APP_INSTANCE: 'stage_ru' });
    const { req, res, sent } = exchange();
    applyPageHeaders(req, res);
    expect(sent['content-security-policy']).not.toMatch(/yandex|google/);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = 'max-age=63072000; includeSubDomains';

  it('is never sent on plain http localhost', () => {
    const { req, res, sent } = exchange({ 'x-forwarded-proto': 'https' });
    applyPageHeaders(req, res); // TRUST_PROXY is off: the header is anybody's word
    expect(sent['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says https, or the socket is TLS', () => {
    configure({ TRUST_PROXY: 'true' });
    const proxied = exchange({ 'x-forwarded-proto': 'https' });
    applyPageHeaders(proxied.req, proxied.res);
    expect(proxied.sent['strict-transport-security']).toBe(hsts);
    const plain = exchange({ 'x-forwarded-proto': 'http' });
    applyPageHeaders(plain.req, plain.res);
    expect(plain.sent['strict-transport-security']).toBeUndefined();
    const tls = exchange({}, true);
    applyPageHeaders(tls.req, tls.res);
    expect(tls.sent['strict-transport-security']).toBe(hsts);
  });

  it('is sent when the configured public origin is https', () => {
    configure({ PUBLIC_ORIGIN: 'https://codeport.example' });
    const { req, res, sent } = exchange();
    applyPageHeaders(req, res);
    expect(sent['strict-transport-security']).toBe(hsts);
  });
});

describe('_document', () => {
  /** The least of a DocumentContext Document.getInitialProps touches. */
  function documentContext(withResponse: boolean) {
    const { req, res, sent } = exchange();
    const ctx = {
      ...(withResponse ? { req, res } : {}),
      pathname: '/',
      query: {},
      asPath: '/',
      renderPage: async () => ({ html: '<main>page</main>', head: [] }),
      defaultGetInitialProps: async (c: DocumentContext) => ({ ...(await c.renderPage()), styles: [] }),
    } as unknown as DocumentContext;
    return { ctx, sent };
  }

  it('gives Next the nonce of the policy it sent with the page', async () => {
    const { default: Document } = await import('../../pages/_document');
    const { ctx, sent } = documentContext(true);
    const props = (await Document.getInitialProps!(ctx)) as { nonce?: string };
    expect(props.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(sent['content-security-policy'])).toBe(props.nonce);
  });

  it("writes the build's token into the prebuilt pages, the one next.config's policy trusts", async () => {
    const { default: Document } = await import('../../pages/_document');
    const { default: nextConfig } = await import('../../next.config');
    const [rule] = await nextConfig.headers!();
    const buildPolicy = rule!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      // Next prerenders with a stand-in response; nothing may be set on it.
      const { ctx, sent } = documentContext(true);
      const props = (await Document.getInitialProps!(ctx)) as { nonce?: string };
      expect(props.nonce).toBeTruthy();
      expect(nonceOf(buildPolicy)).toBe(props.nonce);
      expect(sent['content-security-policy']).toBeUndefined();
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});
