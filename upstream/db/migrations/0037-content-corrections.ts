import { sql, type Kysely } from 'kysely';

// Two seeded texts promised what the code does not do:
// - the privacy page offered to delete an account (users.status is active or blocked, nothing
//   deletes one) and named only the email, purchases and messages as stored, though payments,
//   the ledger and sessions' IP address and device are kept too (docs/security.md "Retention");
// - the FAQ let an activation ask for another code any time it is open, though
//   retryActivation (commerce/activation-service.ts) allows it only after a code has arrived.
// The seed inserts content only where it is missing (seed/content.ts), so a database seeded by an
// earlier release kept the old texts. Every row that still holds a text as it was seeded gets the
// corrected one; a row an operator edited is left as it is, as 0006 did for the seeded payment
// minimums. The texts are written out here, not imported from the seed, so this migration does
// the same thing after the seed changes again.

interface Correction {
  locale: string;
  /** The text as the earlier seed wrote it. */
  seeded: string;
  /** The text as seed/content-pages.ts and seed/content-faq.ts write it now. */
  fresh: string;
}

/** static_pages 'privacy', each locale's body. */
const privacy: Correction[] = [
  {
    locale: 'en',
    seeded:
      'We store your email, your purchases and the messages your numbers receive, only to provide the service. Passwords are stored as argon2id hashes. You may ask support to delete your account.',
    fresh:
      'We store your email, your purchases, payments and balance movements, the SMS your numbers receive, and the IP address and device of your sign-ins, only to provide the service. Passwords are stored as argon2id hashes.\n\nPurchases, payments, balance movements and the SMS received on your numbers are accounting records and are kept. The IP address and device of a session are kept for 90 days after it ends, and those of your newest session always, so that we can warn you of a sign-in from a new device. Copies of the emails we send you are deleted after 7 days, webhook delivery logs after 30 days and read notifications after 90 days.\n\nYou may ask support to close your account: it is blocked, not deleted, and its records are kept.',
  },
  {
    locale: 'es',
    seeded:
      'Guardamos tu correo, tus compras y los mensajes que reciben tus números, solo para prestar el servicio. Las contraseñas se guardan como hashes argon2id. Puedes pedir a soporte que elimine tu cuenta.',
    fresh:
      'Guardamos tu correo, tus compras, pagos y movimientos de saldo, los SMS que reciben tus números y la dirección IP y el dispositivo de tus inicios de sesión, solo para prestar el servicio. Las contraseñas se guardan como hashes argon2id.\n\nLas compras, los pagos, los movimientos de saldo y los SMS recibidos en tus números son registros contables y se conservan. La dirección IP y el dispositivo de una sesión se conservan 90 días después de que termine, y los de tu sesión más reciente siempre, para poder avisarte de un inicio de sesión desde un dispositivo nuevo. Las copias de los correos que te enviamos se borran a los 7 días, los registros de entrega de webhooks a los 30 días y las notificaciones leídas a los 90 días.\n\nPuedes pedir a soporte que cierre tu cuenta: se bloquea, no se elimina, y sus registros se conservan.',
  },
  {
    locale: 'pt',
    seeded:
      'Guardamos seu e-mail, suas compras e as mensagens recebidas pelos seus números, apenas para prestar o serviço. As senhas são guardadas como hashes argon2id. Você pode pedir ao suporte para excluir sua conta.',
    fresh:
      'Guardamos seu e-mail, suas compras, pagamentos e movimentações de saldo, os SMS recebidos pelos seus números e o endereço IP e o dispositivo dos seus acessos, apenas para prestar o serviço. As senhas são guardadas como hashes argon2id.\n\nCompras, pagamentos, movimentações de saldo e os SMS recebidos nos seus números são registros contábeis e são mantidos. O endereço IP e o dispositivo de uma sessão são mantidos por 90 dias após o fim dela, e os da sua sessão mais recente sempre, para podermos avisar você de um acesso a partir de um dispositivo novo. As cópias dos e-mails que enviamos a você são apagadas após 7 dias, os registros de entrega de webhooks após 30 dias e as notificações lidas após 90 dias.\n\nVocê pode pedir ao suporte para encerrar sua conta: ela é bloqueada, não excluída, e seus registros são mantidos.',
  },
  {
    locale: 'fr',
    seeded:
      'Nous conservons votre e-mail, vos achats et les messages reçus par vos numéros, uniquement pour fournir le service. Les mots de passe sont stockés en hachage argon2id. Vous pouvez demander au support de supprimer votre compte.',
    fresh:
      'Nous conservons votre e-mail, vos achats, paiements et mouvements de solde, les SMS reçus par vos numéros ainsi que l’adresse IP et l’appareil de vos connexions, uniquement pour fournir le service. Les mots de passe sont stockés en hachage argon2id.\n\nLes achats, les paiements, les mouvements de solde et les SMS reçus par vos numéros sont des enregistrements comptables et sont conservés. L’adresse IP et l’appareil d’une session sont conservés 90 jours après sa fin, et ceux de votre session la plus récente en permanence, afin de pouvoir vous avertir d’une connexion depuis un nouvel appareil. Les copies des e-mails que nous vous envoyons sont supprimées au bout de 7 jours, les journaux de livraison des webhooks au bout de 30 jours et les notifications lues au bout de 90 jours.\n\nVous pouvez demander au support de fermer votre compte : il est bloqué, pas supprimé, et ses données sont conservées.',
  },
  {
    locale: 'de',
    seeded:
      'Wir speichern Ihre E-Mail, Ihre Käufe und die Nachrichten Ihrer Nummern nur zur Erbringung des Dienstes. Passwörter werden als argon2id-Hashes gespeichert. Sie können den Support bitten, Ihr Konto zu löschen.',
    fresh:
      'Wir speichern Ihre E-Mail, Ihre Käufe, Zahlungen und Guthabenbewegungen, die SMS Ihrer Nummern sowie IP-Adresse und Gerät Ihrer Anmeldungen, nur zur Erbringung des Dienstes. Passwörter werden als argon2id-Hashes gespeichert.\n\nKäufe, Zahlungen, Guthabenbewegungen und die SMS Ihrer Nummern sind Buchungsdaten und werden aufbewahrt. IP-Adresse und Gerät einer Sitzung werden 90 Tage nach ihrem Ende aufbewahrt, die Ihrer neuesten Sitzung immer, damit wir Sie bei einer Anmeldung von einem neuen Gerät warnen können. Kopien der E-Mails, die wir Ihnen senden, werden nach 7 Tagen gelöscht, Webhook-Zustellprotokolle nach 30 Tagen und gelesene Benachrichtigungen nach 90 Tagen.\n\nSie können den Support bitten, Ihr Konto zu schließen: Es wird gesperrt, nicht gelöscht, und seine Daten bleiben erhalten.',
  },
  {
    locale: 'ru',
    seeded:
      'Мы храним ваш email, покупки и сообщения, пришедшие на ваши номера, только для работы сервиса. Пароли хранятся как хеши argon2id. Вы можете попросить поддержку удалить учётную запись.',
    fresh:
      'Мы храним ваш email, покупки, платежи и движения по балансу, SMS, пришедшие на ваши номера, а также IP-адрес и устройство ваших входов — только для работы сервиса. Пароли хранятся как хеши argon2id.\n\nПокупки, платежи, движения по балансу и SMS, пришедшие на ваши номера, — это бухгалтерские записи, и они хранятся. IP-адрес и устройство сеанса хранятся 90 дней после его завершения, а вашего последнего сеанса — всегда, чтобы мы могли предупредить вас о входе с нового устройства. Копии отправленных вам писем удаляются через 7 дней, журналы доставки вебхуков — через 30 дней, прочитанные уведомления — через 90 дней.\n\nВы можете попросить поддержку закрыть учётную запись: она блокируется, а не удаляется, и её данные сохраняются.',
  },
];

