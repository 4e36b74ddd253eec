import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bffErrorCodes } from '@contracts/bff-errors';
import { upstreamErrorCodes } from '@contracts/errors';
import {
  CODE_KEYS,
  GENERIC_ERROR_KEY,
  SERVER_ERROR_KEY,
  classifyResponse,
  errorText,
  fieldErrorMessages,
  type ResponseFacts,
} from '@/lib/error-catalogue';
import { apiErrorFrom, readBody } from '@/lib/http';
import { formRefusal } from '@/lib/form-refusal';

const facts = (status: number, body?: ResponseFacts['body'], extra: Partial<ResponseFacts> = {}): ResponseFacts => ({
  status,
  body,
  hasResponse: true,
  ...extra,
});

// One test per row of spec §8, in the spec's order.
describe('error catalogue (spec §8)', () => {
  it('401: signs out, goes home and opens login, with no alert and no report', () => {
    const v = classifyResponse(
      facts(401, {
        status: false,
        message: 'Unauthenticated.',
        code: 'UNAUTHENTICATED',
        action: 'login',
      } as ResponseFacts['body']),
    );
    expect(v).toEqual({ alerts: [], signOut: true, redirect: '/', openModal: 'login', report: false });
  });

  it('401 while the loader is shown opens registration instead', () => {
    expect(classifyResponse(facts(401, undefined, { loaderShown: true })).openModal).toBe('registration');
  });

  it.each([422, 409, 403])('%i: shows the server message as an error alert, not reported', (status) => {
    const v = classifyResponse(
      facts(status, { status: false, message: 'The email has already been taken.', code: 'VALIDATION_FAILED' }),
    );
    expect(v.alerts).toEqual([{ variant: 'error', message: 'The email has already been taken.' }]);
    expect(v.alert).toEqual(v.alerts[0]);
    expect(v.report).toBe(false);
  });

  it('422 with several field errors shows each one (queued 300 ms apart by the alerts)', () => {
    const v = classifyResponse(
      facts(422, {
        status: false,
        message: 'The email is invalid. (and 1 more error)',
        code: 'VALIDATION_FAILED',
        errors: { email: ['The email is invalid.'], password: ['Too short.'] },
      }),
    );
    expect(v.alerts).toEqual([
      { variant: 'error', message: 'The email is invalid.' },
      { variant: 'error', message: 'Too short.' },
    ]);
  });

  it('422 with an empty message falls back to the first field error', () => {
    const v = classifyResponse(facts(422, { status: false, message: '', errors: { code: ['The code is invalid.'] } }));
    expect(v.alerts).toEqual([{ variant: 'error', message: 'The code is invalid.' }]);
  });

  it('409/422 with a known code shows our translation instead of the English diagnostic', () => {
    const v = classifyResponse(
      facts(409, {
        status: false,
        message: 'Cancelling is available 2 minutes after purchase (in 40 s).',
        code: 'CANCEL_LOCKED',
      }),
    );
    expect(v.alerts).toEqual([{ variant: 'error', messageKey: 'errors.codes.CANCEL_LOCKED' }]);
    const login = classifyResponse(
      facts(422, {
        status: false,
        message: 'These credentials do not match our records.',
        code: 'INVALID_CREDENTIALS',
        errors: { email: ['x'], password: ['y'] },
      }),
    );
    expect(login.alerts).toEqual([{ variant: 'error', messageKey: 'errors.codes.INVALID_CREDENTIALS' }]);
  });

  it('403 without any message shows the generic error', () => {
    expect(classifyResponse(facts(403, { status: false })).alerts).toEqual([
      { variant: 'error', messageKey: GENERIC_ERROR_KEY },
    ]);
  });

  it('reads the message from a file-type (Blob) error body', async () => {
    const blob = new Blob([JSON.stringify({ status: false, message: 'Export is not available.', code: 'FORBIDDEN' })], {
      type: 'application/json',
    });
    const error = apiErrorFrom(403, await readBody(blob), 'Forbidden');
    const v = classifyResponse(facts(error.status, error.body));
    expect(v.alerts).toEqual([{ variant: 'error', message: 'Export is not available.' }]);
    expect(error.code).toBe('FORBIDDEN');
  });

  it('code NO_NUMBERS: the alert is suppressed, whatever the status', () => {
    for (const status of [409, 422, 200]) {
      expect(
        classifyResponse(facts(status, { status: false, message: 'No numbers are available.', code: 'NO_NUMBERS' })),
      ).toEqual({ alerts: [], report: false });
    }
  });

  it('code NO_BALANCE: sends the user to the top-up page with a translated notice', () => {
    const v = classifyResponse(facts(409, { status: false, message: 'Insufficient funds.', code: 'NO_BALANCE' }));
    expect(v.redirect).toBe('/top-up');
    expect(v.alerts).toEqual([{ variant: 'error', messageKey: 'errors.codes.NO_BALANCE' }]);
    expect(v.report).toBe(false);
  });

  it.each([500, 502, 503, 504])('%i: "Server error, try again later", reported', (status) => {
    const v = classifyResponse(facts(status, { status: false, message: 'Response of x does not match its contract' }));
    expect(v.alerts).toEqual([{ variant: 'error', messageKey: SERVER_ERROR_KEY }]);
    expect(v.report).toBe(true);
  });

  it('5xx with a known BFF code says what happened, still reported', () => {
    const v = classifyResponse(
      facts(503, { status: false, message: 'connect ECONNREFUSED', code: 'UPSTREAM_UNAVAILABLE' }),
    );
    expect(v.alerts).toEqual([{ variant: 'error', messageKey: 'errors.codes.UPSTREAM_UNAVAILABLE' }]);
    expect(v.report).toBe(true);
  });

  it("the upstream's SERVICE_UNAVAILABLE (its database away) reads as temporarily unavailable", () => {
    const v = classifyResponse(
      facts(503, {
        status: false,
        message: 'The service is temporarily unavailable, try again shortly',
        code: 'SERVICE_UNAVAILABLE',
      }),
    );
    expect(v.alerts).toEqual([{ variant: 'error', messageKey: 'errors.codes.UPSTREAM_UNAVAILABLE' }]);
  });

  it('no response at all: server error alert, reported', () => {
    const v = classifyResponse({ status: 0, hasResponse: false });
    expect(v).toEqual({
      alerts: [{ variant: 'error', messageKey: SERVER_ERROR_KEY }],
      alert: { variant: 'error', messageKey: SERVER_ERROR_KEY },
      report: true,
    });
  });

  it('200 with a message and true status: confirmation alert', () => {
    const v = classifyResponse(facts(200, { status: true, message: 'Code sent' }));
    expect(v.alerts).toEqual([{ variant: 'success', message: 'Code sent' }]);
    expect(v.report).toBe(false);
  });

  it('200 with true status and no message: nothing to show', () => {
    expect(classifyResponse(facts(200, { status: true }))).toEqual({ alerts: [], report: false });
  });

  it('a response lacking true status but with a message: error alert', () => {
    expect(classifyResponse(facts(200, { status: false, message: 'Payment declined' })).alerts).toEqual([
      { variant: 'error', message: 'Payment declined' },
    ]);
    expect(classifyResponse(facts(200, { message: 'Payment declined' })).alerts).toEqual([
      { variant: 'error', message: 'Payment declined' },
    ]);
  });

  it('404: no alert and no report', () => {
    expect(classifyResponse(facts(404, { status: false, message: 'Not found', code: 'NOT_FOUND' }))).toEqual({
      alerts: [],
      report: false,
    });
  });

  it('other errors besides 401, 422, 409, 403, 404 go to error reporting', () => {
    for (const status of [400, 405, 413, 415, 429, 500])
      expect(classifyResponse(facts(status, { status: false, message: 'x' })).report).toBe(true);
    for (const status of [401, 403, 404, 409, 422])
      expect(classifyResponse(facts(status, { status: false, message: 'x' })).report).toBe(false);
  });

  it('a 4xx outside the table with a BFF code shows its translation', () => {
    expect(classifyResponse(facts(429, { status: false, message: 'slow down', code: 'RATE_LIMITED' })).alerts).toEqual([
      { variant: 'error', messageKey: 'errors.codes.RATE_LIMITED' },
    ]);
    expect(classifyResponse(facts(400, { status: false })).alerts).toEqual([
      { variant: 'error', messageKey: GENERIC_ERROR_KEY },
    ]);
  });
});

