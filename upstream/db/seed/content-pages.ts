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
        'Des questions ? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
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
