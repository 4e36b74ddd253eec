import type { UpstreamContext } from '../server/context';
import { notifyUser } from '../platform/notifications';
import { deviceFamily, deviceSummary, displayIp } from './device-info';
import { webPage } from './email-codes';
import { accountOwner, mailTime, queueMail } from './owner-mail';
import { newSignInEmail, newSignInNotice } from './new-sign-in-texts';

/**
 * How many of the account's latest sessions the comparison reads: a device unused for that long is
 * new again. So is one whose sessions ended over 90 days ago: the retention job deletes those, but
 * never an account's newest (platform/retention-rules.ts), so an account that signed in before is
 * never taken for one that never did.
 */
const KNOWN_SESSIONS = 200;

/**
 * At most this many alerts an hour: someone who has the password could otherwise send the owner
 * a mail a sign-in by changing the user agent each time. By the third the owner knows.
 */
export const ALERTS_AN_HOUR = 3;
const SESSIONS_PAGE = '/settings/sessions';

/** The new-sign-in notices of the last hour (the only notices that link to the sessions page). */
async function alertsThisHour(ctx: Pick<UpstreamContext, 'db'>, userId: number, now: Date): Promise<number> {
  const row = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('link', '=', SESSIONS_PAGE)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether a sign-in from `device` comes from a device this account has not signed in from
 * before (by browser, system and kind, so an update is no new device). An account's first
 * session (sign-up, first social sign-in) is not new: there is nobody else to warn about.
 */
export async function isNewDevice(ctx: Pick<UpstreamContext, 'db'>, userId: number, device: string): Promise<boolean> {
  const rows = await ctx.db
    .selectFrom('access_tokens')
    .select('device')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(KNOWN_SESSIONS)
    .execute();
  if (rows.length === 0) return false;
  const family = deviceFamily(device);
  return !rows.some((r) => deviceFamily(r.device) === family);
}

/**
 * Tells the owner of a sign-in from a new device, in their language, in the app and by email:
 * a stolen password shows up here even when the thief changes nothing else. The notification
 * links to the sessions page, where that device is signed out in one click.
 */
export async function alertNewSignIn(
  ctx: Pick<UpstreamContext, 'db' | 'now' | 'publish' | 'config'>,
  userId: number,
  client: { device: string; ip: string },
): Promise<void> {
  if ((await alertsThisHour(ctx, userId, ctx.now())) >= ALERTS_AN_HOUR) return;
  const owner = await accountOwner(ctx.db, userId);
  const place = { device: deviceSummary(client.device), ip: displayIp(client.ip) };
  const link = webPage(ctx.config.webOrigin, owner.locale, SESSIONS_PAGE);
  await queueMail(ctx.db, owner.email, newSignInEmail[owner.locale]({ ...place, when: mailTime(ctx.now()), link }));
  await notifyUser(ctx, userId, {
    category: 'system',
    ...newSignInNotice[owner.locale](place),
    link: SESSIONS_PAGE,
    locale: owner.locale,
  });
}
