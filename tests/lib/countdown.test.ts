import { formatCountdown, msUntil } from '@/lib/countdown';

describe('countdown', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('counts down to a moment and stops at zero', () => {
    expect(msUntil('2026-01-01T10:02:00Z', now)).toBe(120_000);
    expect(msUntil('2026-01-01T09:00:00Z', now)).toBe(0);
    expect(msUntil('not a date', now)).toBe(0);
  });
  it('formats minutes, hours and days', () => {
    expect(formatCountdown(75_000)).toBe('1:15');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(90_061_000)).toBe('1d 1:01:01');
    // The days in the page's language, not an English "d".
    expect(formatCountdown(90_061_000, 'ru')).toBe('1 д. 1:01:01');
    expect(formatCountdown(2 * 86_400_000, 'de')).toBe('2 T 0:00:00');
    expect(formatCountdown(3_725_000, 'ru')).toBe('1:02:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(500)).toBe('0:01');
  });
});