describe("a 4xx without a code (a proxy's or the transport's answer)", () => {
  it.each([
    // What the BFF relays for a proxy's 429 or 413 page that was not JSON.
    [429, { status: false, message: 'The request failed.' }],
    [413, { status: false, message: 'The request failed.' }],
    // A proxy's own JSON, English for developers.
    [429, { message: 'Too Many Requests' }],
    [400, { status: false, message: 'Bad Request' }],
  ])("%i %j reads as the generic error in the user's language", (status, body) => {
    expect(classifyResponse(facts(status, body)).alerts).toEqual([{ variant: 'error', messageKey: GENERIC_ERROR_KEY }]);
  });

  it('403, 409 and 422 still show their message (spec §8), and a coded 4xx its translation', () => {
    expect(classifyResponse(facts(409, { status: false, message: 'Favourites are full' })).alerts).toEqual([
      { variant: 'error', message: 'Favourites are full' },
    ]);
    expect(classifyResponse(facts(413, { status: false, message: 'x', code: 'PAYLOAD_TOO_LARGE' })).alerts).toEqual([
      { variant: 'error', messageKey: 'errors.codes.PAYLOAD_TOO_LARGE' },
    ]);
  });

  it('a form shows the generic error for a 429 without a code, its message for a 422', () => {
    const translate = ((key: string) => `t:${key}`) as unknown as Parameters<typeof formRefusal>[2];
    const proxy = apiErrorFrom(429, { status: false, message: 'The request failed.' }, 'Too Many Requests');
    expect(formRefusal(proxy, ['email'], translate)?.message).toBe(`t:${GENERIC_ERROR_KEY}`);
    const coded = apiErrorFrom(429, { status: false, message: 'slow', code: 'RATE_LIMITED' }, 'Too Many Requests');
    expect(formRefusal(coded, ['email'], translate)?.message).toBe('t:errors.codes.RATE_LIMITED');
    const refused = apiErrorFrom(422, { status: false, message: 'Pick a country.' }, 'Unprocessable');
    expect(formRefusal(refused, ['email'], translate)?.message).toBe('Pick a country.');
  });
});

