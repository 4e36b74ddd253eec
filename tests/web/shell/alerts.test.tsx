import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '@/lib/theme';
import { ALERT_HIDE_MS, AlertsProvider, loadAlertsHost, useAlerts } from '@/state/alerts';
import { ALERT_SPACING_MS } from '@/state/alert-queue';
import type { Alert } from '@/lib/error-catalogue';
import { testI18n } from './harness';

const grabbed: { api?: ReturnType<typeof useAlerts> } = {};
function Grab() {
  const alerts = useAlerts();
  useEffect(() => {
    grabbed.api = alerts;
  });
  return null;
}
const api = {
  show: (a: Alert) => grabbed.api!.show(a),
  showMany: (list: Alert[]) => grabbed.api!.showMany(list),
};

function setup() {
  render(
    <I18nextProvider i18n={testI18n()}>
      <ThemeProvider theme={buildTheme('light')}>
        <AlertsProvider>
          <Grab />
        </AlertsProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const visible = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const msg = (message: string): Alert => ({ variant: 'error', message });

function mockViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// notistack loads on demand in the app; here it is loaded up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('alerts (spec §8)', () => {
  it('shows at most 2 on desktop; the next waits for a free place', () => {
    mockViewport(false);
    setup();
    act(() => {
      api.show(msg('one'));
      api.show(msg('two'));
      api.show(msg('three'));
    });
    expect(visible()).toEqual(expect.arrayContaining(['one', 'two']));
    expect(visible()).toHaveLength(2);
    // The third is not shown by pushing one out early: each keeps its 5 s.
    act(() => jest.advanceTimersByTime(ALERT_HIDE_MS - 100));
    expect(visible()).toEqual(expect.arrayContaining(['one', 'two']));
    expect(visible()).not.toContain('three');
    act(() => jest.advanceTimersByTime(100));
    for (let i = 0; i < 5; i += 1) act(() => jest.advanceTimersByTime(500));
    expect(visible()).toContain('three');
  });

  it('shows at most 1 on mobile', () => {
    mockViewport(true);
    setup();
    act(() => {
      api.show(msg('one'));
      api.show(msg('two'));
    });
    expect(visible()).toEqual(['one']);
  });

  it('removes an alert after 5000 ms', () => {
    mockViewport(false);
    setup();
    act(() => api.show(msg('bye')));
    act(() => jest.advanceTimersByTime(ALERT_HIDE_MS - 100));
    expect(visible()).toEqual(['bye']);
    act(() => jest.advanceTimersByTime(100));
    // Then the exit and collapse transitions run, each scheduled after the previous one.
    for (let i = 0; i < 5; i += 1) act(() => jest.advanceTimersByTime(500));
    expect(visible()).toEqual([]);
  });

  it('shows an array one alert every 300 ms', () => {
    mockViewport(false);
    setup();
    act(() => api.showMany([msg('a'), msg('b')]));
    expect(visible()).toEqual(['a']);
    act(() => jest.advanceTimersByTime(ALERT_SPACING_MS - 1));
    expect(visible()).toEqual(['a']);
    act(() => jest.advanceTimersByTime(1));
    expect(visible()).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('translates alerts given by key', () => {
    mockViewport(false);
    setup();
    act(() => api.show({ variant: 'error', messageKey: 'errors.server' }));
    expect(visible()).toEqual(['Server error, try again later']);
  });

  it('is heard over an open dialog: MUI hides the page, alerts included, from screen readers while it is open', () => {
    mockViewport(false);
    render(
      <I18nextProvider i18n={testI18n()}>
        <ThemeProvider theme={buildTheme('light')}>
          <AlertsProvider>
            <Grab />
            <Dialog open aria-label="Extend the rental">
              <p>Period</p>
            </Dialog>
          </AlertsProvider>
        </ThemeProvider>
      </I18nextProvider>,
    );
    act(() => api.show(msg('Rental already ended')));
    // What assistive technology can reach: everything but the aria-hidden subtrees.
    const heard = () =>
      screen
        .queryAllByRole('alert')
        .filter((a) => !a.closest('[aria-hidden="true"]'))
        .map((a) => a.textContent);
    expect(heard()).toEqual(['Rental already ended']);
    act(() => jest.advanceTimersByTime(ALERT_HIDE_MS));
    expect(heard()).toEqual([]);
  });
});
