import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { getJson } from '@/lib/http';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { mockFetch } from '../test-kit/fetch';

function Shown({ url }: { url: string }) {
  const { data, isValidating } = useSWR<{ name: string }>(url, getJson);
  return (
    <p>
      {data?.name ?? 'none'}
      {isValidating ? ' (checking)' : ''}
    </p>
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('ServerData: the server’s answers in the first render (issue 17)', () => {
  it('does not fetch again, as it mounts, a key the server has just answered', async () => {
    const calls = mockFetch({ 'GET /api/thing': { body: { name: 'from the browser' } } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ServerData fresh fallback={{ '/api/thing': { name: 'from the server' } }}>
          <Shown url="/api/thing" />
        </ServerData>
      </SWRConfig>,
    );
    expect(screen.getByText('from the server')).toBeInTheDocument();
    await flush();
    expect(calls).toHaveLength(0);
    expect(screen.getByText('from the server')).toBeInTheDocument();
  });

  it('fetches the answers again as it mounts unless they are marked fresh (signed-in pages)', async () => {
    const calls = mockFetch({ 'GET /api/thing': { body: { name: 'from the browser' } } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ServerData fallback={{ '/api/thing': { name: 'from the server' } }}>
          <Shown url="/api/thing" />
        </ServerData>
      </SWRConfig>,
    );
    expect(screen.getByText(/from the server/)).toBeInTheDocument();
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/thing']);
  });

  it('fetches a key the server did not answer', async () => {
    const calls = mockFetch({ 'GET /api/other': { body: { name: 'from the browser' } } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ServerData fresh fallback={{ '/api/thing': { name: 'from the server' } }}>
          <Shown url="/api/other" />
        </ServerData>
      </SWRConfig>,
    );
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/other']);
  });

  it('revalidates when the browser already held an older answer for the key', async () => {
    const calls = mockFetch({ 'GET /api/thing': { body: { name: 'from the browser' } } });
    const cache = new Map();
    const { unmount } = render(
      <SWRConfig value={{ provider: () => cache }}>
        <Shown url="/api/thing" />
      </SWRConfig>,
    );
    await screen.findByText('from the browser');
    unmount();
    render(
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <ServerData fresh fallback={{ '/api/thing': { name: 'from the server' } }}>
          <Shown url="/api/thing" />
        </ServerData>
      </SWRConfig>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
