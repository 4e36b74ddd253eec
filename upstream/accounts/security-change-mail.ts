import type { UpstreamContext } from '../server/context';
import type { Locale } from '../server/client-headers';
import { regenerateKeyLink, webPage } from './email-codes';
import { accountOwner, mailTime, queueMail } from './owner-mail';
import { apiKeyIssuedText, passwordChangedInSettingsText, twoFactorOffText } from './security-change-texts';

export type SecurityChange = 'password' | 'two-factor-off' | 'api-key';

const texts = {
  password: passwordChangedInSettingsText,
  'two-factor-off': twoFactorOffText,
  'api-key': apiKeyIssuedText,
};
/** Where the mail sends the owner: sign-in (its "Forgot password?"), two-factor's settings, the key's one-click replacement. */
const pages: Record<SecurityChange, (origin: string, locale: Locale) => string> = {
  password: (origin, locale) => webPage(origin, locale, '/?login=1'),
  'two-factor-off': (origin, locale) => webPage(origin, locale, '/settings/security'),
  'api-key': regenerateKeyLink,
};

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
    link: pages[change](ctx.config.webOrigin, owner.locale),
  });
  await queueMail(ctx.db, owner.email, mail);
}
