import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { blogArticles, blogCategoryNames } from '../../upstream/db/seed/content-blog';
import { faqCategoryNames, faqItems } from '../../upstream/db/seed/content-faq';
import { staticPages } from '../../upstream/db/seed/content-pages';
import { refundText } from '../../upstream/commerce/refund-notice';
import { topUpNotice } from '../../upstream/payments/money-notices';
import { moneyText } from '../../upstream/payments/money-text';
import { pausedNotice } from '../../upstream/developer/webhooks/paused-notice';
import {
  passwordChangedText,
  resetPasswordText,
  signInCodeText,
  twoFactorOnText,
  verifyEmailText,
} from '../../upstream/accounts/email-texts';
import {
  apiKeyIssuedText,
  passwordChangedInSettingsText,
  twoFactorOffText,
} from '../../upstream/accounts/security-change-texts';
import { supportReplyTitle } from '../../upstream/platform/support-reply-notice';
import { supportedLocales } from '../../upstream/server/client-headers';

/**
 * The French the server writes follows the rule the web app's locale files do
 * (tests/lib/locale-line-breaks.test.ts): a narrow no-break space (U+202F) before : ; ! ? and
 * inside « ». With an ordinary space, or a U+00A0, a phone's narrow column could set the
 * punctuation alone at the start of a line ("Solde" / ": 3,50 $").
 */
const faults = (text: string): string[] =>
  [...text.matchAll(/[ \u00a0][:;!?»]|«[ \u00a0]/gu)].map((m) => text.slice(Math.max(0, m.index - 25), m.index + 25));

/** Each text that breaks the rule, with the words around each fault. */
const breakable = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([name, text]) => faults(text).map((fault) => `${name}: ${fault}`));

it('the rule finds an ordinary or a no-break space before the punctuation, and accepts the narrow one', () => {
  expect(faults('Solde : 3,50 $')).toHaveLength(1);
  expect(faults('Solde\u00a0: 3,50 $')).toHaveLength(1);
  expect(faults('« Mot de passe oublié\u202f? »')).toHaveLength(2);
  expect(faults('«\u202fMot de passe oublié\u202f?\u202f» sur https://codeport.example/login\u202f: 10:30')).toEqual(
    [],
  );
});

describe('French written by the server keeps its punctuation on the line of its word', () => {
  it('in the seeded FAQ, blog and pages', () => {
    const texts: Record<string, string> = {};
    for (const [slug, names] of Object.entries(faqCategoryNames)) texts[`faq category ${slug}`] = names.fr;
    for (const [slug, items] of Object.entries(faqItems))
      items.fr.forEach(([question, answer], i) => {
        texts[`faq ${slug} ${i} question`] = question;
        texts[`faq ${slug} ${i} answer`] = answer;
      });
    for (const [slug, names] of Object.entries(blogCategoryNames)) texts[`blog category ${slug}`] = names.fr;
    for (const { slug, text } of blogArticles)
      for (const [field, value] of Object.entries(text.fr)) texts[`blog ${slug} ${field}`] = value;
    for (const [slug, page] of Object.entries(staticPages))
      for (const [field, value] of Object.entries(page.fr)) texts[`page ${slug} ${field}`] = value;
    expect(Object.keys(texts).length).toBeGreaterThan(30);
    expect(breakable(texts)).toEqual([]);
  });

  it('in notifications and e-mails', () => {
    const link = 'https://codeport.example/settings';
    const change = { when: '2026-03-01 10:30', link };
    const texts: Record<string, string> = {};
    for (const type of ['activation', 'rent'] as const)
      for (const reason of ['cancelled', 'expired'] as const)
        for (const currency of ['usd', 'rub'] as const) {
          const r = { userId: 1, type, id: 1, phone: '+33612345678', amount: 1_234_550, reason };
          const { title, body } = refundText(r, 'fr', currency);
          texts[`refund ${type} ${reason} ${currency}`] = `${title}\n${body}`;
        }
    for (const currency of ['usd', 'rub'] as const) {
      const { title, body } = topUpNotice('fr', 1_234_550, 9_876_500, currency);
      texts[`top-up ${currency}`] = `${title}\n${body}`;
    }
    texts['webhook paused'] = `${pausedNotice.fr.title}\n${pausedNotice.fr.body('https://hooks.example/codeport')}`;
    texts['support reply'] = supportReplyTitle('fr', 'Mon numéro');
    const mails = {
      verifyEmail: verifyEmailText.fr('482913'),
      resetPassword: resetPasswordText.fr('482913', link),
      passwordChanged: passwordChangedText.fr(link),
      twoFactorOn: twoFactorOnText.fr('482913', link),
      signInCode: signInCodeText.fr('482913', link),
      passwordChangedInSettings: passwordChangedInSettingsText.fr(change),
      twoFactorOff: twoFactorOffText.fr(change),
      apiKeyIssued: apiKeyIssuedText.fr(change),
    };
    for (const [name, { subject, body }] of Object.entries(mails)) texts[`mail ${name}`] = `${subject}\n${body}`;
    expect(breakable(texts)).toEqual([]);
  });

  it('in every French text of upstream/ (each `fr:` entry), such as the demo payment page', () => {
    const root = path.join(process.cwd(), 'upstream');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`db${path.sep}migrations${path.sep}`))
      .map((f) => path.join(root, f));
    const found: string[] = [];
    let pieces = 0;
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const french = (node: ts.Node): void => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
          pieces++;
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          for (const fault of faults(node.text)) found.push(`${path.relative(root, file)}:${line + 1}: ${fault}`);
        }
        ts.forEachChild(node, french);
      };
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'fr') french(node.initializer);
        else ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(pieces).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});

it('a rouble amount keeps its sign: a no-break space before ₽, in every language', () => {
  for (const locale of supportedLocales) {
    expect(moneyText(1_234_550, 'rub', locale)).toMatch(/\d\u00a0₽$/);
    expect(moneyText(-5, 'rub', locale)).toMatch(/^-0.05\u00a0₽$/);
  }
});
