type SentryModule = typeof import('@sentry/nextjs');

let sdk: Promise<SentryModule | undefined> | undefined;

/**
 * The browser SDK, initialised on first use. Without NEXT_PUBLIC_SENTRY_DSN (inlined at
 * build time) it is never even downloaded: error reporting is inert and costs nothing.
 */
function browserSentry(): Promise<SentryModule | undefined> {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn) return Promise.resolve(undefined);
  sdk ??= import('@sentry/nextjs').then((sentry) => {
    sentry.init({ dsn, tracesSampleRate: 0, sendDefaultPii: false });
    return sentry;
  });
  return sdk;
}

/**
 * Reports an unexpected error (spec §8: everything but 401, 403, 404, 409 and 422). The SDK
 * is loaded on demand so it costs the first paint nothing.
 */
export function reportError(error: unknown): void {
  if (typeof window === 'undefined') return;
  browserSentry()
    .then((sentry) => sentry?.captureException(error))
    .catch(() => {
      // Reporting must never raise a second error.
    });
}

/** Tests start each case with a fresh SDK. */
export function resetErrorReporting(): void {
  sdk = undefined;
}
