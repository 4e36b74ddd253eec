import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { SsrUserProvider, USER_KEY, cacheWithUser, type SessionUser } from '@/state/ssr-user';

const ada = { id: 1, email: 'ada@codeport.test', balance: 500 } as unknown as SessionUser;

/** Counts its renders and shows what the user cache holds. */
const renders = jest.fn();
function UserName() {
  const { data } = useSWR<SessionUser | null>(USER_KEY, null);
  renders();
  return <p>{data === undefined ? 'unknown' : data === null ? 'guest' : data.email}</p>;
}

function App({ cache, initial }: { cache: Cache; initial: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initial);
  return (
    <SWRConfig value={{ provider: () => cache }}>
      <SsrUserProvider user={user}>
        <UserName />
        <button type="button" onClick={() => setUser({ ...ada, balance: 700 } as SessionUser)}>
          navigate
        </button>
      </SsrUserProvider>
    </SWRConfig>
  );
}

describe('the server-read user in the SWR cache (issue 17)', () => {
  beforeEach(() => renders.mockClear());

  it('is in the cache from the first render, and is not written again after it', async () => {
    const cache = cacheWithUser(ada);
    const set = jest.spyOn(cache, 'set');
    render(<App cache={cache} initial={ada} />);
    expect(screen.getByText('ada@codeport.test')).toBeInTheDocument();
    await act(async () => {});
    // Nothing is written: not the user again, nor the key SWR notes as a hook mounts (`_k`,
    // patches/swr+*.patch). A write would make hooks hydrated later render again at once.
    expect(set).not.toHaveBeenCalled();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('holds a guest as null, and nothing for a page that did not read the session', () => {
    expect(cacheWithUser(null).get(USER_KEY)).toMatchObject({ data: null });
    expect(cacheWithUser(undefined).get(USER_KEY)).toBeUndefined();
  });

  it('takes the user a later page read (a client navigation)', async () => {
    const cache = cacheWithUser(ada);
    render(<App cache={cache} initial={ada} />);
    await act(async () => screen.getByRole('button', { name: 'navigate' }).click());
    expect(cache.get(USER_KEY)?.data).toMatchObject({ balance: 700 });
  });

  it('writes the user into a cache that does not hold it yet', async () => {
    const cache: Cache = new Map();
    render(<App cache={cache} initial={ada} />);
    await act(async () => {});
    expect(cache.get(USER_KEY)?.data).toBe(ada);
    expect(screen.getByText('ada@codeport.test')).toBeInTheDocument();
  });
});
