import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { SeoHead } from '@/features/shell/components/seo-head';
import { instanceProfile, instances } from '@/lib/instance';
import { makeConfig, mockFetch, renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
// next/head needs Next's head manager; inline the tags so the test can read them.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

const robots = () => document.querySelector('meta[name=robots]')?.getAttribute('content');

describe('page head (spec §1, §2)', () => {
  it.each(instances)('%s: robots meta noindex only on test and stage_eu', (instance) => {
    renderShell(<SeoHead />, { config: makeConfig({ profile: instanceProfile(instance) }) });
    if (instance === 'test' || instance === 'stage_eu') expect(robots()).toBe('noindex, nofollow');
    else expect(robots()).toBeUndefined();
  });

  // A page's own PageTitle replaces it: same next/head key, rendered after SeoHead.
  it("gives every page the site's description", () => {
    const { home } = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales/en/common.json'), 'utf8')) as {
      home: { subtitle: string };
    };
    renderShell(<SeoHead />);
    const descriptions = [...document.querySelectorAll('meta[name=description]')];
    expect(descriptions.map((m) => m.getAttribute('content'))).toEqual([home.subtitle]);
  });

  it('canonical and hreflang alternates of the current page, per locale', () => {
    Object.assign(router, { asPath: '/faq/general?x=1', locale: 'de' });
    renderShell(<SeoHead />);
    expect(document.querySelector('link[rel=canonical]')).toHaveAttribute(
      'href',
      'https://codeport.test/de/faq/general',
    );
    const alternates = [...document.querySelectorAll('link[rel=alternate]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://codeport.test/faq/general'],
      ['es', 'https://codeport.test/es/faq/general'],
      ['pt', 'https://codeport.test/pt/faq/general'],
      ['fr', 'https://codeport.test/fr/faq/general'],
      ['de', 'https://codeport.test/de/faq/general'],
      ['x-default', 'https://codeport.test/faq/general'],
    ]);
  });
});
