import { act, renderHook } from '@testing-library/react';
import { useQueryState } from '@/hooks/use-query-state';
import { oneOf } from '@/lib/query-state';
import { replace, resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

type State = { search: string; status: string; page: number };
const FIRST: State = { search: '', status: '', page: 1 };
const READERS = { readers: { status: oneOf(['open', 'closed']) } };

beforeEach(() => {
  jest.useFakeTimers();
  resetRouter({ pathname: '/support', query: { other: 'kept' } });
});
afterEach(() => jest.useRealTimers());

const hook = () => renderHook(() => useQueryState(FIRST, READERS));

it('reads the address, and what it cannot hold as the default', () => {
  router.query = { search: 'refund', status: 'closed', page: '3' };
  expect(hook().result.current[0]).toEqual({ search: 'refund', status: 'closed', page: 3 });
  router.query = { search: 'x'.repeat(100), page: '10000' };
  expect(hook().result.current[0]).toEqual({ search: 'x'.repeat(100), status: '', page: 10000 });
  const bads: Record<string, string | string[]>[] = [
    { status: 'bogus', page: 'abc' },
    { page: '0' },
    { page: '-2' },
    { page: '1.5' },
    { page: ['2', '3'] },
    // Past what every list's contract takes: the list would be refused.
    { page: '10001' },
    { search: 'x'.repeat(101) },
  ];
  for (const bad of bads) {
    router.query = bad;
    expect(hook().result.current[0]).toEqual(FIRST);
  }
});

it('writes a change once it settles, shallow, without the defaults and keeping the other parameters', () => {
  const { result, rerender } = hook();
  act(() => result.current[1]((s) => ({ ...s, search: 'r' })));
  act(() => result.current[1]((s) => ({ ...s, search: 're', status: 'open' })));
  act(() => jest.advanceTimersByTime(299));
  expect(replace).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(replace).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith(
    { pathname: '/support', query: { other: 'kept', search: 're', status: 'open' } },
    undefined,
    { shallow: true, scroll: false },
  );
  // Back to the defaults (once the address has the write): the parameters go.
  router.query = { other: 'kept', search: 're', status: 'open' };
  rerender();
  expect(result.current[0]).toEqual({ search: 're', status: 'open', page: 1 });
  act(() => result.current[1](FIRST));
  act(() => jest.advanceTimersByTime(300));
  expect(replace).toHaveBeenLastCalledWith({ pathname: '/support', query: { other: 'kept' } }, undefined, {
    shallow: true,
    scroll: false,
  });
});

it('follows the address when it changes under the page, and is not reset by its own write arriving late', () => {
  router.query = { status: 'closed', page: '2' };
  const { result, rerender } = hook();
  // Its own change, before the address has it: kept.
  act(() => result.current[1]((s) => ({ ...s, page: 3 })));
  rerender();
  expect(result.current[0].page).toBe(3);
  act(() => jest.advanceTimersByTime(300));
  router.query = { status: 'closed', page: '3' };
  rerender();
  expect(result.current[0]).toEqual({ search: '', status: 'closed', page: 3 });
  // A link to the bare page (the menu's "Support"): the state follows.
  router.query = {};
  rerender();
  expect(result.current[0]).toEqual(FIRST);
  act(() => jest.advanceTimersByTime(300));
  expect(replace).toHaveBeenCalledTimes(1);
});

it('a prefix keeps two lists of one page apart', () => {
  router.query = { page: '2', statement_page: '5' };
  const { result } = renderHook(() => useQueryState(FIRST, { prefix: 'statement_' }));
  expect(result.current[0].page).toBe(5);
  act(() => result.current[1]((s) => ({ ...s, page: 6 })));
  act(() => jest.advanceTimersByTime(300));
  expect(replace).toHaveBeenLastCalledWith(
    { pathname: '/support', query: { page: '2', statement_page: '6' } },
    undefined,
    { shallow: true, scroll: false },
  );
});

it('holds a set of ids, written comma-joined; an address with anything but ids reads as none', () => {
  const first = { ids: [] as number[], page: 1 };
  const tooMany = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
  for (const bad of ['4,x', '4,,9', '', '0', '2.5', '2147483648', tooMany]) {
    router.query = { ids: bad };
    expect(renderHook(() => useQueryState(first)).result.current[0]).toEqual(first);
  }
  const most = Array.from({ length: 500 }, (_, i) => i + 1);
  router.query = { ids: `${most.join(',')}` };
  expect(renderHook(() => useQueryState(first)).result.current[0].ids).toEqual(most);
  router.query = { ids: '2147483647' };
  expect(renderHook(() => useQueryState(first)).result.current[0].ids).toEqual([2147483647]);
  router.query = { other: 'kept', ids: '4,9,4' };
  const { result } = renderHook(() => useQueryState(first));
  expect(result.current[0]).toEqual({ ids: [4, 9], page: 1 });
  act(() => result.current[1]((s) => ({ ...s, ids: [4, 9, 12] })));
  act(() => jest.advanceTimersByTime(300));
  expect(replace).toHaveBeenLastCalledWith(
    { pathname: '/support', query: { other: 'kept', ids: '4,9,12' } },
    undefined,
    {
      shallow: true,
      scroll: false,
    },
  );
  act(() => result.current[1]((s) => ({ ...s, ids: [] })));
  act(() => jest.advanceTimersByTime(300));
  expect(replace).toHaveBeenLastCalledWith({ pathname: '/support', query: { other: 'kept' } }, undefined, {
    shallow: true,
    scroll: false,
  });
});
