import type { Locale } from '../server/client-headers';

/**
 * The account emails in each language (issue 16): a user reads them in the language they last
 * used the site in (users.locale), like their notifications.
 */

export interface EmailText {
  subject: string;
  body: string;
}

type CodeEmail = (code: string, link: string) => EmailText;

export const verifyEmailText: Record<Locale, (code: string) => EmailText> = {
  en: (c) => ({
    subject: 'Confirm your email for Codeport',
    body: `Your Codeport verification code is ${c}. It expires in 30 minutes.`,
  }),
  es: (c) => ({
    subject: 'Confirma tu correo en Codeport',
    body: `Tu código de verificación de Codeport es ${c}. Caduca en 30 minutos.`,
  }),
  pt: (c) => ({
    subject: 'Confirme seu e-mail no Codeport',
    body: `Seu código de verificação do Codeport é ${c}. Ele expira em 30 minutos.`,
  }),
  fr: (c) => ({
    subject: 'Confirmez votre adresse e-mail pour Codeport',
    body: `Votre code de vérification Codeport est ${c}. Il expire dans 30 minutes.`,
  }),
  de: (c) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Codeport',
    body: `Ihr Codeport-Bestätigungscode lautet ${c}. Er läuft in 30 Minuten ab.`,
  }),
  ru: (c) => ({
    subject: 'Подтвердите email для Codeport',
    body: `Ваш код подтверждения Codeport: ${c}. Он действует 30 минут.`,
  }),
};

