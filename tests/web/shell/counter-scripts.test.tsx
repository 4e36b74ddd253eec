import { renderHook, waitFor } from '@testing-library/react';
import { COUNTER_KEY, injectScript, useCounterScripts } from '@/hooks/use-counter-scripts';
import { mockFetch } from './harness';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('counter scripts (spec §1)', () => {
  it('on a counter instance, fetches GET /api/util/counter after load and injects each script', async () => {
    const fetch = mockFetch({
      [COUNTER_KEY]: {
        body: {
          code: [
            'window.__counterA = 1;',
            '<script>window.__counterB = 2;</script><noscript><img src="/px"></noscript>',
          ],
        },
      },
    });
    renderHook(() => useCounterScripts(true));
    await waitFor(() => expect(document.body.querySelectorAll('script')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledWith(COUNTER_KEY, expect.objectContaining({ method: 'GET' }));
    expect(document.body.querySelector('script')?.text).toBe('window.__counterA = 1;');
    expect(document.body.querySelector('noscript')).not.toBeNull();
  });

  it('does nothing elsewhere', async () => {
    const fetch = mockFetch({});
    renderHook(() => useCounterScripts(false));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed call injects nothing and raises nothing', async () => {
    const fetch = mockFetch({ [COUNTER_KEY]: { status: 500, body: { status: false, message: 'x' } } });
    renderHook(() => useCounterScripts(true));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(document.body.querySelectorAll('script')).toHaveLength(0);
  });

  it('injectScript appends a plain script for raw code', () => {
    injectScript('var x = 1;');
    expect(document.body.lastElementChild?.tagName).toBe('SCRIPT');
  });

  it('gives injected scripts the page nonce, raw code and HTML snippets alike', () => {
    const page = document.createElement('script');
    page.nonce = 'page-nonce-123';
    document.head.appendChild(page);
    try {
      injectScript('var y = 2;');
      injectScript('<script>var z = 3;</script>');
      const added = [...document.body.querySelectorAll('script')];
      expect(added).toHaveLength(2);
      for (const script of added) expect(script.nonce).toBe('page-nonce-123');
    } finally {
      page.remove();
    }
  });
});
