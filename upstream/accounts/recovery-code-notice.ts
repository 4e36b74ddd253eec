import type { Locale } from '../server/client-headers';
import type { UpstreamContext } from '../server/context';
import { notifyUser } from '../platform/notifications';
import type { SecondFactorUse } from './one-time-codes';
import { accountOwner } from './owner-mail';

const titles: Record<Locale, string> = {
  en: 'A recovery code was used to sign in',
  es: 'Se usó un código de recuperación para iniciar sesión',
  pt: 'Um código de recuperação foi usado para entrar',
  fr: 'Un code de récupération a servi à se connecter',
  de: 'Mit einem Wiederherstellungscode angemeldet',
  ru: 'Для входа использован код восстановления',
};

const bodies: Record<Locale, (left: number) => string> = {
  en: (n) => `Recovery codes left: ${n}. If it was not you, change your password. New codes: Settings → Security.`,
  es: (n) =>
    `Códigos de recuperación restantes: ${n}. Si no fuiste tú, cambia tu contraseña. Códigos nuevos: Ajustes → Seguridad.`,
  pt: (n) =>
    `Códigos de recuperação restantes: ${n}. Se não foi você, altere sua senha. Novos códigos: Configurações → Segurança.`,
  fr: (n) =>
    `Codes de récupération restants\u202f: ${n}. Si ce n'était pas vous, changez votre mot de passe. Nouveaux codes\u202f: Paramètres → Sécurité.`,
  de: (n) =>
    `Verbleibende Wiederherstellungscodes: ${n}. Waren Sie es nicht, ändern Sie Ihr Passwort. Neue Codes: Einstellungen → Sicherheit.`,
  ru: (n) =>
    `Осталось кодов восстановления: ${n}. Если это были не вы, смените пароль. Новые коды: Настройки → Безопасность.`,
};

/**
 * Tells the owner, in their language, that a recovery code signed in and how many remain: a
 * sign-in that skipped the authenticator is worth knowing about, and the last code is worth
 * replacing. Nothing for an authenticator code.
 */
export async function noticeRecoveryCodeUse(
  ctx: Pick<UpstreamContext, 'db' | 'now' | 'publish'>,
  userId: number,
  use: SecondFactorUse,
): Promise<void> {
  if (use.recoveryCodesLeft === null) return;
  const { locale } = await accountOwner(ctx.db, userId);
  await notifyUser(ctx, userId, {
    category: 'system',
    title: titles[locale],
    body: bodies[locale](use.recoveryCodesLeft),
    link: '/settings/security',
    locale,
  });
}
