import { readFileSync } from 'node:fs';

/**
 * The site's global stylesheet (src/styles/inter-fallback.css, imported by _app): the rules every
 * page needs for the reader's own settings. jsdom applies no media query, so the rules are read
 * from the stylesheet as the browser parses it; e2e/accessibility.spec.ts checks them in Chromium.
 */
const SOURCE = readFileSync('src/styles/inter-fallback.css', 'utf8');

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

const px = (value: string) => Number(value.replace(/px$/, ''));

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
    for (const [property, value] of [
      ['animation-duration', '.01ms'],
      ['animation-iteration-count', '1'],
      ['transition-duration', '.01ms'],
      ['scroll-behavior', 'auto'],
    ]) {
      // !important: Material writes transitions (Grow, Fade) into the element's style attribute.
      expect([
        property,
        style.getPropertyValue(property).replace(/^0\./, '.'),
        style.getPropertyPriority(property),
      ]).toEqual([property, value, 'important']);
    }
  });
});