/** faq_items in 'numbers', the answer to "How long is an activation number mine?" in each locale. */
const anotherCode: Correction[] = [
  {
    locale: 'en',
    seeded: 'Twenty minutes. Request another code for free while it is active.',
    fresh: 'Twenty minutes. Once a code has arrived, you can request another one for free while the number is active.',
  },
  {
    locale: 'es',
    seeded: 'Veinte minutos. Pide otro código gratis mientras esté activo.',
    fresh: 'Veinte minutos. Cuando haya llegado un código, puedes pedir otro gratis mientras el número esté activo.',
  },
  {
    locale: 'pt',
    seeded: 'Vinte minutos. Peça outro código grátis enquanto estiver ativo.',
    fresh: 'Vinte minutos. Depois que um código chegar, você pode pedir outro grátis enquanto o número estiver ativo.',
  },
  {
    locale: 'fr',
    seeded: 'Vingt minutes. Demandez un autre code gratuitement tant qu’il est actif.',
    fresh:
      'Vingt minutes. Une fois qu’un code est arrivé, vous pouvez en demander un autre gratuitement tant que le numéro est actif.',
  },
  {
    locale: 'de',
    seeded: 'Zwanzig Minuten. Solange sie aktiv ist, können Sie kostenlos einen weiteren Code anfordern.',
    fresh:
      'Zwanzig Minuten. Sobald ein Code angekommen ist, können Sie kostenlos einen weiteren anfordern, solange die Nummer aktiv ist.',
  },
  {
    locale: 'ru',
    seeded: 'Двадцать минут. Пока он активен, можно бесплатно запросить ещё один код.',
    fresh: 'Двадцать минут. После того как пришёл код, пока номер активен, можно бесплатно запросить ещё один.',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { locale, seeded, fresh } of privacy) {
    await sql`update static_pages set body = ${fresh}, updated_at = now()
      where slug = 'privacy' and locale = ${locale} and body = ${seeded}`.execute(db);
  }
  for (const { locale, seeded, fresh } of anotherCode) {
    await sql`update faq_items set answer = ${fresh}
      where category_slug = 'numbers' and locale = ${locale} and answer = ${seeded}`.execute(db);
  }
}

// Nothing to undo: putting the promises back would make the pages wrong again, and the earlier
// release's seed inserts nothing over a row that exists.
export async function down(): Promise<void> {}
