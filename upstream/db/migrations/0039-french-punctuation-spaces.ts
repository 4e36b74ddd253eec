import { sql, type Kysely } from 'kysely';

// French sets a narrow no-break space (U+202F) before : ; ! ? and inside « »; with an ordinary
// space a phone's narrow column can start a line with the punctuation alone ("Et si aucun code
// n’arrive" / "?"). The web app's locale files already do (tests/lib/locale-line-breaks.test.ts);
// the seeded French FAQ, blog articles and pages had ordinary spaces. The seed inserts content
// only where it is missing (seed/content.ts), so a database seeded by an earlier release kept
// them. As 0037 did, every French row that still holds a text as it was seeded gets the corrected
// one, and a row an operator edited is left as it is. The texts are written out here, not
// imported from the seed, so this migration does the same thing after the seed changes again.
// Only the spaces differ between each seeded and fresh text.

interface Correction {
  /** The text as the earlier seed wrote it. */
  seeded: string;
  /** The text as seed/content-faq.ts, content-blog.ts and content-pages.ts write it now. */
  fresh: string;
}

/** faq_items, French questions per category. */
const faqQuestions: (Correction & { category: string })[] = [
  { category: 'general', seeded: 'Qu’est-ce que Codeport ?', fresh: 'Qu’est-ce que Codeport\u202f?' },
  { category: 'general', seeded: 'Ai-je besoin d’un compte ?', fresh: 'Ai-je besoin d’un compte\u202f?' },
  {
    category: 'numbers',
    seeded: 'Combien de temps un numéro d’activation est-il à moi ?',
    fresh: 'Combien de temps un numéro d’activation est-il à moi\u202f?',
  },
  { category: 'numbers', seeded: 'Et si aucun code n’arrive ?', fresh: 'Et si aucun code n’arrive\u202f?' },
  { category: 'payments', seeded: 'Comment recharger mon solde ?', fresh: 'Comment recharger mon solde\u202f?' },
  { category: 'payments', seeded: 'Quand l’argent arrive-t-il ?', fresh: 'Quand l’argent arrive-t-il\u202f?' },
];

/** faq_items, French answers per category. */
const faqAnswers: (Correction & { category: string })[] = [
  {
    category: 'general',
    seeded: 'Oui : inscrivez-vous avec votre e-mail pour garder un solde et voir vos numéros et codes.',
    fresh: 'Oui\u202f: inscrivez-vous avec votre e-mail pour garder un solde et voir vos numéros et codes.',
  },
  {
    category: 'numbers',
    seeded:
      'Annulez après les deux premières minutes : le prix complet revient sur votre solde. Les numéros inutilisés sont remboursés automatiquement à l’expiration.',
    fresh:
      'Annulez après les deux premières minutes\u202f: le prix complet revient sur votre solde. Les numéros inutilisés sont remboursés automatiquement à l’expiration.',
  },
  {
    category: 'payments',
    seeded: 'Dès que le moyen de paiement le confirme ; le solde se met à jour en direct.',
    fresh: 'Dès que le moyen de paiement le confirme\u202f; le solde se met à jour en direct.',
  },
];

/** blog_articles, the French body of each article (titles and excerpts had none of these spaces). */
const articles: (Correction & { slug: string })[] = [
  {
    slug: 'how-to-receive-sms-online',
    seeded:
      '## Trois étapes\n\n1. Choisissez le service qui envoie le code, par exemple WhatsApp ou Telegram.\n2. Choisissez un pays et achetez le numéro.\n3. Saisissez le numéro sur le site ; le code apparaît dans vos activations en quelques secondes.\n\nSi aucun code n’arrive, annulez le numéro après deux minutes et l’argent revient sur votre solde.',
    fresh:
      '## Trois étapes\n\n1. Choisissez le service qui envoie le code, par exemple WhatsApp ou Telegram.\n2. Choisissez un pays et achetez le numéro.\n3. Saisissez le numéro sur le site\u202f; le code apparaît dans vos activations en quelques secondes.\n\nSi aucun code n’arrive, annulez le numéro après deux minutes et l’argent revient sur votre solde.',
  },
  {
    slug: 'keep-your-personal-number-private',
    seeded:
      'Chaque inscription qui demande votre téléphone l’ajoute à une base de données de plus. Un numéro temporaire reçoit le code à usage unique puis expire : fuites et appels commerciaux n’atteignent jamais votre téléphone.\n\nPrenez une location si vous avez besoin du même numéro plusieurs jours.',
    fresh:
      'Chaque inscription qui demande votre téléphone l’ajoute à une base de données de plus. Un numéro temporaire reçoit le code à usage unique puis expire\u202f: fuites et appels commerciaux n’atteignent jamais votre téléphone.\n\nPrenez une location si vous avez besoin du même numéro plusieurs jours.',
  },
  {
    slug: 'rentals-now-from-four-hours',
    seeded:
      'Les tâches courtes n’exigent plus une journée entière : les locations durent désormais 4, 24 ou 72 heures, 7 jours ou 30 jours. Prolongez une location avant son terme pour garder le numéro ; chaque SMS reste dans l’historique.',
    fresh:
      'Les tâches courtes n’exigent plus une journée entière\u202f: les locations durent désormais 4, 24 ou 72 heures, 7 jours ou 30 jours. Prolongez une location avant son terme pour garder le numéro\u202f; chaque SMS reste dans l’historique.',
  },
];

