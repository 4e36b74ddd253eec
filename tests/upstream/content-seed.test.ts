import { Migrator } from 'kysely/migration';
import { migrations } from '../../upstream/db/migrations';
import { seedCore } from '../../upstream/db/seed/core';
import { seedContent } from '../../upstream/db/seed/content';
import { blogArticles } from '../../upstream/db/seed/content-blog';
import { faqItems } from '../../upstream/db/seed/content-faq';
import { staticPages } from '../../upstream/db/seed/content-pages';
import { demoUser } from '../../upstream/db/seed/demo-users';
import { createTestApp, openUnmigratedPglite, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';

const cheap = { argon2: { memoryKiB: 64, iterations: 1 }, demoAccounts: true };
const LOCALES = ['en', 'es', 'pt', 'fr', 'de', 'ru'] as const;

/**
 * The texts the seed wrote before migration 0037, as a database seeded by that release still
 * holds them: the privacy page offered to delete an account (nothing can: users.status is active
 * or blocked) and the FAQ offered another code any time (retryActivation needs a code first).
 */
const earlierPrivacy: Record<(typeof LOCALES)[number], string> = {
  en: 'We store your email, your purchases and the messages your numbers receive, only to provide the service. Passwords are stored as argon2id hashes. You may ask support to delete your account.',
  es: 'Guardamos tu correo, tus compras y los mensajes que reciben tus números, solo para prestar el servicio. Las contraseñas se guardan como hashes argon2id. Puedes pedir a soporte que elimine tu cuenta.',
  pt: 'Guardamos seu e-mail, suas compras e as mensagens recebidas pelos seus números, apenas para prestar o serviço. As senhas são guardadas como hashes argon2id. Você pode pedir ao suporte para excluir sua conta.',
  fr: 'Nous conservons votre e-mail, vos achats et les messages reçus par vos numéros, uniquement pour fournir le service. Les mots de passe sont stockés en hachage argon2id. Vous pouvez demander au support de supprimer votre compte.',
  de: 'Wir speichern Ihre E-Mail, Ihre Käufe und die Nachrichten Ihrer Nummern nur zur Erbringung des Dienstes. Passwörter werden als argon2id-Hashes gespeichert. Sie können den Support bitten, Ihr Konto zu löschen.',
  ru: 'Мы храним ваш email, покупки и сообщения, пришедшие на ваши номера, только для работы сервиса. Пароли хранятся как хеши argon2id. Вы можете попросить поддержку удалить учётную запись.',
};
const earlierAnotherCode: Record<(typeof LOCALES)[number], string> = {
  en: 'Twenty minutes. Request another code for free while it is active.',
  es: 'Veinte minutos. Pide otro código gratis mientras esté activo.',
  pt: 'Vinte minutos. Peça outro código grátis enquanto estiver ativo.',
  fr: 'Vingt minutes. Demandez un autre code gratuitement tant qu’il est actif.',
  de: 'Zwanzig Minuten. Solange sie aktiv ist, können Sie kostenlos einen weiteren Code anfordern.',
  ru: 'Двадцать минут. Пока он активен, можно бесплатно запросить ещё один код.',
};
/** Each language's promise to delete an account, and its "blocked, not deleted" instead. */
const deletes: Record<(typeof LOCALES)[number], [promise: RegExp, closed: RegExp]> = {
  en: [/delete your account/i, /blocked, not deleted/],
  es: [/elimine tu cuenta/i, /se bloquea, no se elimina/],
  pt: [/excluir sua conta/i, /bloqueada, não excluída/],
  fr: [/supprimer votre compte/i, /bloqué, pas supprimé/],
  de: [/Konto zu löschen/i, /gesperrt, nicht gelöscht/],
  ru: [/удалить учётную запись/i, /блокируется, а не удаляется/],
};
/** Each language's "once a code has arrived" in the answer about another code. */
const afterACode: Record<(typeof LOCALES)[number], RegExp> = {
  en: /Once a code has arrived/,
  es: /Cuando haya llegado un código/,
  pt: /Depois que um código chegar/,
  fr: /Une fois qu’un code est arrivé/,
  de: /Sobald ein Code angekommen ist/,
  ru: /После того как пришёл код/,
};
const tables = [
  'users',
  'blog_articles',
  'blog_categories',
  'faq_items',
  'faq_categories',
  'static_pages',
  'notifications',
  'support_tickets',
  'support_messages',
  'site_settings',
  'loyalty_levels',
  'counter_scripts',
  'marketing_rules',
  'ledger_entries',
  'referral_earnings',
] as const;

describe.each(testDatabases())('seed and public content on $name', (database) => {
  let t: TestApp;
  let demoToken: string;
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (name) => {
          const row = await t.db
            .selectFrom(name)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return [name, Number(row.n)] as const;
        }),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(database);
    await seedCore(t.db, cheap);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: demoUser.email, password: demoUser.password },
    });
    expect(login.status).toBe(200);
    demoToken = login.body.token;
  }, 120_000);
  afterAll(() => t.close());

  it('is idempotent: seeding an already-seeded database changes nothing', async () => {
    const before = await counts();
    expect(before.blog_articles).toBe(3 * 6);
    expect(before.faq_items).toBe(6 * 6);
    await seedCore(t.db, cheap);
    expect(await counts()).toEqual(before);
  });

  it('gives the demo user a ledger-backed balance, notifications, a support conversation and referral earnings above the minimum withdrawal', async () => {
    const me = await call(t.app, 'GET', '/api/user', { token: demoToken });
    expect(me.body.user).toMatchObject({
      email: demoUser.email,
      balance: demoUser.balance,
      // Unread: the promotion only. The core seed has no payment systems, so no top-up was made
      // and none is told of (demo-seed.test.ts has the notice of a seeded one).
      notifications_count: 1,
      email_verified: true,
    });
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', me.body.user.id)
      .execute();
    expect(ledger.reduce((s, r) => s + Number(r.amount), 0)).toBe(demoUser.balance);
    const tickets = await call(t.app, 'GET', '/api/support/tickets', { token: demoToken });
    expect(tickets.body.data).toEqual([
      expect.objectContaining({
        status: 'answered',
        messages_count: 2,
        last_message: expect.objectContaining({ author: 'support' }),
      }),
    ]);
    const referral = await call(t.app, 'GET', '/api/referral', { token: demoToken });
    expect(referral.body.referral).toMatchObject({
      referral_id: me.body.user.id,
      referrals_count: 1,
      earned: 2_500,
      available: 2_500,
      percent: 10,
    });
    expect(referral.body.referral.available).toBeGreaterThanOrEqual(referral.body.referral.min_withdrawal);
  });

  it('serves the blog in the request locale with counts, related articles and search', async () => {
    const cats = await call(t.app, 'GET', '/api/blog/categories', { headers: { locale: 'es' } });
    expect(cats.body.data).toEqual([
      { slug: 'guides', name: 'Guías', articles_count: 1 },
      { slug: 'privacy', name: 'Privacidad', articles_count: 1 },
      { slug: 'news', name: 'Novedades', articles_count: 1 },
    ]);
    const list = await call(t.app, 'GET', '/api/blog/articles?per_page=2', { headers: { locale: 'de' } });
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(list.body.data[0]).toMatchObject({
      slug: 'how-to-receive-sms-online',
      locale: 'de',
      title: 'So empfangen Sie einen SMS-Code online',
    });
    const byCategory = await call(t.app, 'GET', '/api/blog/articles?category=news', { headers: { locale: 'ru' } });
    expect(byCategory.body.data.map((a: { slug: string }) => a.slug)).toEqual(['rentals-now-from-four-hours']);

    const article = await call(t.app, 'GET', '/api/blog/articles/keep-your-personal-number-private', {
      headers: { locale: 'fr' },
    });
    expect(article.body.article).toMatchObject({
      locale: 'fr',
      category: 'privacy',
      title: 'Gardez votre numéro personnel privé',
    });
    expect(article.body.article.body.length).toBeGreaterThan(50);

    const found = await call(t.app, 'GET', '/api/blog/search?search=whatsapp%20telegram');
    expect(found.body.data.map((a: { slug: string }) => a.slug)).toEqual(['how-to-receive-sms-online']);
    // Issue 16: a /de page searches the German articles ("nummer"), not the English ones.
    const german = await call(t.app, 'GET', '/api/blog/search?search=nummer', { headers: { locale: 'de' } });
    expect(german.body.data).toHaveLength(3);
    expect(german.body.meta.total).toBe(3);
    const english = await call(t.app, 'GET', '/api/blog/search?search=nummer', { headers: { locale: 'en' } });
    expect(english.body.data).toEqual([]);
    const literal = await call(t.app, 'GET', '/api/blog/search?search=100%25');
    expect(literal.body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/blog/search?search=a')).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/blog/articles/no-such-article')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/blog/articles/Bad_Slug!')).status).toBe(422);
  });

  it('serves the FAQ and static pages per locale with English as the fallback', async () => {
    const cats = await call(t.app, 'GET', '/api/faq/categories', { headers: { locale: 'pt' } });
    expect(cats.body.data.map((c: { name: string; items_count: number }) => [c.name, c.items_count])).toEqual([
      ['Geral', 2],
      ['Números e códigos', 2],
      ['Pagamentos', 2],
    ]);
    const items = await call(t.app, 'GET', '/api/faq?category=payments', { headers: { locale: 'en' } });
    expect(items.body.data.map((i: { question: string }) => i.question)).toEqual([
      'How do I top up?',
      'When does the money arrive?',
    ]);
    const searched = await call(t.app, 'GET', '/api/faq?search=refund');
    expect(searched.body.data).toHaveLength(1);

    const pages = await call(t.app, 'GET', '/api/pages', { headers: { locale: 'ru' } });
    expect(pages.body.data.map((p: { slug: string }) => p.slug)).toEqual(['about', 'gtalk2voip', 'privacy', 'terms']);
    // The partner page of /collaborations/gtalk2voip exists in every locale the other pages have.
    for (const locale of ['en', 'es', 'pt', 'fr', 'de', 'ru']) {
      const partner = await call(t.app, 'GET', '/api/pages/gtalk2voip', { headers: { locale } });
      expect(partner.body.page).toMatchObject({
        slug: 'gtalk2voip',
        locale,
        title: expect.stringContaining('Gtalk2VoIP'),
      });
      expect(partner.body.page.body).toMatch(/^## /m);
    }
    const terms = await call(t.app, 'GET', '/api/pages/terms', { headers: { locale: 'de' } });
    expect(terms.body.page).toMatchObject({ locale: 'de', title: 'Nutzungsbedingungen' });
    await t.db.deleteFrom('static_pages').where('slug', '=', 'about').where('locale', '=', 'es').execute();
    const fallback = await call(t.app, 'GET', '/api/pages/about', { headers: { locale: 'es' } });
    expect(fallback.body.page).toMatchObject({ locale: 'en', title: 'About Codeport' });
    expect((await call(t.app, 'GET', '/api/pages/missing')).status).toBe(404);
  });

  it('promises in no language to delete an account, and says what is kept; another code only after a code', async () => {
    for (const locale of LOCALES) {
      const privacy = await call(t.app, 'GET', '/api/pages/privacy', { headers: { locale } });
      expect(privacy.body.page.locale).toBe(locale);
      const [promise, closed] = deletes[locale];
      expect(privacy.body.page.body).not.toMatch(promise);
      expect(privacy.body.page.body).toMatch(closed);
      // Sessions' address and device for 90 days (docs/security.md "Retention"), and the hashes.
      expect(privacy.body.page.body).toMatch(/\b90\b/);
      expect(privacy.body.page.body).toContain('argon2id');

      const faq = await call(t.app, 'GET', '/api/faq?category=numbers', { headers: { locale } });
      const answer = faq.body.data[0].answer as string;
      expect(answer).not.toBe(earlierAnotherCode[locale]);
      expect(answer).toMatch(afterACode[locale]);
    }
  });

  it('serves site settings, counter scripts and campaign actions', async () => {
    await t.db
      .updateTable('site_settings')
      .set({
        value: JSON.stringify({
          maintenance: { type: 'warning', text: { en: 'Maintenance tonight', de: 'Wartung heute Nacht' } },
        }),
      })
      .where('key', '=', 'alerts')
      .execute();
    const de = await call(t.app, 'GET', '/api/content/settings', { headers: { locale: 'de' } });
    expect(de.body.settings).toMatchObject({
      alerts: { maintenance: { type: 'warning', text: 'Wartung heute Nacht' } },
      currency: 'usd',
      tech_work: 0,
      telegramSubscribeReward: 100,
      locales: ['en', 'es', 'pt', 'fr', 'de', 'ru'],
    });
    expect(
      (await call(t.app, 'GET', '/api/content/settings', { headers: { locale: 'fr' } })).body.settings.alerts
        .maintenance.text,
    ).toBe('Maintenance tonight');

    const counter = await call(t.app, 'GET', '/api/util/counter');
    expect(counter.body).toEqual({ status: true, code: [expect.stringContaining('codeportCounter')] });

    const utm = (v: object) => `/api/marketing-action?utm-data=${encodeURIComponent(JSON.stringify(v))}`;
    expect((await call(t.app, 'GET', utm({ utm_source: 'ads', utm_campaign: 'Register' }))).body.action).toBe(
      'show-register-modal',
    );
    expect((await call(t.app, 'GET', utm({ utm_campaign: 'login' }))).body.action).toBe('show-login-modal');
    expect((await call(t.app, 'GET', utm({ utm_campaign: 'login' }), { token: demoToken })).body.action).toBeNull();
    expect((await call(t.app, 'GET', '/api/marketing-action?utm-data=%7Bnot-json')).body).toEqual({
      status: true,
      action: null,
    });
    expect((await call(t.app, 'GET', '/api/connect', { token: demoToken })).body.authenticated).toBe(true);
  });

  it('lists catalogue reference data for the API docs', async () => {
    const country = await t.db
      .insertInto('countries')
      .values({ iso: 'zz', name: 'Testland', phone_code: '+999' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('operators')
      .values({ country_id: country.id, slug: 'zz-mobile', name: 'ZZ Mobile' })
      .execute();
    await t.db.insertInto('services').values({ slug: 'docs-test-service', name: 'Docs Test Service' }).execute();
    const services = await call(t.app, 'GET', '/api/docs/services?search=docs%20test');
    expect(services.body.data).toEqual([
      { id: expect.any(Number), slug: 'docs-test-service', name: 'Docs Test Service' },
    ]);
    const countries = await call(t.app, 'GET', '/api/docs/countries?search=testland');
    expect(countries.body.data).toEqual([{ id: country.id, iso: 'zz', name: 'Testland', phone_code: '+999' }]);
    const operators = await call(t.app, 'GET', `/api/docs/operators?country_id=${country.id}`);
    expect(operators.body.data).toEqual([
      { id: expect.any(Number), country_id: country.id, slug: 'zz-mobile', name: 'ZZ Mobile' },
    ]);
    expect((await call(t.app, 'GET', '/api/docs/operators?country_id=abc')).status).toBe(422);
  });
});

describe('migration 0037 on a database seeded with the earlier texts', () => {
  it('gives every row still holding a seeded text the corrected one, and keeps an operator’s edit', async () => {
    const db = await openUnmigratedPglite();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0036-unread-notifications')).error).toBeUndefined();
      await seedCore(db, { ...cheap, demoAccounts: false });
      // As the earlier release seeded them; an operator rewrote the German page and Spanish answer.
      const operatorPage = 'Unsere eigene Datenschutzerklärung.';
      const operatorAnswer = 'Veinte minutos, según nuestras reglas.';
      const longAgo = new Date('2026-01-01T00:00:00Z');
      for (const locale of LOCALES) {
        await db
          .updateTable('static_pages')
          .set({ body: locale === 'de' ? operatorPage : earlierPrivacy[locale], updated_at: longAgo })
          .where('slug', '=', 'privacy')
          .where('locale', '=', locale)
          .execute();
        await db
          .updateTable('faq_items')
          .set({ answer: locale === 'es' ? operatorAnswer : earlierAnotherCode[locale] })
          .where('category_slug', '=', 'numbers')
          .where('locale', '=', locale)
          .where('position', '=', 0)
          .execute();
      }

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      // What the next start's seed does after the migration: nothing over an existing row.
      await seedCore(db, { ...cheap, demoAccounts: false });

      for (const locale of LOCALES) {
        const page = await db
          .selectFrom('static_pages')
          .select(['body', 'updated_at'])
          .where('slug', '=', 'privacy')
          .where('locale', '=', locale)
          .executeTakeFirstOrThrow();
        if (locale === 'de') {
          expect(page).toEqual({ body: operatorPage, updated_at: longAgo });
        } else {
          expect(page.body).toBe(staticPages.privacy![locale].body);
          expect(page.updated_at.getTime()).toBeGreaterThan(longAgo.getTime());
        }
        const answers = await db
          .selectFrom('faq_items')
          .select('answer')
          .where('category_slug', '=', 'numbers')
          .where('locale', '=', locale)
          .orderBy('position')
          .execute();
        expect(answers.map((a) => a.answer)).toEqual(
          locale === 'es'
            ? [operatorAnswer, faqItems.numbers!.es[1]![1]]
            : faqItems.numbers![locale].map(([, answer]) => answer),
        );
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

/**
 * The French texts the seed wrote before migration 0039: the same words with an ordinary space
 * where a narrow no-break space (U+202F) now stands before : ; ! ? (the privacy page has had its
 * narrow spaces since 0037, so it is not among them).
 */
const withOrdinarySpaces = (text: string) => text.replaceAll('\u202f', ' ');

describe.each(testDatabases())(
  'migration 0039 on $name, a database seeded with the earlier French texts',
  (database) => {
    it('gives every French row still holding a seeded text its narrow no-break spaces, and keeps an operator’s edit', async () => {
      const t = await createTestApp(database);
      const db = t.db;
      try {
        const longAgo = new Date('2026-01-01T00:00:00Z');
        await seedContent(db, longAgo);
        const otherLocales = async () => ({
          faq: await db.selectFrom('faq_items').selectAll().where('locale', '!=', 'fr').orderBy('id').execute(),
          blog: await db.selectFrom('blog_articles').selectAll().where('locale', '!=', 'fr').orderBy('id').execute(),
          pages: await db
            .selectFrom('static_pages')
            .selectAll()
            .where('locale', '!=', 'fr')
            .orderBy('slug')
            .orderBy('locale')
            .execute(),
        });
        const before = await otherLocales();

        // As the earlier release seeded them; an operator rewrote one answer and the partner page,
        // in words that have ordinary spaces too.
        const operatorAnswer = 'Dès que possible ; le solde se met à jour tout seul.';
        const operatorPage = 'Notre propre page : Gtalk2VoIP et Codeport.';
        for (const [category, items] of Object.entries(faqItems)) {
          for (const [position, [question, answer]] of items.fr.entries()) {
            const edited = category === 'payments' && position === 1;
            await db
              .updateTable('faq_items')
              .set({
                question: withOrdinarySpaces(question),
                answer: edited ? operatorAnswer : withOrdinarySpaces(answer),
              })
              .where('category_slug', '=', category)
              .where('locale', '=', 'fr')
              .where('position', '=', position)
              .execute();
          }
        }
        for (const { slug, text } of blogArticles) {
          await db
            .updateTable('blog_articles')
            .set({ body: withOrdinarySpaces(text.fr.body) })
            .where('slug', '=', slug)
            .where('locale', '=', 'fr')
            .execute();
        }
        for (const [slug, page] of Object.entries(staticPages)) {
          if (slug === 'privacy') continue;
          await db
            .updateTable('static_pages')
            .set({ body: slug === 'gtalk2voip' ? operatorPage : withOrdinarySpaces(page.fr.body) })
            .where('slug', '=', slug)
            .where('locale', '=', 'fr')
            .execute();
        }
        const earlierTerms = await db
          .selectFrom('static_pages')
          .select('body')
          .where('slug', '=', 'terms')
          .where('locale', '=', 'fr')
          .executeTakeFirstOrThrow();
        expect(earlierTerms.body).toContain('l’achat ; les activations');

        await migrations['0039-french-punctuation-spaces']!.up(db);
        // What the next start's seed does after the migration: nothing over an existing row.
        await seedContent(db, new Date());

        for (const [category, items] of Object.entries(faqItems)) {
          const rows = await db
            .selectFrom('faq_items')
            .select(['question', 'answer'])
            .where('category_slug', '=', category)
            .where('locale', '=', 'fr')
            .orderBy('position')
            .execute();
          expect(rows).toEqual(
            items.fr.map(([question, answer], position) => ({
              question,
              answer: category === 'payments' && position === 1 ? operatorAnswer : answer,
            })),
          );
        }
        for (const { slug, text } of blogArticles) {
          const row = await db
            .selectFrom('blog_articles')
            .select(['title', 'excerpt', 'body'])
            .where('slug', '=', slug)
            .where('locale', '=', 'fr')
            .executeTakeFirstOrThrow();
          expect(row).toEqual(text.fr);
        }
        const pages = await db
          .selectFrom('static_pages')
          .select(['slug', 'body', 'updated_at'])
          .where('locale', '=', 'fr')
          .orderBy('slug')
          .execute();
        expect(pages.map((p) => p.slug)).toEqual(['about', 'gtalk2voip', 'privacy', 'terms']);
        for (const page of pages) {
          if (page.slug === 'gtalk2voip') {
            expect(page).toEqual({ slug: 'gtalk2voip', body: operatorPage, updated_at: longAgo });
          } else {
            expect(page.body).toBe(staticPages[page.slug]!.fr.body);
            // Only a page whose text the migration corrected counts as updated.
            if (page.slug === 'terms') expect(page.updated_at.getTime()).toBeGreaterThan(longAgo.getTime());
            else expect(page.updated_at).toEqual(longAgo);
          }
        }
        expect(await otherLocales()).toEqual(before);
      } finally {
        await t.close();
      }
    }, 120_000);
  },
);
