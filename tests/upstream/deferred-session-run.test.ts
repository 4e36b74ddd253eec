import { SessionClaim, SessionRefused } from '../../upstream/accounts/session-claim';
import type { AuthUser } from '../../upstream/accounts/tokens';
import { runDeferred } from '../../upstream/server/deferred-session';
import { DomainError, unauthenticated } from '../../upstream/server/errors';

/** runDeferred's rules for a handler that does not admit its claim (no database: the claim is never run). */
describe('runDeferred', () => {
  const claim = () => new SessionClaim({ token: 't', now: new Date(), ip: '127.0.0.1', locale: null }, () => {});
  const user: AuthUser = {
    id: 7,
    email: 'a@b.c',
    name: 'a',
    tokenId: null,
    via: 'api-key',
    locale: 'en',
    kind: 'live',
  };
  const refusing = async (): Promise<AuthUser | null> => {
    throw unauthenticated();
  };

  it('runs the handler again with the key admission when the statement refused the session', async () => {
    const calls: (AuthUser | null)[] = [];
    const admitted: boolean[] = [];
    const answer = await runDeferred(
      claim(),
      async (who) => {
        calls.push(who);
        if (!who) throw new SessionRefused();
        return 'done';
      },
      async (keyOnly) => {
        admitted.push(keyOnly);
        return user;
      },
    );
    expect(answer).toBe('done');
    expect(calls).toEqual([null, user]);
    expect(admitted).toEqual([true]);
  });

  it('answers 401, not the handler error, when the handler failed before it used its claim', async () => {
    const failing = async (): Promise<never> => {
      throw new DomainError(404, 'NOT_FOUND', 'No such thing.');
    };
    await expect(runDeferred(claim(), failing, refusing)).rejects.toMatchObject({ status: 401 });
    // Admitted, the caller sees the handler's own error.
    await expect(runDeferred(claim(), failing, async () => user)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a handler that answered without using its claim: 401 unadmitted, else 500', async () => {
    const answering = async () => 'answer';
    await expect(runDeferred(claim(), answering, refusing)).rejects.toMatchObject({ status: 401 });
    await expect(runDeferred(claim(), answering, async () => user)).rejects.toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
    });
  });
});
