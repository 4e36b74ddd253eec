import { act, screen } from '@testing-library/react';
import { StickyBuyBar } from '@/features/numbers/components/sticky-buy-bar';
import { makeUser } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** The page's style rules, as emotion inserted them. */
const pageStyles = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');

const bar = {
  title: 'WhatsApp · Russia',
  price: '$12.50',
  count: 5,
  loaded: true,
  failed: false,
  soldOut: false,
  pending: false,
  buyLabel: 'Buy number',
  onBuy: () => undefined,
};

describe('the phone buy bar covers nothing focus scrolls to (WCAG 2.4.11)', () => {
  it("keeps the bar's height clear at the bottom of the view for what focus scrolls to, on phones only", async () => {
    renderApp(<StickyBuyBar {...bar} />, {
      i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'),
      user: makeUser(),
      theme: true,
    });
    await screen.findByRole('region', { name: 'Your choice' });
    const rules = pageStyles().replace(/\s+/g, '');
    const phone = rules.match(/@media\(max-width:899\.95px\)\{html\{[^}]*\}/)?.[0] ?? '';
    // Focus moved by the arrow keys (a list's next row) scrolls into view above the bar.
    expect(phone).toContain('scroll-padding-bottom:var(--buy-bar,calc(104px+env(safe-area-inset-bottom,0px)))');
    // The page's end, as before, scrolls clear of it too.
    expect(rules).toMatch(/body\{padding-bottom:var\(--buy-bar,calc\(104px\+env\(safe-area-inset-bottom,0px\)\)\);?\}/);
  });

  it('keeps room for the bar as tall as it is drawn: a long title, larger text or wider spacing grow it', async () => {
    let resized = () => {};
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    let height = 112;
    const offset = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
    try {
      const { unmount } = renderApp(
        <StickyBuyBar {...bar} title="WhatsApp · Vereinigtes Königreich" buyLabel="Nummer kaufen" />,
        {
          i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'),
          user: makeUser(),
          theme: true,
        },
      );
      await screen.findByRole('region', { name: 'Your choice' });
      const room = () => document.documentElement.style.getPropertyValue('--buy-bar');
      act(() => resized());
      expect(room()).toBe('120px');
      height = 215;
      act(() => resized());
      expect(room()).toBe('223px');
      unmount();
      expect(room()).toBe('');
    } finally {
      offset.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });
});
