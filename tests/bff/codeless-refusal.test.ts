import { classifyResponse, GENERIC_ERROR_KEY, type ResponseFacts } from '@/lib/error-catalogue';
import { signInThroughBff, harnessPerFile } from './helpers';

/**
 * A proxy in front of the upstream answers some refusals itself, without our envelope: a 429 or
 * 413 page in HTML. The BFF relays it as an envelope with no code, and the browser shows the
 * generic error in the user's language, not the BFF's English stand-in ("The request failed.").
 */
const h = harnessPerFile({ strict: true });

describe('a refusal without a code, relayed', () => {
  it.each([429, 413])('%i with an HTML body reads as the generic error', async (status) => {
    await signInThroughBff(h, { token: 'session-token-1' });
    h.upstream.on('POST', '/api/activation/buy', {
      status,
      body: '<html><body>Too Many Requests</body></html>',
      headers: { 'content-type': 'text/html' },
    });
    const answer = await h.browser.call('POST', '/api/activation/buy', { body: { service_id: 1, country_id: 2 } });
    expect(answer.status).toBe(status);
    const body = answer.body as ResponseFacts['body'];
    expect(body).not.toHaveProperty('code');
    expect(classifyResponse({ status, body, hasResponse: true }).alerts).toEqual([
      { variant: 'error', messageKey: GENERIC_ERROR_KEY },
    ]);
  });
});
