import type { Locale } from '../../server/client-headers';

type QA = [question: string, answer: string];

export const faqCategoryNames: Record<string, Record<Locale, string>> = {
  general: { en: 'General', es: 'General', pt: 'Geral', fr: 'Général', de: 'Allgemein', ru: 'Общее' },
  numbers: {
    en: 'Numbers and codes',
    es: 'Números y códigos',
    pt: 'Números e códigos',
    fr: 'Numéros et codes',
    de: 'Nummern und Codes',
    ru: 'Номера и коды',
  },
  payments: { en: 'Payments', es: 'Pagos', pt: 'Pagamentos', fr: 'Paiements', de: 'Zahlungen', ru: 'Оплата' },
};

/**
 * Two questions per category and locale, in display order. Items are seeded only into a locale
 * that has none (content.ts): a corrected answer reaches an existing database through a
 * migration (0037 for the numbers answer, 0039 for the French narrow no-break spaces).
 */
export const faqItems: Record<keyof typeof faqCategoryNames, Record<Locale, QA[]>> = {
  general: {
    en: [
      [
        'What is Codeport?',
        'A service of temporary phone numbers for receiving one-time SMS codes from websites and apps.',
      ],
      ['Do I need an account?', 'Yes: sign up with your email to keep a balance and see your numbers and codes.'],
    ],
    es: [
      [
        '¿Qué es Codeport?',
        'Un servicio de números de teléfono temporales para recibir códigos SMS de un solo uso de sitios web y aplicaciones.',
      ],
      ['¿Necesito una cuenta?', 'Sí: regístrate con tu correo para tener saldo y ver tus números y códigos.'],
    ],
    pt: [
      [
        'O que é o Codeport?',
        'Um serviço de números de telefone temporários para receber códigos SMS de uso único de sites e aplicativos.',
      ],
      ['Preciso de uma conta?', 'Sim: cadastre-se com seu e-mail para manter um saldo e ver seus números e códigos.'],
    ],
    fr: [
      [
        'Qu’est-ce que Codeport\u202f?',
        'Un service de numéros de téléphone temporaires pour recevoir les codes SMS à usage unique des sites et applications.',
      ],
      [
        'Ai-je besoin d’un compte\u202f?',
        'Oui\u202f: inscrivez-vous avec votre e-mail pour garder un solde et voir vos numéros et codes.',
      ],
    ],
    de: [
      [
        'Was ist Codeport?',
        'Ein Dienst mit temporären Telefonnummern, um Einmal-SMS-Codes von Websites und Apps zu empfangen.',
      ],
      [
        'Brauche ich ein Konto?',
        'Ja: Registrieren Sie sich mit Ihrer E-Mail, um Guthaben zu haben und Ihre Nummern und Codes zu sehen.',
      ],
    ],
    ru: [
      [
        'Что такое Codeport?',
        'Сервис временных телефонных номеров для получения одноразовых SMS-кодов от сайтов и приложений.',
      ],
      ['Нужна ли учётная запись?', 'Да: зарегистрируйтесь по email, чтобы хранить баланс и видеть свои номера и коды.'],
    ],
  },
  numbers: {
    en: [
      [
        'How long is an activation number mine?',
        'Twenty minutes. Once a code has arrived, you can request another one for free while the number is active.',
      ],
      [
        'What if no code arrives?',
        'Cancel after the first two minutes: the full price returns to your balance. Unused numbers are refunded automatically when they expire.',
      ],
    ],
    es: [
      [
        '¿Cuánto tiempo es mío un número de activación?',
        'Veinte minutos. Cuando haya llegado un código, puedes pedir otro gratis mientras el número esté activo.',
      ],
      [
        '¿Y si no llega ningún código?',
        'Cancela pasados los dos primeros minutos: el precio completo vuelve a tu saldo. Los números sin usar se reembolsan solos al caducar.',
      ],
    ],
    pt: [
      [
        'Por quanto tempo um número de ativação é meu?',
        'Vinte minutos. Depois que um código chegar, você pode pedir outro grátis enquanto o número estiver ativo.',
      ],
      [
        'E se nenhum código chegar?',
        'Cancele após os dois primeiros minutos: o valor integral volta ao seu saldo. Números não usados são reembolsados automaticamente ao expirar.',
      ],
    ],
    fr: [
      [
        'Combien de temps un numéro d’activation est-il à moi\u202f?',
        'Vingt minutes. Une fois qu’un code est arrivé, vous pouvez en demander un autre gratuitement tant que le numéro est actif.',
      ],
      [
        'Et si aucun code n’arrive\u202f?',
        'Annulez après les deux premières minutes\u202f: le prix complet revient sur votre solde. Les numéros inutilisés sont remboursés automatiquement à l’expiration.',
      ],
    ],
    de: [
      [
        'Wie lange gehört mir eine Aktivierungsnummer?',
        'Zwanzig Minuten. Sobald ein Code angekommen ist, können Sie kostenlos einen weiteren anfordern, solange die Nummer aktiv ist.',
      ],
      [
        'Was, wenn kein Code kommt?',
        'Stornieren Sie nach den ersten zwei Minuten: Der volle Preis geht aufs Guthaben zurück. Unbenutzte Nummern werden beim Ablauf automatisch erstattet.',
      ],
    ],
    ru: [
      [
        'Сколько времени номер активации мой?',
        'Двадцать минут. После того как пришёл код, пока номер активен, можно бесплатно запросить ещё один.',
      ],
      [
        'Что если код не пришёл?',
        'Отмените номер после первых двух минут: полная стоимость вернётся на баланс. Неиспользованные номера возвращаются автоматически по истечении срока.',
      ],
    ],
  },
  payments: {
    en: [
      [
        'How do I top up?',
        'Open the top-up page, choose a payment system and pay the amount shown before the form expires.',
      ],
      ['When does the money arrive?', 'As soon as the payment system confirms it; the balance updates live.'],
    ],
    es: [
      [
        '¿Cómo recargo el saldo?',
        'Abre la página de recarga, elige un sistema de pago y paga el importe indicado antes de que caduque el formulario.',
      ],
      ['¿Cuándo llega el dinero?', 'En cuanto el sistema de pago lo confirma; el saldo se actualiza al instante.'],
    ],
    pt: [
      [
        'Como faço uma recarga?',
        'Abra a página de recarga, escolha um sistema de pagamento e pague o valor indicado antes de o formulário expirar.',
      ],
      ['Quando o dinheiro chega?', 'Assim que o sistema de pagamento confirma; o saldo é atualizado na hora.'],
    ],
    fr: [
      [
        'Comment recharger mon solde\u202f?',
        'Ouvrez la page de recharge, choisissez un moyen de paiement et payez le montant affiché avant l’expiration du formulaire.',
      ],
      [
        'Quand l’argent arrive-t-il\u202f?',
        'Dès que le moyen de paiement le confirme\u202f; le solde se met à jour en direct.',
      ],
    ],
    de: [
      [
        'Wie lade ich Guthaben auf?',
        'Öffnen Sie die Aufladeseite, wählen Sie ein Zahlungssystem und zahlen Sie den angezeigten Betrag, bevor das Formular abläuft.',
      ],
      ['Wann kommt das Geld an?', 'Sobald das Zahlungssystem bestätigt; das Guthaben aktualisiert sich sofort.'],
    ],
    ru: [
      [
        'Как пополнить баланс?',
        'Откройте страницу пополнения, выберите платёжную систему и оплатите сумму до истечения формы.',
      ],
      ['Когда поступят деньги?', 'Сразу после подтверждения платёжной системой; баланс обновится в реальном времени.'],
    ],
  },
};
