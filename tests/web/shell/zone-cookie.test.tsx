import { renderHook, waitFor } from '@testing-library/react';
import { useZoneCookie } from '@/hooks/use-zone-cookie';

describe('useZoneCookie', () => {
  const realFormat = Intl.DateTimeFormat;
  let formats = 0;
  afterEach(() => {
    Intl.DateTimeFormat = realFormat;
    document.cookie = 'zone=; path=/; max-age=0';
    formats = 0;
  });

  function zoneIs(timeZone: string) {
    Intl.DateTimeFormat = (() => {
      formats += 1;
      return { resolvedOptions: () => ({ timeZone }) };
    }) as unknown as typeof Intl.DateTimeFormat;
  }

  it('writes the browser time zone for the BFF to send as the Zone header, once the browser is idle', async () => {
    zoneIs('Europe/Berlin');
    renderHook(() => useZoneCookie(true));
    // Not during the effects that follow hydration: the first Intl.DateTimeFormat is costly.
    expect(formats).toBe(0);
    await waitFor(() => expect(document.cookie).toContain('zone=Europe%2FBerlin'));
  });

  it('replaces a zone left by an earlier visit', async () => {
    document.cookie = 'zone=Asia%2FTokyo; path=/';
    zoneIs('America/Sao_Paulo');
    renderHook(() => useZoneCookie(true));
    await waitFor(() => expect(document.cookie).toContain('zone=America%2FSao_Paulo'));
    expect(document.cookie).not.toContain('Tokyo');
  });

  it('leaves a guest alone, and writes the zone when the guest signs in', async () => {
    zoneIs('Europe/Lisbon');
    const { rerender } = renderHook(({ signedIn }) => useZoneCookie(signedIn), { initialProps: { signedIn: false } });
    await new Promise((r) => setTimeout(r, 20));
    expect([formats, document.cookie]).toEqual([0, '']);
    rerender({ signedIn: true });
    await waitFor(() => expect(document.cookie).toContain('zone=Europe%2FLisbon'));
  });

  it('asks Temporal where the browser has it, and builds no Intl.DateTimeFormat (issue 17)', async () => {
    zoneIs('Europe/Berlin');
    const withTemporal = globalThis as { Temporal?: unknown };
    withTemporal.Temporal = { Now: { timeZoneId: () => 'Asia/Tokyo' } };
    try {
      renderHook(() => useZoneCookie(true));
      await waitFor(() => expect(document.cookie).toContain('zone=Asia%2FTokyo'));
      expect(formats).toBe(0);
    } finally {
      delete withTemporal.Temporal;
    }
  });
});
