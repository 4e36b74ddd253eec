import { existsSync, readFileSync } from 'node:fs';
import { useState } from 'react';
import { getContrastRatio } from '@mui/material/styles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiReferenceView } from '@/features/developer/components/api-reference-view';
import { ColorModeProvider, useColorMode } from '@/state/color-mode';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { mockFetch } from '../test-kit/fetch';
import { scalarBackgrounds, scalarCustomCss, scalarPalettes } from '@/features/developer/utils/scalar-theme';
import apiDocs from '../../../public/locales/en/api-docs.json';
import common from '../../../public/locales/en/common.json';

jest.mock('@scalar/api-reference', () => ({ createApiReference: jest.fn() }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, typed
const scalar = require('@scalar/api-reference') as { createApiReference: jest.Mock };

const spec = {
  openapi: '3.1.0',
  info: { title: 'Codeport REST API', version: '1.0.0' },
  paths: { '/api/v1/activation/buy': { post: { operationId: 'activations.buy' } } },
};

const app = { destroy: jest.fn() };

/** Where Scalar keeps its built-in messages, one file a locale. */
const SCALAR_LOCALES = 'node_modules/@scalar/api-reference/dist/features/localization/locales';

const docsIn = (locale: string) =>
  JSON.parse(readFileSync(`public/locales/${locale}/api-docs.json`, 'utf8')) as Record<string, unknown>;

type Localization = {
  locale: string;
  translations: { actions: { showMore: string }; navigation: { showAllEndpoints: string } };
};

/** The configuration Scalar was mounted with, the nth time. */
const configOf = (call: number) =>
  scalar.createApiReference.mock.calls[call]![1] as Record<string, unknown> & { localization: Localization };

function ThemeSwitch() {
  const { toggle } = useColorMode();
  return (
    <button type="button" onClick={toggle}>
      switch theme
    </button>
  );
}

/** The view under a parent that renders it again on a click, with nothing else changed. */
function RenderAgain() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        render again {count}
      </button>
      <ApiReferenceView />
    </>
  );
}

function renderReference(mode: 'light' | 'dark' = 'light') {
  return renderApp(
    <ColorModeProvider initial={mode}>
      <ThemeSwitch />
      <ApiReferenceView />
    </ColorModeProvider>,
    { i18n: testI18n({ 'api-docs': apiDocs, common }, 'api-docs') },
  );
}

beforeEach(() => {
  scalar.createApiReference.mockReset();
  scalar.createApiReference.mockReturnValue(app);
  app.destroy.mockReset();
});

describe('/doc/api', () => {
  it('shows the title, the way in and an accessible loading state before the document arrives', () => {
    mockFetch({ 'GET /api/v1/openapi.json': () => new Promise(() => {}) });
    renderReference();
    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API reference…');
    expect(screen.getByText('Authorization: Bearer <key>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your API key: Settings → API' })).toHaveAttribute('href', '/settings/api');
    expect(screen.getByRole('link', { name: /OpenAPI 3\.1 document/ })).toHaveAttribute('href', '/api/v1/openapi.json');
    expect(scalar.createApiReference).not.toHaveBeenCalled();
  });

  it('renders the document from the BFF in the app theme, with requests from the page off', async () => {
    const calls = mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    renderReference('dark');
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(1));
    const [host, config] = scalar.createApiReference.mock.calls[0] as [HTMLElement, Record<string, unknown>];
    expect(host).toBe(screen.getByTestId('api-reference'));
    expect(config).toMatchObject({
      content: spec,
      forceDarkModeState: 'dark',
      hideDarkModeToggle: true,
      hideTestRequestButton: true,
      withDefaultFonts: false,
      agent: { disabled: true },
      customCss: scalarCustomCss,
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/openapi.json']);

    // The app's theme switch reaches the reference without a reload: a fresh mount in the new
    // theme with the whole configuration (updating a mounted one left Scalar's own colours).
    await userEvent.click(screen.getByRole('button', { name: 'switch theme' }));
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(2));
    expect(app.destroy).toHaveBeenCalledTimes(1);
    expect(scalar.createApiReference.mock.calls[1]![1]).toMatchObject({
      content: spec,
      forceDarkModeState: 'light',
      customCss: scalarCustomCss,
      hideTestRequestButton: true,
      hideClientButton: true,
      agent: { disabled: true },
      telemetry: false,
    });
    // The document is not fetched again.
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/openapi.json']);
  });

  it('says when the document could not be loaded, and loads it on retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/openapi.json': () =>
        fail ? { status: 502, body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' } } : { body: spec },
    });
    renderReference();
    expect(await screen.findByText('The API reference could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('The API reference could not be loaded.')).not.toBeInTheDocument();
  });

  it('says when the viewer cannot start, keeping the download link', async () => {
    scalar.createApiReference.mockImplementation(() => {
      throw new Error('no renderer');
    });
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    renderReference();
    expect(await screen.findByText(/The reference viewer could not start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /OpenAPI 3\.1 document/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the reference down with the page', async () => {
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    const view = renderReference();
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalled());
    act(() => view.unmount());
    expect(app.destroy).toHaveBeenCalled();
  });
});

