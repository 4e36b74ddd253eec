import { renderHook } from '@testing-library/react';
import { useReloadGuard, type ReloadGuardDeps } from '@/hooks/use-reload-guard';
import { RELOAD_GUARD_MS } from '@/lib/reload-guard';

function setup(start = 50_000) {
  const state = { now: start };
  const data = new Map<string, string>();
  const deps: ReloadGuardDeps = {
    reload: jest.fn(),
    log: jest.fn(),
    now: () => state.now,
    storage: () => ({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }),
  };
  const view = renderHook(() => useReloadGuard(deps));
  return { deps, state, view };
}

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

function rejectWith(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  window.dispatchEvent(event);
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('reload guard (spec §8, §9)', () => {
  it('a lazy part that fails to load is logged and the page reloaded once', () => {
    const { deps } = setup();
    rejectWith(chunkError());
    expect(deps.log).toHaveBeenCalledWith(
      'lazy page part failed to load',
      expect.objectContaining({ name: 'ChunkLoadError' }),
    );
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a second failure on the reloaded path within 10000 ms is only logged; later it reloads again', () => {
    const { deps, state } = setup();
    rejectWith(chunkError());
    state.now += RELOAD_GUARD_MS - 1;
    rejectWith(chunkError());
    expect(deps.log).toHaveBeenCalledTimes(2);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    state.now += 1;
    rejectWith(chunkError());
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('a build script or stylesheet that fails to load counts too; other resources do not', () => {
    const { deps } = setup();
    failScript('https://counter.example/tag.js');
    expect(deps.reload).not.toHaveBeenCalled();
    failScript('http://localhost/_next/static/chunks/pages/rent.js');
    expect(deps.log).toHaveBeenCalledWith(
      'lazy page part failed to load',
      expect.stringContaining('/_next/static/chunks/pages/rent.js'),
    );
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores ordinary errors and stops listening when unmounted', () => {
    const { deps, view } = setup();
    rejectWith(new TypeError('x is undefined'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(deps.log).not.toHaveBeenCalled();
    view.unmount();
    rejectWith(chunkError());
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