/** static_pages, the French body of each page (the privacy page has had them since 0037). */
const pages: (Correction & { slug: string })[] = [
  {
    slug: 'terms',
    seeded:
      'Les numéros servent uniquement à recevoir des codes de vérification. Les prix sont affichés avant l’achat ; les activations non utilisées sont remboursées. N’utilisez pas le service à des fins illégales.',
    fresh:
      'Les numéros servent uniquement à recevoir des codes de vérification. Les prix sont affichés avant l’achat\u202f; les activations non utilisées sont remboursées. N’utilisez pas le service à des fins illégales.',
  },
  {
    slug: 'gtalk2voip',
    seeded:
      'Gtalk2VoIP relie les messageries instantanées aux réseaux téléphoniques classiques. Avec Codeport, ses utilisateurs obtiennent des numéros de téléphone temporaires pour les codes SMS à usage unique sans quitter leurs outils habituels.\n\n## Ce que propose la collaboration\n\n- Des numéros dans 30 pays pour plus de 40 services, en activations ponctuelles ou en locations.\n- Des codes affichés dès leur arrivée, dans le navigateur ou via l’API.\n- Les activations qui ne reçoivent aucun code sont remboursées automatiquement.\n\n## Pour commencer\n\n1. Créez un compte Codeport et rechargez votre solde.\n2. Choisissez un service et un pays sur la page d’accueil, ou automatisez vos achats avec votre clé d’API.\n3. Amenez vos utilisateurs grâce au programme partenaire et touchez une part de chacune de leurs recharges.\n\nDes questions ? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
    fresh:
      'Gtalk2VoIP relie les messageries instantanées aux réseaux téléphoniques classiques. Avec Codeport, ses utilisateurs obtiennent des numéros de téléphone temporaires pour les codes SMS à usage unique sans quitter leurs outils habituels.\n\n## Ce que propose la collaboration\n\n- Des numéros dans 30 pays pour plus de 40 services, en activations ponctuelles ou en locations.\n- Des codes affichés dès leur arrivée, dans le navigateur ou via l’API.\n- Les activations qui ne reçoivent aucun code sont remboursées automatiquement.\n\n## Pour commencer\n\n1. Créez un compte Codeport et rechargez votre solde.\n2. Choisissez un service et un pays sur la page d’accueil, ou automatisez vos achats avec votre clé d’API.\n3. Amenez vos utilisateurs grâce au programme partenaire et touchez une part de chacune de leurs recharges.\n\nDes questions\u202f? Ouvrez un ticket au support en mentionnant Gtalk2VoIP.',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { category, seeded, fresh } of faqQuestions) {
    await sql`update faq_items set question = ${fresh}
      where category_slug = ${category} and locale = 'fr' and question = ${seeded}`.execute(db);
  }
  for (const { category, seeded, fresh } of faqAnswers) {
    await sql`update faq_items set answer = ${fresh}
      where category_slug = ${category} and locale = 'fr' and answer = ${seeded}`.execute(db);
  }
  for (const { slug, seeded, fresh } of articles) {
    await sql`update blog_articles set body = ${fresh}
      where slug = ${slug} and locale = 'fr' and body = ${seeded}`.execute(db);
  }
  for (const { slug, seeded, fresh } of pages) {
    await sql`update static_pages set body = ${fresh}, updated_at = now()
      where slug = ${slug} and locale = 'fr' and body = ${seeded}`.execute(db);
  }
}

// Nothing to undo: the ordinary spaces were a typographic fault, and the earlier release's seed
// inserts nothing over a row that exists.
export async function down(): Promise<void> {}
