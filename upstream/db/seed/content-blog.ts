import type { Locale } from '../../server/client-headers';

/** Seed blog: the same slugs in every locale, so switching language keeps the article. */
export const blogCategoryNames: Record<string, Record<Locale, string>> = {
  guides: { en: 'Guides', es: 'Guías', pt: 'Guias', fr: 'Guides', de: 'Anleitungen', ru: 'Руководства' },
  privacy: {
    en: 'Privacy',
    es: 'Privacidad',
    pt: 'Privacidade',
    fr: 'Confidentialité',
    de: 'Datenschutz',
    ru: 'Приватность',
  },
  news: { en: 'News', es: 'Novedades', pt: 'Novidades', fr: 'Actualités', de: 'Neuigkeiten', ru: 'Новости' },
};

export interface SeedArticle {
  slug: string;
  category: keyof typeof blogCategoryNames;
  /** Days before the seed date; keeps a stable order. */
  ageDays: number;
  text: Record<Locale, { title: string; excerpt: string; body: string }>;
}

export const blogArticles: SeedArticle[] = [
  {
    slug: 'how-to-receive-sms-online',
    category: 'guides',
    ageDays: 2,
    text: {
      en: {
        title: 'How to receive an SMS code online',
        excerpt: 'Pick a service and a country, buy a number and read the code in seconds.',
        body: '## Three steps\n\n1. Choose the service that sends the code, for example WhatsApp or Telegram.\n2. Choose a country and buy the number.\n3. Enter the number on the site; the code appears in your activations within seconds.\n\nIf no code arrives, cancel the number after two minutes and the money returns to your balance.',
      },
      es: {
        title: 'Cómo recibir un código SMS en línea',
        excerpt: 'Elige un servicio y un país, compra un número y lee el código en segundos.',
        body: '## Tres pasos\n\n1. Elige el servicio que envía el código, por ejemplo WhatsApp o Telegram.\n2. Elige un país y compra el número.\n3. Introduce el número en el sitio; el código aparece en tus activaciones en segundos.\n\nSi no llega ningún código, cancela el número después de dos minutos y el dinero vuelve a tu saldo.',
      },
      pt: {
        title: 'Como receber um código SMS online',
        excerpt: 'Escolha um serviço e um país, compre um número e leia o código em segundos.',
        body: '## Três passos\n\n1. Escolha o serviço que envia o código, por exemplo WhatsApp ou Telegram.\n2. Escolha um país e compre o número.\n3. Digite o número no site; o código aparece nas suas ativações em segundos.\n\nSe nenhum código chegar, cancele o número após dois minutos e o dinheiro volta ao seu saldo.',
      },
      fr: {
        title: 'Comment recevoir un code SMS en ligne',
        excerpt: 'Choisissez un service et un pays, achetez un numéro et lisez le code en quelques secondes.',
        body: '## Trois étapes\n\n1. Choisissez le service qui envoie le code, par exemple WhatsApp ou Telegram.\n2. Choisissez un pays et achetez le numéro.\n3. Saisissez le numéro sur le site\u202f; le code apparaît dans vos activations en quelques secondes.\n\nSi aucun code n’arrive, annulez le numéro après deux minutes et l’argent revient sur votre solde.',
      },
      de: {
        title: 'So empfangen Sie einen SMS-Code online',
        excerpt: 'Dienst und Land wählen, Nummer kaufen und den Code in Sekunden lesen.',
        body: '## Drei Schritte\n\n1. Wählen Sie den Dienst, der den Code sendet, zum Beispiel WhatsApp oder Telegram.\n2. Wählen Sie ein Land und kaufen Sie die Nummer.\n3. Geben Sie die Nummer auf der Website ein; der Code erscheint in Sekunden in Ihren Aktivierungen.\n\nKommt kein Code, stornieren Sie die Nummer nach zwei Minuten und das Geld geht auf Ihr Guthaben zurück.',
      },
      ru: {
        title: 'Как получить SMS-код онлайн',
        excerpt: 'Выберите сервис и страну, купите номер и прочитайте код за секунды.',
        body: '## Три шага\n\n1. Выберите сервис, который присылает код, например WhatsApp или Telegram.\n2. Выберите страну и купите номер.\n3. Введите номер на сайте; код появится в ваших активациях за несколько секунд.\n\nЕсли код не пришёл, отмените номер через две минуты, и деньги вернутся на баланс.',
      },
    },
  },
  {
    slug: 'keep-your-personal-number-private',
    category: 'privacy',
    ageDays: 9,
    text: {
      en: {
        title: 'Keep your personal number private',
        excerpt: 'Why a temporary number protects you from spam and data leaks.',
        body: 'Every sign-up that asks for your phone number adds it to one more database. A temporary number receives the one-time code and then expires, so leaks and marketing calls never reach your own phone.\n\nUse a rental when you need the same number for several days.',
      },
      es: {
        title: 'Mantén privado tu número personal',
        excerpt: 'Por qué un número temporal te protege del spam y de las filtraciones.',
        body: 'Cada registro que pide tu teléfono lo añade a una base de datos más. Un número temporal recibe el código de un solo uso y luego caduca, así que las filtraciones y las llamadas comerciales nunca llegan a tu teléfono.\n\nUsa un alquiler cuando necesites el mismo número varios días.',
      },
      pt: {
        title: 'Mantenha seu número pessoal privado',
        excerpt: 'Por que um número temporário protege você de spam e vazamentos.',
        body: 'Cada cadastro que pede seu telefone o adiciona a mais um banco de dados. Um número temporário recebe o código de uso único e depois expira, então vazamentos e ligações de marketing nunca chegam ao seu telefone.\n\nUse um aluguel quando precisar do mesmo número por vários dias.',
      },
      fr: {
        title: 'Gardez votre numéro personnel privé',
        excerpt: 'Pourquoi un numéro temporaire vous protège du spam et des fuites.',
        body: 'Chaque inscription qui demande votre téléphone l’ajoute à une base de données de plus. Un numéro temporaire reçoit le code à usage unique puis expire\u202f: fuites et appels commerciaux n’atteignent jamais votre téléphone.\n\nPrenez une location si vous avez besoin du même numéro plusieurs jours.',
      },
      de: {
        title: 'Halten Sie Ihre private Nummer geheim',
        excerpt: 'Warum eine temporäre Nummer vor Spam und Datenlecks schützt.',
        body: 'Jede Anmeldung, die Ihre Telefonnummer verlangt, fügt sie einer weiteren Datenbank hinzu. Eine temporäre Nummer empfängt den Einmalcode und läuft dann ab – Lecks und Werbeanrufe erreichen Ihr Telefon nie.\n\nMieten Sie eine Nummer, wenn Sie dieselbe mehrere Tage brauchen.',
      },
      ru: {
        title: 'Сохраните личный номер в тайне',
        excerpt: 'Почему временный номер защищает от спама и утечек.',
        body: 'Каждая регистрация, которая просит телефон, добавляет его ещё в одну базу. Временный номер принимает одноразовый код и истекает, поэтому утечки и рекламные звонки не доходят до вашего телефона.\n\nБерите аренду, если один и тот же номер нужен несколько дней.',
      },
    },
  },
  {
    slug: 'rentals-now-from-four-hours',
    category: 'news',
    ageDays: 20,
    text: {
      en: {
        title: 'Rentals now start at four hours',
        excerpt: 'Rent a number for 4 h, 24 h, 3 days, a week or a month.',
        body: 'Short tasks no longer need a full day: rentals now come in 4-hour, 24-hour, 72-hour, 7-day and 30-day periods. Extend a rental before it ends to keep the number; every SMS stays in its history.',
      },
      es: {
        title: 'Los alquileres ahora empiezan en cuatro horas',
        excerpt: 'Alquila un número por 4 h, 24 h, 3 días, una semana o un mes.',
        body: 'Las tareas cortas ya no necesitan un día entero: los alquileres ahora duran 4, 24 o 72 horas, 7 días o 30 días. Prolonga un alquiler antes de que termine para conservar el número; cada SMS queda en su historial.',
      },
      pt: {
        title: 'Aluguéis agora a partir de quatro horas',
        excerpt: 'Alugue um número por 4 h, 24 h, 3 dias, uma semana ou um mês.',
        body: 'Tarefas curtas não precisam mais de um dia inteiro: os aluguéis agora têm períodos de 4, 24 ou 72 horas, 7 dias ou 30 dias. Prorrogue um aluguel antes do fim para manter o número; cada SMS fica no histórico.',
      },
      fr: {
        title: 'Les locations commencent désormais à quatre heures',
        excerpt: 'Louez un numéro pour 4 h, 24 h, 3 jours, une semaine ou un mois.',
        body: 'Les tâches courtes n’exigent plus une journée entière\u202f: les locations durent désormais 4, 24 ou 72 heures, 7 jours ou 30 jours. Prolongez une location avant son terme pour garder le numéro\u202f; chaque SMS reste dans l’historique.',
      },
      de: {
        title: 'Mieten jetzt ab vier Stunden',
        excerpt: 'Mieten Sie eine Nummer für 4 h, 24 h, 3 Tage, eine Woche oder einen Monat.',
        body: 'Kurze Aufgaben brauchen keinen ganzen Tag mehr: Mieten gibt es jetzt für 4, 24 oder 72 Stunden, 7 Tage oder 30 Tage. Verlängern Sie vor Ablauf, um die Nummer zu behalten; jede SMS bleibt im Verlauf.',
      },
      ru: {
        title: 'Аренда теперь от четырёх часов',
        excerpt: 'Арендуйте номер на 4 ч, 24 ч, 3 дня, неделю или месяц.',
        body: 'Коротким задачам больше не нужен целый день: аренда теперь бывает на 4, 24 или 72 часа, 7 или 30 дней. Продлите аренду до окончания, чтобы сохранить номер; все SMS остаются в истории.',
      },
    },
  },
];