describe('a spent hourly budget', () => {
  it('says how many minutes to wait when the answer gives Retry-After, and is not reported', () => {
    const spent = facts(
      429,
      { status: false, message: 'Too many top-ups started.', code: 'RATE_LIMITED' },
      {
        retryAfter: 1_790,
      },
    );
    expect(classifyResponse(spent)).toMatchObject({
      alerts: [{ variant: 'error', messageKey: 'errors.codes.RATE_LIMITED_WAIT', params: { count: 30 } }],
      report: false,
    });
  });
});

describe('errorText and fieldErrorMessages', () => {
  it('prefers a translated code, then the message, then the fallback', () => {
    expect(errorText({ code: 'INVALID_CODE', message: 'x' })).toEqual({ messageKey: 'errors.codes.INVALID_CODE' });
    expect(errorText({ code: 'CONFLICT', message: 'Two-factor is already on.' })).toEqual({
      message: 'Two-factor is already on.',
    });
    expect(errorText({}, SERVER_ERROR_KEY)).toEqual({ messageKey: SERVER_ERROR_KEY });
  });

  it('reads our text for the refusals a user meets every day, whatever English the server wrote', () => {
    for (const code of [
      'EMAIL_TAKEN',
      'WRONG_PASSWORD',
      'CODE_RECEIVED',
      'RENT_NOT_REFUNDABLE',
      'PRICE_CHANGED',
      'WEBHOOK_URL_REFUSED',
      'ACCOUNT_BLOCKED',
      'TWO_FACTOR_CHANGED',
      'BUYING_PAUSED',
      'SIGN_IN_NOT_STARTED',
      'SOCIAL_ACCOUNT_TAKEN',
      'NO_CODE_YET',
      'RETRY_NOT_YET',
      'NO_SUCH_ITEM',
      'PERIOD_NOT_OFFERED',
    ])
      expect(classifyResponse({ status: 403, body: { code, message: 'English.' }, hasResponse: true }).alert).toEqual({
        variant: 'error',
        messageKey: `errors.codes.${code}`,
      });
  });

  it('flattens a Laravel errors map and ignores junk', () => {
    expect(fieldErrorMessages({ a: ['one', ''], b: ['two'], c: 'not a list' })).toEqual(['one', 'two']);
    expect(fieldErrorMessages(['x'])).toEqual([]);
    expect(fieldErrorMessages(null)).toEqual([]);
  });
});

describe('code translations', () => {
  const en = JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales/en/common.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const lookup = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

  it('every key the catalogue can show exists in en/common.json', () => {
    for (const key of [...Object.values(CODE_KEYS), SERVER_ERROR_KEY, GENERIC_ERROR_KEY])
      expect(typeof lookup(key!)).toBe('string');
  });

  it('maps only codes the contracts define', () => {
    const known = new Set<string>([...bffErrorCodes, ...upstreamErrorCodes]);
    for (const code of Object.keys(CODE_KEYS)) expect(known.has(code)).toBe(true);
  });
});
