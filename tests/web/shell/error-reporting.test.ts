import * as sentryModule from '@sentry/nextjs';
import { reportError, resetErrorReporting } from '@/state/error-reporting';

jest.mock('@sentry/nextjs', () => ({ init: jest.fn(), captureException: jest.fn() }));
const sentry = sentryModule as unknown as { init: jest.Mock; captureException: jest.Mock };

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  resetErrorReporting();
  sentry.init.mockClear();
  sentry.captureException.mockClear();
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});
afterAll(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});

describe('browser error reporting (issue 2 §7)', () => {
  it('is inert without a DSN: the SDK is neither initialised nor called', async () => {
    reportError(new Error('boom'));
    await flush();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN, initialises the SDK once, without personal data, and reports each error', async () => {
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://public@sentry.example/1';
    const first = new Error('first');
    const second = new Error('second');
    reportError(first);
    reportError(second);
    await flush();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://public@sentry.example/1', sendDefaultPii: false }),
    );
    expect(sentry.captureException.mock.calls).toEqual([[first], [second]]);
  });

  it('a failing SDK never raises a second error', async () => {
    process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://public@sentry.example/1';
    sentry.captureException.mockImplementationOnce(() => {
      throw new Error('sdk down');
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
    await flush();
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
  });
});
