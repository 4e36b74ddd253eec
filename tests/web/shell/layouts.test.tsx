import { screen } from '@testing-library/react';
import { PageLayout, layoutNames } from '@/features/shell/components/layouts';
import { NotFound } from '@/components/errors/not-found';
import { mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const BROWSER = navigator.userAgent;
function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

beforeEach(() => {
  resetRouter();
  mockFetch({});
});
afterEach(() => setUserAgent(BROWSER));

describe('the five layouts (spec §2)', () => {
  it.each(layoutNames.filter((n) => n !== 'error'))('%s: header, page content in <main>, footer', (name) => {
    renderShell(
      <PageLayout name={name}>
        <p>page body</p>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', name);
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('doc adds the documentation navigation', () => {
    renderShell(<PageLayout name="doc">x</PageLayout>);
    expect(screen.getByRole('navigation', { name: 'Documentation' })).toBeInTheDocument();
  });

  it.each(['main', 'doc'] as const)(
    '%s: the page column is Material’s Container without Container (issue 17)',
    (name) => {
      renderShell(<PageLayout name={name}>x</PageLayout>);
      const column = name === 'doc' ? screen.getByRole('main').parentElement! : screen.getByRole('main');
      const style = getComputedStyle(column);
      // Centred, full width up to the breakpoint, the site's 12 px phone gutters and 16 px above.
      expect([style.width, style.marginLeft, style.marginRight, style.boxSizing, style.padding]).toEqual([
        '100%',
        'auto',
        'auto',
        'border-box',
        '16px 12px',
      ]);
      expect(style.flex).toMatch(/^1/);
      expect(column).not.toHaveAttribute('maxwidth');
      expect(document.querySelector('.MuiContainer-root')).toBeNull();
      if (name === 'doc') expect([style.display, style.flexDirection]).toEqual(['flex', 'column']);
    },
  );

  it('main is the default', () => {
    renderShell(<PageLayout>x</PageLayout>);
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'main');
  });

  it('error: the header without navigation, no footer', () => {
    renderShell(
      <PageLayout name="error">
        <NotFound />
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'error');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeInTheDocument();
  });
});

describe('bot user agents (spec §8)', () => {
  it('a crawler gets no error page: no header, no texts, no buttons', () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderShell(
      <PageLayout name="error">
        <NotFound />
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'error');
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('This page does not exist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message support' })).not.toBeInTheDocument();
  });

  it('a crawler still gets ordinary pages', () => {
    setUserAgent('Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)');
    renderShell(<PageLayout name="main">welcome</PageLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('welcome');
  });
});
