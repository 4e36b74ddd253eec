import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { buildTheme } from '@/lib/theme';
import { CatalogRow, CatalogRows, type SidebarItem } from '@/components/common/catalog-row';
import { TabBar } from '@/components/common/tab-bar';
import { SettingsFrame } from '@/features/shell/components/settings-frame';
import { testI18n } from '../test-kit/i18n';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';
import settingsNav from '../../../public/locales/en/settings-nav.json';

/**
 * The site's global stylesheet (src/styles/reader-settings.css, imported by _app): the rules every
 * page needs for the reader's own settings. jsdom applies no media query, so the rules are read
 * from the stylesheet as the browser parses it; e2e/accessibility.spec.ts checks them in Chromium.
 */
const SOURCE = readFileSync('src/styles/reader-settings.css', 'utf8');

function stylesheet(): CSSRule[] {
  const style = document.createElement('style');
  style.textContent = SOURCE;
  document.head.append(style);
  const rules = [...style.sheet!.cssRules];
  style.remove();
  return rules;
}

/** The style rules inside the `@media` rule of this condition, or outside any when it is null. */
function rulesUnder(condition: string | null): CSSStyleRule[] {
  const all = stylesheet();
  const scope =
    condition === null
      ? all
      : all
          .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
          .filter((rule) => rule.media.mediaText === condition)
          .flatMap((rule) => [...rule.cssRules]);
  return scope.filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

/** At the default 16 px text (the padding is in rem, to grow with a reader's larger text). */
const px = (value: string) =>
  value.endsWith('rem') ? Number(value.slice(0, -3)) * 16 : Number(value.replace(/px$/, ''));

describe('the sticky header never covers what has focus (WCAG 2.4.11)', () => {
  // app-header.tsx: a 56 px bar on phones, 64 px from 600 px on, each with a 1 px border under
  // it; and the focus ring reaches 4 px outside an element (theme.ts: 2 px, 2 px away).
  const cases = [
    { condition: null, header: 57 },
    { condition: '(min-width: 600px)', header: 65 },
  ];

  it.each(cases)('pages scroll what gets focus clear of a $header px header ($condition)', ({ condition, header }) => {
    const html = rulesUnder(condition).filter((rule) => rule.selectorText === 'html');
    const padding = html.map((rule) => rule.style.getPropertyValue('scroll-padding-top')).filter(Boolean);
    expect(padding).toHaveLength(1);
    expect(px(padding[0]!)).toBeGreaterThanOrEqual(header + 4);
    // Not so far that a phone held sideways (360 px high) loses much of its window.
    expect(px(padding[0]!)).toBeLessThanOrEqual(header + 12);
  });
});

describe('a reader who asks for reduced motion (WCAG 2.3.3, 2.2.2)', () => {
  it('sees every animation and transition end at once, on every element and its pseudo-elements', () => {
    const rules = rulesUnder('(prefers-reduced-motion: reduce)');
    const everything = rules.filter((rule) =>
      ['*', '::before', '::after'].every((s) => rule.selectorText.split(/\s*,\s*/).includes(s)),
    );
    expect(everything).toHaveLength(1);
    const { style } = everything[0]!;
    const expected = [
      ['animation-duration', '.01ms'],
      ['animation-iteration-count', '1'],
      ['transition-duration', '.01ms'],
      ['scroll-behavior', 'auto'],
    ] as const;
    for (const [property, value] of expected) {
      // !important: Material writes transitions (Grow, Fade) into the element's style attribute.
      expect([
        property,
        style.getPropertyValue(property).replace(/^0\./, '.'),
        style.getPropertyPriority(property),
      ]).toEqual([property, value, 'important']);
    }
  });
});

describe('forced colours (Windows high contrast), where backgrounds and shadows are painted over', () => {
  const rules = () => rulesUnder('(forced-colors: active)');
  /** The rule of the forced-colours block whose selector the element matches, setting this property. */
  const ruleFor = (el: Element, property: string) =>
    rules().find((rule) => el.matches(rule.selectorText) && rule.style.getPropertyValue(property));

  /** What the audit found marked by a tint alone, each in its chosen or current state. */
  function renderChosenThings() {
    const item = { id: 1, name: 'WhatsApp', favorite: false, count: 3, price: 50, icon: '/w.svg' } as SidebarItem;
    render(
      <I18nextProvider i18n={testI18n({ common, numbers, 'settings-nav': settingsNav }, 'numbers')}>
        <ThemeProvider theme={buildTheme('light')}>
          <CatalogRows role="grid" aria-label="Services">
            <CatalogRow item={item} selected price="$0.50" onSelect={() => {}} onFavorite={() => {}} />
          </CatalogRows>
          {/* The statistics page's periods. */}
          <ToggleButtonGroup value={30} exclusive aria-label="Period">
            <ToggleButton value={7}>7 days</ToggleButton>
            <ToggleButton value={30}>30 days</ToggleButton>
          </ToggleButtonGroup>
          <TabBar
            label="History"
            value="payments"
            onChange={() => {}}
            tabs={[
              { value: 'payments', label: 'Payments', id: 't1', controls: 'p1' },
              { value: 'statement', label: 'Statement', id: 't2', controls: 'p2' },
            ]}
          />
          <SettingsFrame current="security" title="Security">
            <ButtonBase className="button button--contained">Save</ButtonBase>
            <Button variant="contained">Buy</Button>
          </SettingsFrame>
        </ThemeProvider>
      </I18nextProvider>,
    );
  }

  it('outline what is chosen, pressed or current, in the highlight colour, unlike the focus ring', () => {
    renderChosenThings();
    const chosen = [
      screen.getByRole('button', { name: /^WhatsApp/ }),
      screen.getByRole('button', { name: '30 days' }),
      screen.getByRole('tab', { name: 'Payments' }),
      // The desktop side list's current page, and the phone's row of links.
      ...screen.getAllByRole('link', { name: 'Security' }),
    ];
    expect(chosen).toHaveLength(5);
    for (const el of chosen) {
      const rule = ruleFor(el, 'outline');
      // Double, not the focus ring's solid line: the chosen row is told from the focused one.
      expect([el.textContent, rule?.style.getPropertyValue('outline')]).toEqual([
        el.textContent,
        '3px double Highlight',
      ]);
      expect(rule?.style.getPropertyPriority('outline')).toBe('important');
    }
    // What is not chosen keeps no outline; nor does a chosen element while it has keyboard focus.
    expect(ruleFor(screen.getByRole('button', { name: '7 days' }), 'outline')).toBeUndefined();
    expect(ruleFor(screen.getByRole('tab', { name: 'Statement' }), 'outline')).toBeUndefined();
    for (const rule of rules().filter((r) => r.style.getPropertyValue('outline'))) {
      for (const selector of rule.selectorText.split(/\s*,\s*/)) expect(selector).toMatch(/:not\(:focus-visible\)$/);
    }
  });

  it('give filled buttons an edge: their fill is painted over', () => {
    renderChosenThings();
    for (const name of ['Save', 'Buy']) {
      const rule = ruleFor(screen.getByRole('button', { name }), 'border');
      expect([name, rule?.style.getPropertyValue('border')]).toEqual([name, '1px solid ButtonText']);
    }
    expect(ruleFor(screen.getByRole('button', { name: '7 days' }), 'border')).toBeUndefined();
  });
});
