import type { Locale } from '../../server/client-headers';

/** Static pages; bodies are Markdown. */
export const staticPages: Record<string, Record<Locale, { title: string; body: string }>> = {
  terms: {
    en: {
      title: 'Terms of service',
      body: 'Numbers are provided for receiving verification codes only. Prices are shown before purchase; unused activations are refunded. Do not use the service for unlawful purposes.',
    },
    es: {
      title: 'Términos del servicio',
      body: 'Los números se ofrecen solo para recibir códigos de verificación. Los precios se muestran antes de la compra; las activaciones sin usar se reembolsan. No uses el servicio con fines ilícitos.',
    },
    pt: {
      title: 'Termos de serviço',
      body: 'Os números são fornecidos apenas para receber códigos de verificação. Os preços aparecem antes da compra; ativações não usadas são reembolsadas. Não use o serviço para fins ilícitos.',
    },
    fr: {
      title: 'Conditions d’utilisation',
      body: 'Les numéros servent uniquement à recevoir des codes de vérification. Les prix sont affichés avant l’achat ; les activations non utilisées sont remboursées. N’utilisez pas le service à des fins illégales.',
    },
    de: {
      title: 'Nutzungsbedingungen',
      body: 'Nummern dienen nur dem Empfang von Bestätigungscodes. Preise werden vor dem Kauf angezeigt; unbenutzte Aktivierungen werden erstattet. Nutzen Sie den Dienst nicht für rechtswidrige Zwecke.',
    },
    ru: {
      title: 'Условия использования',
      body: 'Номера предоставляются только для получения кодов подтверждения. Цены показываются до покупки; неиспользованные активации возвращаются. Не используйте сервис в незаконных целях.',
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      body: 'We store your email, your purchases and the messages your numbers receive, only to provide the service. Passwords are stored as argon2id hashes. You may ask support to delete your account.',
    },
    es: {
      title: 'Política de privacidad',
      body: 'Guardamos tu correo, tus compras y los mensajes que reciben tus números, solo para prestar el servicio. Las contraseñas se guardan como hashes argon2id. Puedes pedir a soporte que elimine tu cuenta.',
    },
    pt: {
      title: 'Política de privacidade',
      body: 'Guardamos seu e-mail, suas compras e as mensagens recebidas pelos seus números, apenas para prestar o serviço. As senhas são guardadas como hashes argon2id. Você pode pedir ao suporte para excluir sua conta.',
    },
    fr: {
      title: 'Politique de confidentialité',
      body: 'Nous conservons votre e-mail, vos achats et les messages reçus par vos numéros, uniquement pour fournir le service. Les mots de passe sont stockés en hachage argon2id. Vous pouvez demander au support de supprimer votre compte.',
    },
    de: {
      title: 'Datenschutzerklärung',
      body: 'Wir speichern Ihre E-Mail, Ihre Käufe und die Nachrichten Ihrer Nummern nur zur Erbringung des Dienstes. Passwörter werden als argon2id-Hashes gespeichert. Sie können den Support bitten, Ihr Konto zu löschen.',
    },
    ru: {
      title: 'Политика конфиденциальности',
      body: 'Мы храним ваш email, покупки и сообщения, пришедшие на ваши номера, только для работы сервиса. Пароли хранятся как хеши argon2id. Вы можете попросить поддержку удалить учётную запись.',
    },
  },
  about: {
    en: {
      title: 'About Codeport',
      body: 'Codeport sells temporary phone numbers in 30 countries for more than 40 services, as one-off activations or rentals from 4 hours to 30 days.',
    },
    es: {
      title: 'Sobre Codeport',
      body: 'Codeport vende números de teléfono temporales en 30 países para más de 40 servicios, como activaciones únicas o alquileres de 4 horas a 30 días.',
    },
    pt: {
      title: 'Sobre o Codeport',
      body: 'O Codeport vende números de telefone temporários em 30 países para mais de 40 serviços, como ativações avulsas ou aluguéis de 4 horas a 30 dias.',
    },
    fr: {
      title: 'À propos de Codeport',
      body: 'Codeport vend des numéros de téléphone temporaires dans 30 pays pour plus de 40 services, en activations ponctuelles ou en locations de 4 heures à 30 jours.',
    },
    de: {
      title: 'Über Codeport',
      body: 'Codeport verkauft temporäre Telefonnummern in 30 Ländern für über 40 Dienste, als einmalige Aktivierung oder Miete von 4 Stunden bis 30 Tagen.',
    },
    ru: {
      title: 'О Codeport',
      body: 'Codeport продаёт временные номера в 30 странах для более чем 40 сервисов: разовые активации или аренда от 4 часов до 30 дней.',
    },
  },
};
