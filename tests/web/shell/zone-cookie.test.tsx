import { renderHook } from '@testing-library/react';
import { useZoneCookie } from '@/hooks/use-zone-cookie';

describe('useZoneCookie', () => {
  const realFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = realFormat;
    document.cookie = 'zone=; path=/; max-age=0';
  });

  function zoneIs(timeZone: string) {
    Intl.DateTimeFormat = (() => ({ resolvedOptions: () => ({ timeZone }) })) as unknown as typeof Intl.DateTimeFormat;
  }

  it('writes the browser time zone for the BFF to send as the Zone header', () => {
    zoneIs('Europe/Berlin');
    renderHook(() => useZoneCookie());
    expect(document.cookie).toContain('zone=Europe%2FBerlin');
  });

  it('replaces a zone left by an earlier visit', () => {
    document.cookie = 'zone=Asia%2FTokyo; path=/';
    zoneIs('America/Sao_Paulo');
    renderHook(() => useZoneCookie());
    expect(document.cookie).toContain('zone=America%2FSao_Paulo');
    expect(document.cookie).not.toContain('Tokyo');
  });
});
