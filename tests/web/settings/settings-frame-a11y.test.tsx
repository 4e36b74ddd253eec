import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_PAGES, SettingsFrame } from '@/features/shell/components/settings-frame';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import common from '../../../public/locales/en/common.json';
import settingsNav from '../../../public/locales/en/settings-nav.json';
import { push, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

/** jsdom applies no media queries: both navigations are in the DOM; the phone's has no list. */
/** The security page's frame, in the theme, with its navigation's texts. */
const renderFrame = () =>
  renderApp(
    <SettingsFrame current="security" title="Security">
      <p>forms</p>
    </SettingsFrame>,
    { i18n: testI18n({ common, 'settings-nav': settingsNav }, 'settings-nav'), theme: true },
  );

const phoneNav = () =>
  screen.getAllByRole('navigation', { name: 'Settings pages' }).find((nav) => !within(nav).queryByRole('list'))!;

describe("the settings frame's phone navigation (WCAG 3.2.2)", () => {
  it('is links to every page, the current one marked: no select that opens a page as the arrow keys pass it', async () => {
    renderFrame();
    const nav = phoneNav();
    expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
    // The back link, then every settings page.
    const [back, ...pages] = within(nav).getAllByRole('link');
    expect(back).toHaveAccessibleName('Back to settings');
    expect(pages.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      SETTINGS_PAGES.map(({ key, href }) => [settingsNav.pages[key], href]),
    );
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    // Moving through them goes nowhere.
    act(() => within(nav).getByRole('link', { name: 'Security' }).focus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });
});

/**
 * The rules written for the page that underline this element. jsdom's computed style ignores
 * specificity (ButtonBase's later `text-decoration: none` would win there, not in a browser).
 */
const underliningRules = (el: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter(
      (rule) => /underline/.test(rule.style.getPropertyValue('text-decoration')) && el.matches(rule.selectorText),
    );

describe("the settings frame's phone navigation marks the current page by more than colour (WCAG 1.4.1)", () => {
  it('underlines the current page, and only it', () => {
    renderFrame();
    const nav = phoneNav();
    expect(underliningRules(within(nav).getByRole('link', { name: 'Security' }))).toHaveLength(1);
    for (const other of ['Overview', 'Sessions']) {
      expect(underliningRules(within(nav).getByRole('link', { name: other }))).toEqual([]);
    }
  });
});
