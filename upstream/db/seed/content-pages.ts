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
      body: 'Les numéros servent uniquement à recevoir des codes de vérification. Les prix sont affichés avant l’achat\u202f; les activations non utilisées sont remboursées. N’utilisez pas le service à des fins illégales.',
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
  // What is kept and for how long (docs/security.md "Retention"); an account is closed (blocked),
  // never deleted. Migration 0037 gives a database seeded with the earlier text this one.
  privacy: {
    en: {
      title: 'Privacy policy',
      body: [
        'We store your email, your purchases, payments and balance movements, the SMS your numbers receive, and the IP address and device of your sign-ins, only to provide the service. Passwords are stored as argon2id hashes.',
        'Purchases, payments, balance movements and the SMS received on your numbers are accounting records and are kept. The IP address and device of a session are kept for 90 days after it ends, and those of your newest session always, so that we can warn you of a sign-in from a new device. Copies of the emails we send you are deleted after 7 days, webhook delivery logs after 30 days and read notifications after 90 days.',
        'You may ask support to close your account: it is blocked, not deleted, and its records are kept.',
      ].join('\n\n'),
    },
    es: {
      title: 'Política de privacidad',
      body: [
        'Guardamos tu correo, tus compras, pagos y movimientos de saldo, los SMS que reciben tus números y la dirección IP y el dispositivo de tus inicios de sesión, solo para prestar el servicio. Las contraseñas se guardan como hashes argon2id.',
        'Las compras, los pagos, los movimientos de saldo y los SMS recibidos en tus números son registros contables y se conservan. La dirección IP y el dispositivo de una sesión se conservan 90 días después de que termine, y los de tu sesión más reciente siempre, para poder avisarte de un inicio de sesión desde un dispositivo nuevo. Las copias de los correos que te enviamos se borran a los 7 días, los registros de entrega de webhooks a los 30 días y las notificaciones leídas a los 90 días.',
        'Puedes pedir a soporte que cierre tu cuenta: se bloquea, no se elimina, y sus registros se conservan.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Política de privacidade',
      body: [
        'Guardamos seu e-mail, suas compras, pagamentos e movimentações de saldo, os SMS recebidos pelos seus números e o endereço IP e o dispositivo dos seus acessos, apenas para prestar o serviço. As senhas são guardadas como hashes argon2id.',
        'Compras, pagamentos, movimentações de saldo e os SMS recebidos nos seus números são registros contábeis e são mantidos. O endereço IP e o dispositivo de uma sessão são mantidos por 90 dias após o fim dela, e os da sua sessão mais recente sempre, para podermos avisar você de um acesso a partir de um dispositivo novo. As cópias dos e-mails que enviamos a você são apagadas após 7 dias, os registros de entrega de webhooks após 30 dias e as notificações lidas após 90 dias.',
        'Você pode pedir ao suporte para encerrar sua conta: ela é bloqueada, não excluída, e seus registros são mantidos.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Politique de confidentialité',
      body: [
        'Nous conservons votre e-mail, vos achats, paiements et mouvements de solde, les SMS reçus par vos numéros ainsi que l’adresse IP et l’appareil de vos connexions, uniquement pour fournir le service. Les mots de passe sont stockés en hachage argon2id.',
        'Les achats, les paiements, les mouvements de solde et les SMS reçus par vos numéros sont des enregistrements comptables et sont conservés. L’adresse IP et l’appareil d’une session sont conservés 90 jours après sa fin, et ceux de votre session la plus récente en permanence, afin de pouvoir vous avertir d’une connexion depuis un nouvel appareil. Les copies des e-mails que nous vous envoyons sont supprimées au bout de 7 jours, les journaux de livraison des webhooks au bout de 30 jours et les notifications lues au bout de 90 jours.',
        'Vous pouvez demander au support de fermer votre compte : il est bloqué, pas supprimé, et ses données sont conservées.',
      ].join('\n\n'),
    },
    de: {
      title: 'Datenschutzerklärung',
      body: [
        'Wir speichern Ihre E-Mail, Ihre Käufe, Zahlungen und Guthabenbewegungen, die SMS Ihrer Nummern sowie IP-Adresse und Gerät Ihrer Anmeldungen, nur zur Erbringung des Dienstes. Passwörter werden als argon2id-Hashes gespeichert.',
        'Käufe, Zahlungen, Guthabenbewegungen und die SMS Ihrer Nummern sind Buchungsdaten und werden aufbewahrt. IP-Adresse und Gerät einer Sitzung werden 90 Tage nach ihrem Ende aufbewahrt, die Ihrer neuesten Sitzung immer, damit wir Sie bei einer Anmeldung von einem neuen Gerät warnen können. Kopien der E-Mails, die wir Ihnen senden, werden nach 7 Tagen gelöscht, Webhook-Zustellprotokolle nach 30 Tagen und gelesene Benachrichtigungen nach 90 Tagen.',
        'Sie können den Support bitten, Ihr Konto zu schließen: Es wird gesperrt, nicht gelöscht, und seine Daten bleiben erhalten.',
      ].join('\n\n'),
    },
    ru: {
      title: 'Политика конфиденциальности',
      body: [
        'Мы храним ваш email, покупки, платежи и движения по балансу, SMS, пришедшие на ваши номера, а также IP-адрес и устройство ваших входов — только для работы сервиса. Пароли хранятся как хеши argon2id.',
        'Покупки, платежи, движения по балансу и SMS, пришедшие на ваши номера, — это бухгалтерские записи, и они хранятся. IP-адрес и устройство сеанса хранятся 90 дней после его завершения, а вашего последнего сеанса — всегда, чтобы мы могли предупредить вас о входе с нового устройства. Копии отправленных вам писем удаляются через 7 дней, журналы доставки вебхуков — через 30 дней, прочитанные уведомления — через 90 дней.',
        'Вы можете попросить поддержку закрыть учётную запись: она блокируется, а не удаляется, и её данные сохраняются.',
      ].join('\n\n'),
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
  // The partner page behind the web app's /collaborations/gtalk2voip (spec §2).
  gtalk2voip: {
    en: {
      title: 'Gtalk2VoIP collaboration',
      body: [
        'Gtalk2VoIP connects instant messengers with ordinary phone networks. Together with Codeport, its users get temporary phone numbers for one-time SMS codes without leaving their usual tools.',
        '## What the collaboration offers',
        '- Numbers in 30 countries for more than 40 services, as one-off activations or rentals.\n- Codes shown the moment they arrive, in the browser or through the API.\n- Activations that receive no code are refunded automatically.',
        '## How to start',
        '1. Create a Codeport account and top up your balance.\n2. Choose a service and a country on the home page, or script purchases with your API key.\n3. Bring your own users through the partner programme and earn a share of each of their top-ups.',
        'Questions? Open a support ticket and mention Gtalk2VoIP.',
      ].join('\n\n'),
    },
    es: {
      title: 'Colaboración con Gtalk2VoIP',
      body: [
        'Gtalk2VoIP conecta la mensajería instantánea con las redes telefónicas convencionales. Junto con Codeport, sus usuarios obtienen números de teléfono temporales para códigos SMS de un solo uso sin dejar sus herramientas habituales.',
        '## Qué ofrece la colaboración',
        '- Números en 30 países para más de 40 servicios, como activaciones únicas o alquileres.\n- Los códigos se muestran en cuanto llegan, en el navegador o mediante la API.\n- Las activaciones que no reciben ningún código se reembolsan automáticamente.',
        '## Cómo empezar',
        '1. Crea una cuenta en Codeport y recarga tu saldo.\n2. Elige un servicio y un país en la página de inicio, o automatiza las compras con tu clave de API.\n3. Trae a tus usuarios con el programa de socios y gana una parte de cada una de sus recargas.',
        '¿Preguntas? Abre un ticket de soporte y menciona Gtalk2VoIP.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Colaboração com a Gtalk2VoIP',
      body: [
        'A Gtalk2VoIP conecta mensageiros instantâneos às redes telefônicas comuns. Com o Codeport, seus usuários obtêm números de telefone temporários para códigos SMS de uso único sem sair das ferramentas de sempre.',
        '## O que a colaboração oferece',
        '- Números em 30 países para mais de 40 serviços, como ativações avulsas ou aluguéis.\n- Códigos exibidos assim que chegam, no navegador ou pela API.\n- Ativações que não recebem nenhum código são reembolsadas automaticamente.',
        '## Como começar',
        '1. Crie uma conta no Codeport e recarregue seu saldo.\n2. Escolha um serviço e um país na página inicial, ou automatize as compras com sua chave de API.\n3. Traga seus usuários pelo programa de parceiros e ganhe uma parte de cada recarga deles.',
        'Dúvidas? Abra um ticket de suporte e mencione a Gtalk2VoIP.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Collaboration avec Gtalk2VoIP',
      body: [
        'Gtalk2VoIP relie les messageries instantanées aux réseaux téléphoniques classiques. Avec Codeport, ses utilisateurs obtiennent des numéros de téléphone temporaires pour les codes SMS à usage unique sans quitter leurs outils habituels.',
        '## Ce que propose la collaboration',
        '- Des numéros dans 30 pays pour plus de 40 services, en activations ponctuelles ou en locations.\n- Des codes affichés dès leur arrivée, dans le navigateur ou via l’API.\n- Les activations qui ne reçoivent aucun code sont remboursées automatiquement.',
        '## Pour commencer',
        '1. Créez un compte Codeport et rechargez votre solde.\n2. Choisissez un service et un pays sur la page d’accueil, ou automatisez vos achats avec votre clé d’API.\n3. Amenez vos utilisateurs grâce au programme partenaire et touchez une part de chacune de leurs recharges.',
        'Des questions\u202f? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
      ].join('\n\n'),
    },
    de: {
      title: 'Zusammenarbeit mit Gtalk2VoIP',
      body: [
        'Gtalk2VoIP verbindet Instant Messenger mit herkömmlichen Telefonnetzen. Gemeinsam mit Codeport erhalten seine Nutzer temporäre Telefonnummern für einmalige SMS-Codes, ohne ihre gewohnten Werkzeuge zu verlassen.',
        '## Was die Zusammenarbeit bietet',
        '- Nummern in 30 Ländern für über 40 Dienste, als einmalige Aktivierung oder Miete.\n- Codes erscheinen, sobald sie ankommen, im Browser oder über die API.\n- Aktivierungen ohne Code werden automatisch erstattet.',
        '## So starten Sie',
        '1. Legen Sie ein Codeport-Konto an und laden Sie Ihr Guthaben auf.\n2. Wählen Sie auf der Startseite Dienst und Land, oder automatisieren Sie Käufe mit Ihrem API-Schlüssel.\n3. Bringen Sie Ihre Nutzer über das Partnerprogramm mit und erhalten Sie einen Anteil an jeder ihrer Aufladungen.',
        'Fragen? Eröffnen Sie ein Support-Ticket und erwähnen Sie Gtalk2VoIP.',
      ].join('\n\n'),
    },
    ru: {
      title: 'Сотрудничество с Gtalk2VoIP',
      body: [
        'Gtalk2VoIP соединяет мессенджеры с обычными телефонными сетями. Вместе с Codeport его пользователи получают временные номера для одноразовых SMS-кодов, не покидая привычных инструментов.',
        '## Что даёт сотрудничество',
        '- Номера в 30 странах для более чем 40 сервисов: разовые активации или аренда.\n- Коды видны сразу после получения — в браузере или через API.\n- Активации без кода возвращаются автоматически.',
        '## Как начать',
        '1. Создайте аккаунт Codeport и пополните баланс.\n2. Выберите сервис и страну на главной странице или автоматизируйте покупки с помощью API-ключа.\n3. Приводите своих пользователей через партнёрскую программу и получайте часть каждого их пополнения.',
        'Вопросы? Создайте обращение в поддержку и упомяните Gtalk2VoIP.',
      ].join('\n\n'),
    },
  },
};
