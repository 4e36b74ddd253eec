import { createAlertQueue } from '@/state/alert-queue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('alert queue', () => {
  it('shows the first at once and the rest 300 ms apart, across pushes', () => {
    const shown: string[] = [];
    const q = createAlertQueue<string>((s) => shown.push(s));
    q.push(['a', 'b']);
    q.push(['c']);
    expect(shown).toEqual(['a']);
    jest.advanceTimersByTime(300);
    expect(shown).toEqual(['a', 'b']);
    jest.advanceTimersByTime(299);
    expect(shown).toEqual(['a', 'b']);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('after going idle, the next push shows at once', () => {
    const shown: string[] = [];
    const q = createAlertQueue<string>((s) => shown.push(s));
    q.push(['a']);
    jest.advanceTimersByTime(1000);
    q.push(['b']);
    expect(shown).toEqual(['a', 'b']);
  });

  it('dispose drops what was not shown yet', () => {
    const shown: string[] = [];
    const q = createAlertQueue<string>((s) => shown.push(s));
    q.push(['a', 'b', 'c']);
    q.dispose();
    jest.advanceTimersByTime(1000);
    expect(shown).toEqual(['a']);
  });
});
