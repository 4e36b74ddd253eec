import * as Sentry from '@sentry/nextjs';

/** Spec §8: these are expected answers the UI handles, not faults worth a report. */
const EXPECTED = new Set([401, 403, 404, 409, 422]);

export type Reporter = (error: unknown, context: Record<string, unknown>) => void;

const sentryReporter: Reporter = (error, context) => {
  // Without SENTRY_DSN the SDK was never initialised and this is a no-op.
  Sentry.captureException(error, { tags: { layer: 'bff' }, extra: context });
};

let reporter: Reporter = sentryReporter;

export function shouldReport(status: number): boolean {
  return status >= 400 && !EXPECTED.has(status);
}

export function reportBffError(status: number, error: unknown, context: Record<string, unknown>): void {
  if (!shouldReport(status)) return;
  try {
    reporter(error, context);
  } catch {
    // Reporting must never turn into a second failure.
  }
}

/** Tests observe reports through their own function. */
export function setReporter(next: Reporter | undefined): void {
  reporter = next ?? sentryReporter;
}