export const resetPasswordText: Record<Locale, CodeEmail> = {
  en: (c, link) => ({
    subject: 'Reset your Codeport password',
    body:
      `Your Codeport password reset code is ${c}. Open ${link} or enter the code on the site. ` +
      'It expires in 30 minutes. If you did not ask for it, ignore this email.',
  }),
  es: (c, link) => ({
    subject: 'Restablece tu contraseña de Codeport',
    body:
      `Tu código para restablecer la contraseña de Codeport es ${c}. Abre ${link} o introduce el código en el sitio. ` +
      'Caduca en 30 minutos. Si no lo has pedido, ignora este correo.',
  }),
  pt: (c, link) => ({
    subject: 'Redefina sua senha do Codeport',
    body:
      `Seu código para redefinir a senha do Codeport é ${c}. Abra ${link} ou digite o código no site. ` +
      'Ele expira em 30 minutos. Se você não pediu, ignore este e-mail.',
  }),
  fr: (c, link) => ({
    subject: 'Réinitialisez votre mot de passe Codeport',
    body:
      `Votre code de réinitialisation du mot de passe Codeport est ${c}. Ouvrez ${link} ou saisissez le code sur le site. ` +
      "Il expire dans 30 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  }),
  de: (c, link) => ({
    subject: 'Setzen Sie Ihr Codeport-Passwort zurück',
    body:
      `Ihr Code zum Zurücksetzen des Codeport-Passworts lautet ${c}. Öffnen Sie ${link} oder geben Sie den Code auf der Website ein. ` +
      'Er läuft in 30 Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  }),
  ru: (c, link) => ({
    subject: 'Сброс пароля Codeport',
    body:
      `Ваш код для сброса пароля Codeport: ${c}. Откройте ${link} или введите код на сайте. ` +
      'Он действует 30 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  }),
};

export const passwordChangedText: Record<Locale, (link: string) => EmailText> = {
  en: (link) => ({
    subject: 'Your Codeport password was changed',
    body:
      'Your Codeport password was changed and every signed-in device was signed out. ' +
      'Your API key still works, so scripts that use it keep running. If it may have leaked, ' +
      `replace it in one click: ${link}`,
  }),
  es: (link) => ({
    subject: 'Se ha cambiado tu contraseña de Codeport',
    body:
      'Se ha cambiado tu contraseña de Codeport y se han cerrado todas las sesiones. ' +
      'Tu clave de API sigue funcionando, así que los scripts que la usan siguen en marcha. Si puede haberse filtrado, ' +
      `cámbiala con un clic: ${link}`,
  }),
  pt: (link) => ({
    subject: 'Sua senha do Codeport foi alterada',
    body:
      'Sua senha do Codeport foi alterada e todos os dispositivos conectados foram desconectados. ' +
      'Sua chave de API continua funcionando, então os scripts que a usam continuam rodando. Se ela pode ter vazado, ' +
      `troque-a com um clique: ${link}`,
  }),
  fr: (link) => ({
    subject: 'Votre mot de passe Codeport a été modifié',
    body:
      'Votre mot de passe Codeport a été modifié et tous les appareils connectés ont été déconnectés. ' +
      "Votre clé d'API fonctionne toujours\u202f: les scripts qui l'utilisent continuent de tourner. Si elle a pu fuiter, " +
      `remplacez-la en un clic\u202f: ${link}`,
  }),
  de: (link) => ({
    subject: 'Ihr Codeport-Passwort wurde geändert',
    body:
      'Ihr Codeport-Passwort wurde geändert und alle angemeldeten Geräte wurden abgemeldet. ' +
      'Ihr API-Schlüssel funktioniert weiterhin, Skripte damit laufen also weiter. Falls er in fremde Hände geraten sein könnte, ' +
      `ersetzen Sie ihn mit einem Klick: ${link}`,
  }),
  ru: (link) => ({
    subject: 'Пароль Codeport изменён',
    body:
      'Пароль Codeport изменён, и все устройства вышли из аккаунта. ' +
      'API-ключ по-прежнему действует, поэтому скрипты, которые его используют, продолжают работать. Если он мог утечь, ' +
      `замените его в один клик: ${link}`,
  }),
};

/**
 * The code that turns two-factor on (security-routes.ts): a session alone must not be enough,
 * or whoever stole one could turn it on with their own app and lock the owner out for good. The
 * mail is also the owner's warning when it was not them; the link is their sessions.
 */
export const twoFactorOnText: Record<Locale, CodeEmail> = {
  en: (c, link) => ({
    subject: 'Your code to turn on two-factor authentication',
    body:
      `Your Codeport code to turn on two-factor authentication is ${c}. It expires in 30 minutes. ` +
      `If you did not ask for it, someone is signed in to your account: change your password and sign out the other devices at ${link}`,
  }),
  es: (c, link) => ({
    subject: 'Tu código para activar la autenticación en dos pasos',
    body:
      `Tu código de Codeport para activar la autenticación en dos pasos es ${c}. Caduca en 30 minutos. ` +
      `Si no lo has pedido, alguien ha iniciado sesión en tu cuenta: cambia tu contraseña y cierra las sesiones de los otros dispositivos en ${link}`,
  }),
  pt: (c, link) => ({
    subject: 'Seu código para ativar a autenticação em dois fatores',
    body:
      `Seu código do Codeport para ativar a autenticação em dois fatores é ${c}. Ele expira em 30 minutos. ` +
      `Se você não pediu, alguém está conectado à sua conta: altere sua senha e desconecte os outros dispositivos em ${link}`,
  }),
  fr: (c, link) => ({
    subject: "Votre code pour activer l'authentification à deux facteurs",
    body:
      `Votre code Codeport pour activer l'authentification à deux facteurs est ${c}. Il expire dans 30 minutes. ` +
      `Si vous ne l'avez pas demandé, quelqu'un est connecté à votre compte\u202f: changez votre mot de passe et déconnectez les autres appareils sur ${link}`,
  }),
  de: (c, link) => ({
    subject: 'Ihr Code zum Einschalten der Zwei-Faktor-Authentifizierung',
    body:
      `Ihr Codeport-Code zum Einschalten der Zwei-Faktor-Authentifizierung lautet ${c}. Er läuft in 30 Minuten ab. ` +
      `Haben Sie ihn nicht angefordert, ist jemand in Ihrem Konto angemeldet: Ändern Sie Ihr Passwort und melden Sie die anderen Geräte ab unter ${link}`,
  }),
  ru: (c, link) => ({
    subject: 'Код для включения двухфакторной аутентификации',
    body:
      `Ваш код Codeport для включения двухфакторной аутентификации: ${c}. Он действует 30 минут. ` +
      `Если вы его не запрашивали, кто-то вошёл в ваш аккаунт: смените пароль и завершите сеансы на других устройствах: ${link}`,
  }),
};

/**
 * The code that signing in takes after many wrong passwords for the account (sign-in-code.ts):
 * the owner learns why it was asked, that the password alone opens nothing meanwhile, and where
 * to choose a new one.
 */
export const signInCodeText: Record<Locale, CodeEmail> = {
  en: (c, link) => ({
    subject: 'Your code to sign in to Codeport',
    body:
      `Your Codeport sign-in code is ${c}. It expires in 30 minutes. ` +
      `We ask for it because many wrong passwords were typed for your account in the last hour: until then, the password alone signs nobody in. ` +
      `If it was not you, your account is safe, but choose a new password at ${link}`,
  }),
  es: (c, link) => ({
    subject: 'Tu código para iniciar sesión en Codeport',
    body:
      `Tu código de inicio de sesión de Codeport es ${c}. Caduca en 30 minutos. ` +
      `Te lo pedimos porque en la última hora se escribieron muchas contraseñas incorrectas para tu cuenta: hasta entonces, la contraseña sola no da acceso a nadie. ` +
      `Si no fuiste tú, tu cuenta está a salvo, pero elige una contraseña nueva en ${link}`,
  }),
  pt: (c, link) => ({
    subject: 'Seu código para entrar no Codeport',
    body:
      `Seu código de acesso do Codeport é ${c}. Ele expira em 30 minutos. ` +
      `Pedimos o código porque muitas senhas erradas foram digitadas para sua conta na última hora: até lá, a senha sozinha não dá acesso a ninguém. ` +
      `Se não foi você, sua conta está segura, mas escolha uma nova senha em ${link}`,
  }),
  fr: (c, link) => ({
    subject: 'Votre code pour vous connecter à Codeport',
    body:
      `Votre code de connexion Codeport est ${c}. Il expire dans 30 minutes. ` +
      `Nous le demandons parce que de nombreux mots de passe erronés ont été saisis pour votre compte au cours de la dernière heure\u202f: d'ici là, le mot de passe seul ne connecte personne. ` +
      `Si ce n'était pas vous, votre compte est en sécurité, mais choisissez un nouveau mot de passe sur ${link}`,
  }),
  de: (c, link) => ({
    subject: 'Ihr Code zum Anmelden bei Codeport',
    body:
      `Ihr Codeport-Anmeldecode lautet ${c}. Er läuft in 30 Minuten ab. ` +
      `Wir fragen danach, weil in der letzten Stunde viele falsche Passwörter für Ihr Konto eingegeben wurden: Bis dahin meldet das Passwort allein niemanden an. ` +
      `Waren Sie es nicht, ist Ihr Konto sicher, aber wählen Sie ein neues Passwort unter ${link}`,
  }),
  ru: (c, link) => ({
    subject: 'Код для входа в Codeport',
    body:
      `Ваш код для входа в Codeport: ${c}. Он действует 30 минут. ` +
      `Мы запрашиваем его, потому что за последний час для вашего аккаунта ввели много неверных паролей: до тех пор одного пароля для входа недостаточно. ` +
      `Если это были не вы, аккаунт в безопасности, но выберите новый пароль: ${link}`,
  }),
};
