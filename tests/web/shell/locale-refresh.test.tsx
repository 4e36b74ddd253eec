import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useReducer } from 'react';
import useSWR from 'swr';
import { useLocaleRefresh } from '@/hooks/use-locale-refresh';
import { renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** A fetcher that answers in the language the BFF would read from the cookie now. */
let language = 'en';
const fetcher = jest.fn(async (url: string) => `${url} in ${language}`);

/** Re-renders the page inside the same providers, as a route change to another locale does. */
const page = { rerender: () => {} };

function Page() {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    page.rerender = bump;
  }, [bump]);
  useLocaleRefresh();
  const { data } = useSWR('/api/countries', fetcher);
  return <p data-testid="list">{data ?? 'loading'}</p>;
}

beforeEach(() => {
  resetRouter();
  fetcher.mockClear();
  language = 'en';
});

describe('after a language switch', () => {
  it('fetches every cached answer again, in the new language, keeping the old one on screen meanwhile', async () => {
    renderShell(<Page />);
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('/api/countries in en'));
    expect(fetcher).toHaveBeenCalledTimes(1);

    language = 'es';
    router.locale = 'es';
    act(() => page.rerender());
    // Not blanked while the new answer is on its way.
    expect(screen.getByTestId('list')).toHaveTextContent('/api/countries in en');
    await waitFor(() => expect(screen.getByTestId('list')).toHaveTextContent('/api/countries in es'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again when the page re-renders in the same language', async () => {
    renderShell(<Page />);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    act(() => page.rerender());
    act(() => page.rerender());
    await new Promise((r) => setTimeout(r, 20));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
