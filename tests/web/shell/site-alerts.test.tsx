import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PageLayout } from '@/features/shell/components/layouts';
import { SiteAlerts } from '@/features/shell/components/site-alerts';
import { DISMISSED_ALERTS_KEY } from '@/features/shell/hooks/use-dismissed-alerts';
import { mockFetch } from '../test-kit/fetch';
import { renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';
import { siteSettingsAnswer } from '../test-kit/site-settings';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

type SiteAlert = { type: 'info' | 'success' | 'warning' | 'error'; text: string };

const settingsWith = (alerts: Record<string, SiteAlert>) => ({
  'GET /api/content/settings': siteSettingsAnswer({ alerts }),
});

const maintenance: SiteAlert = { type: 'warning', text: 'Payments by card are slow today.' };
const news: SiteAlert = { type: 'info', text: 'New countries: Chile and Peru.' };
const region = () => screen.findByRole('region', { name: 'Announcements' });

beforeEach(() => {
  resetRouter();
  window.localStorage.clear();
});

it('shows each site alert from the settings under the header, with its severity', async () => {
  mockFetch(settingsWith({ maintenance, news }));
  renderShell(
    <PageLayout>
      <p>page</p>
    </PageLayout>,
  );
  const banner = await region();
  const alerts = within(banner).getAllByRole('status');
  expect(alerts.map((a) => a.textContent)).toEqual([maintenance.text, news.text]);
  expect(alerts[0]).toHaveClass('MuiAlert-colorWarning');
  // Under the header, before the page.
  const header = screen.getByRole('banner');
  expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(banner.compareDocumentPosition(screen.getByText('page')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('Dismiss closes one alert, and a later visit remembers it by its id', async () => {
  mockFetch(settingsWith({ maintenance, news }));
  const first = renderShell(<SiteAlerts />);
  const banner = await region();
  await userEvent.click(within(banner).getAllByRole('button', { name: 'Dismiss' })[0]!);
  expect(
    within(banner)
      .getAllByRole('status')
      .map((a) => a.textContent),
  ).toEqual([news.text]);
  expect(Object.keys(JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_KEY)!))).toEqual(['maintenance']);
  first.unmount();

  renderShell(<SiteAlerts />);
  expect(await screen.findByText(news.text)).toBeInTheDocument();
  expect(screen.queryByText(maintenance.text)).not.toBeInTheDocument();
});

it('a new text under a dismissed id is shown again', async () => {
  mockFetch(settingsWith({ maintenance }));
  const first = renderShell(<SiteAlerts />);
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument());
  first.unmount();

  mockFetch(settingsWith({ maintenance: { type: 'warning', text: 'Card payments are back to normal.' } }));
  renderShell(<SiteAlerts />);
  expect(await screen.findByText('Card payments are back to normal.')).toBeInTheDocument();
});

it('no alerts, unreadable storage or failed settings show nothing', async () => {
  window.localStorage.setItem(DISMISSED_ALERTS_KEY, 'not json');
  mockFetch(settingsWith({}));
  const a = renderShell(<SiteAlerts />);
  await act(() => new Promise((r) => setTimeout(r, 30)));
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  a.unmount();

  mockFetch({ 'GET /api/content/settings': { status: 500, body: { status: false } } });
  renderShell(<SiteAlerts />);
  await act(() => new Promise((r) => setTimeout(r, 30)));
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();

  // Unreadable storage does not hide a live alert.
  mockFetch(settingsWith({ news }));
  renderShell(<SiteAlerts />);
  expect(await screen.findByText(news.text)).toBeInTheDocument();
});

it('a failed settings load is ignored without an error alert (spec §8)', async () => {
  const onError = jest.fn();
  mockFetch({ 'GET /api/content/settings': { status: 500, body: { status: false } } });
  renderShell(
    <SWRConfig value={{ onError }}>
      <SiteAlerts />
    </SWRConfig>,
  );
  await act(() => new Promise((r) => setTimeout(r, 30)));
  expect(onError).not.toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
});

it('reads no storage while there is no alert to show (a first localStorage read blocks the page)', async () => {
  const read = jest.spyOn(Storage.prototype, 'getItem');
  mockFetch(settingsWith({ empty: { type: 'info', text: '  ' } }));
  const page = renderShell(<SiteAlerts />);
  await act(() => new Promise((r) => setTimeout(r, 30)));
  expect(read.mock.calls.filter(([key]) => key === DISMISSED_ALERTS_KEY)).toEqual([]);
  page.unmount();

  mockFetch(settingsWith({ news }));
  renderShell(<SiteAlerts />);
  expect(await screen.findByText(news.text)).toBeInTheDocument();
  expect(read).toHaveBeenCalledWith(DISMISSED_ALERTS_KEY);
  read.mockRestore();
});