/**
 * Scalar's DOM as far as these tests need it: a <main> it labels once the document is read, and
 * the document's title as an h1, drawn later (Vue sets both on the elements it made).
 */
function drawLikeScalar(host: HTMLElement) {
  host.innerHTML =
    '<div class="scalar-app"><main aria-label="API documentation for " class="rendered" data-v-1=""><div class="content"></div></main>' +
    '<button type="button" class="code-copy" aria-label="Copy example value"></button></div>';
  const main = host.querySelector('main')!;
  const content = host.querySelector('.content')!;
  setTimeout(() => {
    content.insertAdjacentHTML('beforeend', '<h1 class="section-header-label">Codeport REST API</h1>');
    main.setAttribute('aria-label', 'API documentation for Codeport REST API');
  }, 0);
  return { content };
}

describe("/doc/api's page outline and controls around Scalar's reference", () => {
  it("has one main and one h1: Scalar's <main> becomes a named region and its h1s h2s, its nodes kept", async () => {
    let drawn: ReturnType<typeof drawLikeScalar> | undefined;
    scalar.createApiReference.mockImplementation((host: HTMLElement) => {
      drawn = drawLikeScalar(host);
      return app;
    });
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    renderReference();
    const host = screen.getByTestId('api-reference');
    const region = await within(host).findByRole('region', { name: 'API documentation for Codeport REST API' });
    expect(host.querySelector('main')).toBeNull();
    expect(region).toHaveClass('rendered');
    expect(region).toHaveAttribute('data-v-1');
    // The very nodes Vue made and keeps patching.
    expect(region.firstElementChild).toBe(drawn!.content);
    expect(await within(host).findByRole('heading', { level: 2, name: 'Codeport REST API' })).toHaveClass(
      'section-header-label',
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['API reference']);
  });

  it("shows the site's focus ring on every control in it, and makes the copy button a 24 px target", async () => {
    scalar.createApiReference.mockImplementation((host: HTMLElement) => {
      drawLikeScalar(host);
      return app;
    });
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    renderReference();
    const copy = await screen.findByRole('button', { name: 'Copy example value' });
    const style = getComputedStyle(copy);
    expect([style.minWidth, style.minHeight]).toEqual(['24px', '24px']);
    // Scalar's own rules (outline: none) are more specific than the site's global ring.
    const host = screen.getByTestId('api-reference');
    const scope = [...host.classList].find((c) => c.startsWith('css-'));
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule && rule.selectorText === `.${scope} :focus-visible`,
      );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.style.getPropertyValue('outline')).toBe('2px solid #1f5fd6');
    expect(rules[0]!.style.getPropertyPriority('outline')).toBe('important');
  });
});

