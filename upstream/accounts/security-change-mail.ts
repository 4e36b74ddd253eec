import type { UpstreamContext } from '../server/context';
import { webPage } from './email-codes';
import { accountOwner, mailTime, queueMail } from './owner-mail';
import { passwordChangedInSettingsText, twoFactorOffText } from './security-change-texts';

export type SecurityChange = 'password' | 'two-factor-off';

const texts = { password: passwordChangedInSettingsText, 'two-factor-off': twoFactorOffText };
/** Where the mail sends the owner: sign-in (its "Forgot password?"), or two-factor's settings. */
const pages: Record<SecurityChange, string> = { password: '/?login=1', 'two-factor-off': '/settings/security' };

/**
 * Mails the owner, in their language, that a session changed what guards the account: by
 * email, because whoever holds a session also reads the notifications.
 */
export async function mailSecurityChange(
  ctx: Pick<UpstreamContext, 'db' | 'now' | 'config'>,
  userId: number,
  change: SecurityChange,
): Promise<void> {
  const owner = await accountOwner(ctx.db, userId);
  const mail = texts[change][owner.locale]({
    when: mailTime(ctx.now()),
    link: webPage(ctx.config.webOrigin, owner.locale, pages[change]),
  });
  await queueMail(ctx.db, owner.email, mail);
}
