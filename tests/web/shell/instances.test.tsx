import { screen, waitFor } from '@testing-library/react';
import { AppFooter } from '@/features/shell/components/app-footer';
import { BrowserEffects } from '@/features/shell/components/browser-effects';
import { COUNTER_KEY } from '@/hooks/use-counter-scripts';
import { CHAT_LINKS, instanceProfile, instances, type AppInstance } from '@/lib/instance';
import { makeConfig, mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Spec §1, written out here so a change to src/lib/instance.ts has to agree with it.
const CIS_CHAT: readonly AppInstance[] = ['cis_yandex', 'cis_google', 'cis_eu', 'stage_ru'];
const COUNTERS: readonly AppInstance[] = ['cis_yandex', 'cis_google', 'test', 'cis_eu', 'stage_eu'];

const forInstance = (instance: AppInstance) => makeConfig({ profile: instanceProfile(instance) });

beforeEach(() => {
  resetRouter();
  document.body.innerHTML = '';
});

describe.each(instances)('instance %s', (instance) => {
  it(`links the ${CIS_CHAT.includes(instance) ? 'CIS' : 'global'} chat group in the footer`, () => {
    mockFetch({});
    renderShell(<AppFooter />, { config: forInstance(instance) });
    const expected = CIS_CHAT.includes(instance) ? CHAT_LINKS.cis : CHAT_LINKS.global;
    expect(screen.getByRole('link', { name: 'Join our Telegram chat' })).toHaveAttribute('href', expected);
  });

  it(
    COUNTERS.includes(instance)
      ? 'injects the counter scripts from GET /api/util/counter'
      : 'never asks for counter scripts',
    async () => {
      const fetch = mockFetch({ [COUNTER_KEY]: { body: { code: [`window.__counter = '${instance}';`] } } });
      renderShell(<BrowserEffects />, { config: forInstance(instance) });
      if (COUNTERS.includes(instance)) {
        await waitFor(() =>
          expect(document.body.querySelector('script')?.text).toBe(`window.__counter = '${instance}';`),
        );
        expect(fetch).toHaveBeenCalledWith(COUNTER_KEY, expect.objectContaining({ method: 'GET' }));
      } else {
        await new Promise((r) => setTimeout(r, 20));
        expect(fetch).not.toHaveBeenCalledWith(COUNTER_KEY, expect.anything());
        expect(document.body.querySelector('script')).toBeNull();
      }
    },
  );
});

it('the two chat links differ', () => {
  expect(CHAT_LINKS.cis).not.toBe(CHAT_LINKS.global);
});
