import type { GetServerSidePropsContext } from 'next';
import { getUser, type User } from '@contracts/user';
import { readUpstream } from '../outbound/server-read';
import { publicAnswer } from '../proxy/public-answer';
import { destroySession, readSession } from '../session/session';

/**
 * The user as pages may see it. The upstream keeps the personal API key only as a hash; the
 * answer carries its hint, and publicAnswer would drop a `key` anyway.
 */
export type PublicUser = User;

/**
 * The signed-in user for a server render: null for a guest (or a session the upstream
 * refused, which is then destroyed), undefined when the upstream could not say — the
 * session still counts as signed in and the browser asks again after hydration.
 */
export async function pageUser(
  ctx: GetServerSidePropsContext,
): Promise<{ user: PublicUser | null | undefined; signedIn: boolean }> {
  const session = await readSession(ctx.req);
  if (!session) return { user: null, signedIn: false };
  try {
    const answer = await readUpstream(getUser, { req: ctx.req, session });
    if (answer.status === 401) {
      destroySession(ctx.req, ctx.res);
      return { user: null, signedIn: false };
    }
    if (answer.data) return { user: (publicAnswer(answer.data) as { user: PublicUser }).user, signedIn: true };
  } catch {
    // Upstream down or slow: render without the user rather than fail the page.
  }
  return { user: undefined, signedIn: true };
}
