import { bffTestEnv, settingsReply } from './helpers';
import { NockUpstream } from './nock-upstream';
import { pageContext } from './page-context';

// The namespaces each page asks for, as next-i18next would load them.
jest.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: async (_locale: string, ns: string[]) => ({ _nextI18Next: { ns } }),
}));

const upstream = new NockUpstream();
beforeAll(async () => {
  bffTestEnv(await upstream.start());
});
afterAll(() => upstream.stop());

/**
 * Pages that render the home page under another address (the reset link, the social returns)
 * load every translation it renders with: there is no loader in the browser, so a missing
 * namespace shows its raw keys ("picker.choose", "bar.label" on a phone).
 */
describe('pages that render the home page', () => {
  it.each([
    ['/check/reset-password', () => import('../../pages/check/reset-password'), {}],
    ['/auth/google/callback', () => import('../../pages/auth/[service]/callback'), { service: 'google' }],
    ['/auth/google/link-callback', () => import('../../pages/auth/[service]/link-callback'), { service: 'google' }],
  ] as const)('%s loads the home page’s namespaces', async (url, page, params) => {
    upstream.reset();
    upstream.on('GET', '/api/content/settings', settingsReply());
    const { HOME_NAMESPACES } = await import('@/bff/ssr/home-page');
    const { getServerSideProps } = await page();
    const result = (await getServerSideProps(pageContext(url, { params }).ctx)) as {
      props: { _nextI18Next: { ns: string[] } };
    };
    expect(HOME_NAMESPACES).toContain('numbers-phone');
    expect(result.props._nextI18Next.ns).toEqual(expect.arrayContaining(['common', ...HOME_NAMESPACES]));
  });
});
