import { act, render } from '@testing-library/react';
import { Profiler, memo, useEffect } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '@/lib/theme';
import { AppProviders } from '@/features/shell/components/app-providers';
import { useModals } from '@/state/modals';
import { makeConfig, testI18n } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

/**
 * The app's SWR settings are one object for the life of the page (issue 17). Built afresh on
 * every render of the data layer, which re-renders whenever a dialog opens or the route changes, it
 * was a new SWR context each time, and every list and card reading data re-rendered with it in
 * one synchronous task.
 */
let renders = 0;
const countRender = () => {
  renders += 1;
};
const Reader = memo(function Reader() {
  useSWR('/api/anything', null);
  return null;
});

let modals: ReturnType<typeof useModals> | undefined;
function ModalsHandle() {
  const value = useModals();
  useEffect(() => {
    modals = value;
  }, [value]);
  return null;
}

it('opening a dialog does not re-render the components that read server data', async () => {
  render(
    <I18nextProvider i18n={testI18n()}>
      <ThemeProvider theme={buildTheme('light')}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <AppProviders config={makeConfig()} user={null}>
            <Profiler id="reader" onRender={countRender}>
              <Reader />
            </Profiler>
            <ModalsHandle />
          </AppProviders>
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>,
  );
  const before = renders;
  expect(before).toBeGreaterThan(0);
  act(() => modals!.open('loader'));
  expect(modals!.flags.loader).toBe(true);
  expect(renders).toBe(before);
});
