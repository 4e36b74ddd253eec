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
  };

describe.each(LOCALES)('money promises in %s', (locale) => {
  it("the refund policy names the rental's refund window (rent-service.ts refunds only within it)", () => {
    const body = content(locale).static.refundBody;
    expect(body).toContain(`${RENT_CANCEL_WINDOW_MINUTES}`);
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
