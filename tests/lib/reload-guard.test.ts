import { claimReload, isChunkElement, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@/lib/reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('isChunkLoadError', () => {
  it('recognises the errors of a missing lazy chunk or style', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed. (/_next/static/css/a.css)'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 500 })).toBe(false);
  });
});

describe('isChunkElement', () => {
  it('is true only for build scripts and stylesheets', () => {
    expect(isChunkElement({ tagName: 'SCRIPT', src: 'https://x.test/_next/static/chunks/p.js' })).toBe(true);
    expect(isChunkElement({ tagName: 'LINK', rel: 'stylesheet', href: '/_next/static/css/a.css' })).toBe(true);
    expect(isChunkElement({ tagName: 'LINK', rel: 'preload', href: '/_next/static/css/a.css' })).toBe(false);
    expect(isChunkElement({ tagName: 'SCRIPT', src: 'https://counter.example/tag.js' })).toBe(false);
    expect(isChunkElement({ tagName: 'IMG', src: '/_next/static/media/a.png' })).toBe(false);
  });
});

describe('claimReload (spec §9: the reloaded path is kept for 10000 ms)', () => {
  it('allows the first reload of a path and records it', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/rent', 1_000)).toBe(true);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/rent', at: 1_000 });
  });

  it('refuses the same path again within the guard time, allows it after', () => {
    const storage = memoryStorage();
    claimReload(storage, '/rent', 1_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, '/rent', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, '/rent', 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('a different path may reload at once', () => {
    const storage = memoryStorage();
    claimReload(storage, '/rent', 1_000);
    expect(claimReload(storage, '/activations', 1_001)).toBe(true);
  });

  it('without working storage it never reloads (no loop possible)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken, '/', 0)).toBe(false);
    expect(claimReload({ getItem: () => 'not json', setItem: () => undefined }, '/', 0)).toBe(false);
  });
});