describe("/doc/api's additions to Scalar's theme (issue 16)", () => {
  it.each(['light', 'dark'] as const)(
    'set every %s text colour at 4.5:1 or more on each of its backgrounds',
    (mode) => {
      const low = Object.entries(scalarPalettes[mode]).flatMap(([name, colour]) =>
        scalarBackgrounds[mode]
          .map((background) => ({ name, background, ratio: getContrastRatio(colour, background) }))
          .filter(({ ratio }) => ratio < 4.5),
      );
      expect(low).toEqual([]);
    },
  );

  it('reach the page as custom CSS for each theme, with the wrapping and the copy buttons’ names', () => {
    for (const [selector, palette] of [
      ['.light-mode', scalarPalettes.light],
      ['.dark-mode', scalarPalettes.dark],
    ] as const) {
      const rule = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(scalarCustomCss)?.[1] ?? '';
      for (const [name, colour] of Object.entries(palette)) expect(rule).toContain(`${name}: ${colour};`);
    }
    expect(scalarCustomCss).toContain('.scalar-app ul.endpoints { overflow: visible; }');
    expect(scalarCustomCss).toMatch(/\.markdown-summary\.truncate[^{]*\{ white-space: normal;/);
    expect(scalarCustomCss).toContain('.scalar-code-copy .sr-only .hidden { display: inline; }');
  });

  it.each(['en', 'es', 'pt', 'fr', 'de', 'ru'])(
    "name a collapsed tag's button with the text it shows first, in %s (axe label-content-name-mismatch)",
    async (locale) => {
      mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
      const i18n = testI18n({ 'api-docs': apiDocs, common }, 'api-docs');
      i18n.addResourceBundle(locale, 'api-docs', docsIn(locale));
      await i18n.changeLanguage(locale);
      renderApp(<ApiReferenceView />, { i18n });
      await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalled());
      const { localization } = configOf(0);
      // Scalar's own messages in this language, which ours are merged over.
      expect(localization.locale).toBe(locale);
      expect(existsSync(`${SCALAR_LOCALES}/${locale}.js`)).toBe(true);
      const shown = localization.translations.actions.showMore;
      const named = localization.translations.navigation.showAllEndpoints;
      expect(named).toContain('{name}');
      // axe's rule: the visible words are a run of the name's words (its tokens, contiguous).
      const words = (text: string) =>
        text
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean);
      const name = words(named.replace('{name}', 'Activations')).join(' ');
      expect(` ${name} `).toContain(` ${words(shown).join(' ')} `);
      // Scalar's own button text would not have been (its "Show More" is not in its name).
      const scalars = readFileSync(`${SCALAR_LOCALES}/${locale}.js`, 'utf8');
      expect(shown).not.toBe(/\bshowMore: "([^"]+)"/.exec(scalars)?.[1]);
    },
  );
});

describe('/doc/api in the page language (issue 16)', () => {
  it('mounts the reference afresh in the new language when the page switches language', async () => {
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    const i18n = testI18n({ 'api-docs': apiDocs, common }, 'api-docs');
    i18n.addResourceBundle('de', 'api-docs', docsIn('de'));
    renderApp(<ApiReferenceView />, { i18n });
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(1));
    expect(configOf(0).localization).toMatchObject({
      locale: 'en',
      translations: { actions: { showMore: 'Show all' } },
    });

    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(2));
    expect(app.destroy).toHaveBeenCalledTimes(1);
    expect(configOf(1)).toMatchObject({
      content: spec,
      customCss: scalarCustomCss,
      localization: {
        locale: 'de',
        translations: {
          actions: { showMore: 'Alle Endpunkte' },
          navigation: { showAllEndpoints: 'Alle Endpunkte von {name} anzeigen' },
        },
      },
    });
  });

  it('keeps one mounted reference while the language stays', async () => {
    mockFetch({ 'GET /api/v1/openapi.json': { body: spec } });
    const i18n = testI18n({ 'api-docs': apiDocs, common }, 'api-docs');
    renderApp(<RenderAgain />, { i18n });
    await waitFor(() => expect(scalar.createApiReference).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'render again 0' }));
    expect(screen.getByRole('button', { name: 'render again 1' })).toBeInTheDocument();
    expect(scalar.createApiReference).toHaveBeenCalledTimes(1);
    expect(app.destroy).not.toHaveBeenCalled();
  });
});
