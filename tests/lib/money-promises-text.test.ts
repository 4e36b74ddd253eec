import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RENT_CANCEL_WINDOW_MINUTES } from '@contracts/number-limits';

/**
 * Texts that promise money, written out in every language, against the rules the upstream
 * applies (a text cannot read a constant, so a test holds them together).
 */
const LOCALES = ['en', 'es', 'pt', 'fr', 'de', 'ru'];
const content = (locale: string) =>
  JSON.parse(readFileSync(path.join('public/locales', locale, 'content.json'), 'utf8')) as {
    static: { refundBody: string };
    partners: { intro: string; percent: string };
    loyalty: { counts: string };
  };
const namespace = <T>(locale: string, file: string) =>
  JSON.parse(readFileSync(path.join('public/locales', locale, `${file}.json`), 'utf8')) as T;

describe.each(LOCALES)('money promises in %s', (locale) => {
  it("the refund policy names the rental's refund window (rent-service.ts refunds only within it)", () => {
    const body = content(locale).static.refundBody;
    expect(body).toContain(`${RENT_CANCEL_WINDOW_MINUTES}`);
  });

  it('the refund policy promises no payout of a balance to a payment method: the ledger has none (0002-commerce.ts lists its kinds)', () => {
    const notPaidBack: Record<string, RegExp> = {
      en: /top-ups are not paid back/i,
      es: /las recargas no se devuelven/i,
      pt: /as recargas não são devolvidas/i,
      fr: /les rechargements ne sont pas reversés/i,
      de: /aufladungen werden nicht .* zurückgezahlt/i,
      ru: /пополнения не возвращаются/i,
    };
    expect(content(locale).static.refundBody).toMatch(notPaidBack[locale]!);
  });

  it("a rental's rules say it receives the SMS of the service it was rented for (the pool holds a number per service)", () => {
    const numbers = JSON.parse(readFileSync(path.join('public/locales', locale, 'numbers.json'), 'utf8')) as {
      rules: { rent: string };
    };
    const firstSentence = numbers.rules.rent.split('\n')[0]!;
    const theService: Record<string, RegExp> = {
      en: /every SMS from the service you rented it for/,
      es: /todos los SMS del servicio para el que lo alquilaste/,
      pt: /todos os SMS do serviço para o qual você o alugou/,
      fr: /tous les SMS du service pour lequel vous l'avez loué/,
      de: /alle SMS des Dienstes, für den Sie sie gemietet haben/,
      ru: /все SMS от сервиса, для которого он арендован/,
    };
    expect(firstSentence).toMatch(theService[locale]!);
  });

  it("the loyalty page counts a rental once it gets its first SMS or its cancel window is over (migration 0034's settled_spend)", () => {
    const { counts } = content(locale).loyalty;
    expect(counts).toContain('SMS');
    expect(counts).toContain(`${RENT_CANCEL_WINDOW_MINUTES}`);
  });

  it('an expired top-up says money that still arrives is added (settlePayment pays an expired payment)', () => {
    const { expiredText } = namespace<{ return: { expiredText: string } }>(locale, 'payments').return;
    const stillAdded: Record<string, RegExp> = {
      en: /If the payment still arrives, it is added to your balance\./,
      es: /Si el pago llega igualmente, se añadirá a tu saldo\./,
      pt: /Se o pagamento ainda chegar, ele será adicionado ao seu saldo\./,
      fr: /Si le paiement arrive malgré tout, il sera ajouté à votre solde\./,
      de: /Geht die Zahlung doch noch ein, wird sie nachträglich gutgeschrieben\./,
      ru: /Если платёж всё же поступит, он будет зачислен на баланс\./,
    };
    expect(expiredText).toMatch(stillAdded[locale]!);
  });

  it('the sandbox says its automatic code ends refunds, and that turning it off lets them be tried (sandbox-sms.ts)', () => {
    const { intro } = namespace<{ intro: string }>(locale, 'sandbox');
    const tryRefunds: Record<string, RegExp> = {
      en: /turn that off below to try cancels and refunds/,
      es: /desactívalo abajo para probar cancelaciones y reembolsos/,
      pt: /desative isso abaixo para testar cancelamentos e reembolsos/,
      fr: /Désactivez-le ci-dessous pour essayer les annulations et les remboursements/,
      de: /schalten Sie das unten aus, um Stornierungen und Erstattungen auszuprobieren/,
      ru: /выключите это ниже, чтобы проверить отмены и возвраты/,
    };
    expect(intro).toMatch(tryRefunds[locale]!);
  });

  it('the partners page says the share is of top-ups, as referral-credit.ts pays it, like the referral page', () => {
    const { partners } = content(locale);
    const referral = JSON.parse(readFileSync(path.join('public/locales', locale, 'referral.json'), 'utf8')) as {
      summary: { intro: string };
    };
    // The word for a top-up in this language, taken from the referral page's own sentence.
    const topUpWord: Record<string, RegExp> = {
      en: /top-up/i,
      es: /recarga/i,
      pt: /recarga/i,
      fr: /recharge/i,
      de: /aufladung/i,
      ru: /пополнени/i,
    };
    expect(referral.summary.intro).toMatch(topUpWord[locale]!);
    expect(partners.intro).toMatch(topUpWord[locale]!);
    expect(partners.percent).toMatch(topUpWord[locale]!);
  });
});
