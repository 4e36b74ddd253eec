import type { Locale } from '../server/client-headers';
import type { EmailText } from './email-texts';

/** Where it came from, as the alerts name it: "Chrome 131, Linux · IP 203.0.113.5". */
export interface SignInPlace {
  device: string;
  ip: string;
}

/** The in-app notification: the device and address; its own time is the notification's. */
export const newSignInNotice: Record<Locale, (p: SignInPlace) => { title: string; body: string }> = {
  en: (p) => ({
    title: 'New sign-in to your account',
    body: `${p.device} · IP ${p.ip}. If it was not you, sign that device out in Settings → Sessions and change your password.`,
  }),
  es: (p) => ({
    title: 'Nuevo inicio de sesión en tu cuenta',
    body: `${p.device} · IP ${p.ip}. Si no fuiste tú, cierra la sesión de ese dispositivo en Ajustes → Sesiones y cambia tu contraseña.`,
  }),
  pt: (p) => ({
    title: 'Novo acesso à sua conta',
    body: `${p.device} · IP ${p.ip}. Se não foi você, encerre a sessão desse dispositivo em Configurações → Sessões e altere sua senha.`,
  }),
  fr: (p) => ({
    title: 'Nouvelle connexion à votre compte',
    body: `${p.device} · IP ${p.ip}. Si ce n'était pas vous, déconnectez cet appareil dans Paramètres → Sessions et changez votre mot de passe.`,
  }),
  de: (p) => ({
    title: 'Neue Anmeldung bei Ihrem Konto',
    body: `${p.device} · IP ${p.ip}. Waren Sie es nicht, melden Sie dieses Gerät unter Einstellungen → Sitzungen ab und ändern Sie Ihr Passwort.`,
  }),
  ru: (p) => ({
    title: 'Новый вход в ваш аккаунт',
    body: `${p.device} · IP ${p.ip}. Если это были не вы, завершите сеанс этого устройства в разделе Настройки → Сеансы и смените пароль.`,
  }),
};

/** The email: also when (UTC), and the sessions page to sign the device out from. */
export const newSignInEmail: Record<Locale, (p: SignInPlace & { when: string; link: string }) => EmailText> = {
  en: (p) => ({
    subject: 'New sign-in to your Codeport account',
    body:
      `Your Codeport account was signed in to on ${p.when} (UTC) from ${p.device}, IP ${p.ip}. ` +
      `If it was you, there is nothing to do. If not, sign that device out at ${p.link} and change your password.`,
  }),
  es: (p) => ({
    subject: 'Nuevo inicio de sesión en tu cuenta de Codeport',
    body:
      `Se inició sesión en tu cuenta de Codeport el ${p.when} (UTC) desde ${p.device}, IP ${p.ip}. ` +
      `Si fuiste tú, no tienes que hacer nada. Si no, cierra la sesión de ese dispositivo en ${p.link} y cambia tu contraseña.`,
  }),
  pt: (p) => ({
    subject: 'Novo acesso à sua conta do Codeport',
    body:
      `Sua conta do Codeport foi acessada em ${p.when} (UTC) a partir de ${p.device}, IP ${p.ip}. ` +
      `Se foi você, não é preciso fazer nada. Se não, encerre a sessão desse dispositivo em ${p.link} e altere sua senha.`,
  }),
  fr: (p) => ({
    subject: 'Nouvelle connexion à votre compte Codeport',
    body:
      `Une connexion à votre compte Codeport a eu lieu le ${p.when} (UTC) depuis ${p.device}, IP ${p.ip}. ` +
      `Si c'était vous, il n'y a rien à faire. Sinon, déconnectez cet appareil sur ${p.link} et changez votre mot de passe.`,
  }),
  de: (p) => ({
    subject: 'Neue Anmeldung bei Ihrem Codeport-Konto',
    body:
      `Ihr Codeport-Konto wurde am ${p.when} (UTC) von ${p.device}, IP ${p.ip}, angemeldet. ` +
      `Waren Sie das, ist nichts zu tun. Andernfalls melden Sie dieses Gerät unter ${p.link} ab und ändern Sie Ihr Passwort.`,
  }),
  ru: (p) => ({
    subject: 'Новый вход в аккаунт Codeport',
    body:
      `В ваш аккаунт Codeport выполнен вход ${p.when} (UTC) с устройства ${p.device}, IP ${p.ip}. ` +
      `Если это были вы, ничего делать не нужно. Если нет, завершите сеанс этого устройства на странице ${p.link} и смените пароль.`,
  }),
};
