import { signInThroughBff, harnessPerFile } from './helpers';

/**
 * A purchase refused as dearer than its max_price (409 PRICE_CHANGED) says what it costs now, so
 * the browser asks again at that price: the error envelope carries `price`, a whole number only.
 */
const h = harnessPerFile({ strict: true });

describe('the PRICE_CHANGED envelope', () => {
  it.each([
    [130, true],
    ['130', false],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER + 2, false],
  ] as const)('relays price %p: %p', async (price, travels) => {
    await signInThroughBff(h, { token: 'session-token-1' });
    h.upstream.on('POST', '/api/activation/buy', {
      status: 409,
      body: { status: false, message: 'Dearer.', code: 'PRICE_CHANGED', price, debug: 'x' },
    });
    const answer = await h.browser.call('POST', '/api/activation/buy', {
      body: { service_id: 1, country_id: 2, max_price: 120 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: false,
      message: 'Dearer.',
      code: 'PRICE_CHANGED',
      ...(travels ? { price } : {}),
    });
    expect(JSON.parse(h.upstream.last()!.body)).toMatchObject({ max_price: 120 });
  });
});
