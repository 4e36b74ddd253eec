import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UpstreamContext } from '../server/context';
import { readClientHeaders, supportedLocales, type Locale } from '../server/client-headers';
import { signedHeaders } from '../commerce/signed-request';
import { moneyText } from './money-text';
import { expirePayments } from './payment-service';
import { systemName } from './system-names';

/**
 * The demo gateway's own payment page, at the address a card, bank or wallet top-up answers
 * when no real gateway is configured (development only: config.demoGateway). It shows the
 * merchant and the amount; Pay and Decline are plain forms posting back here, and the answer
 * goes through the signed webhook exactly as a real gateway's notification would (signature,
 * replay log, exactly-once credit), then sends the browser back to the web app's top-up page.
 * No script: the upstream's policy allows none.
 */

const txPattern = /^tx_[0-9a-f]{24}$/;

type Text = {
  title: string;
  demo: string;
  merchant: string;
  amount: string;
  method: string;
  reference: string;
  until: string;
  pay: string;
  decline: string;
  paid: string;
  failed: string;
  expired: string;
  unknown: string;
  notPayable: string;
};

const texts: Record<Locale, Text> = {
  en: {
    title: 'Payment',
    demo: 'Demo payment gateway: no real money moves. Pay credits your Codeport balance.',
    merchant: 'Merchant',
    amount: 'Amount',
    method: 'Method',
    reference: 'Payment id',
    until: 'Pay before',
    pay: 'Pay',
    decline: 'Decline',
    paid: 'This payment is already paid.',
    failed: 'This payment was declined.',
    expired: 'This payment has expired. Start a new top-up.',
    unknown: 'Unknown payment.',
    notPayable: 'This payment can no longer be paid.',
  },
  es: {
    title: 'Pago',
    demo: 'Pasarela de pago de demostración: no se mueve dinero real. Pagar abona tu saldo de Codeport.',
    merchant: 'Comercio',
    amount: 'Importe',
    method: 'Método',
    reference: 'ID del pago',
    until: 'Pagar antes de',
    pay: 'Pagar',
    decline: 'Rechazar',
    paid: 'Este pago ya está pagado.',
    failed: 'Este pago fue rechazado.',
    expired: 'Este pago ha caducado. Inicia una nueva recarga.',
    unknown: 'Pago desconocido.',
    notPayable: 'Este pago ya no se puede pagar.',
  },
  pt: {
    title: 'Pagamento',
    demo: 'Gateway de pagamento de demonstração: nenhum dinheiro real é movido. Pagar credita seu saldo na Codeport.',
    merchant: 'Loja',
    amount: 'Valor',
    method: 'Método',
    reference: 'ID do pagamento',
    until: 'Pagar até',
    pay: 'Pagar',
    decline: 'Recusar',
    paid: 'Este pagamento já foi pago.',
    failed: 'Este pagamento foi recusado.',
    expired: 'Este pagamento expirou. Inicie uma nova recarga.',
    unknown: 'Pagamento desconhecido.',
    notPayable: 'Este pagamento não pode mais ser pago.',
  },
  fr: {
    title: 'Paiement',
    demo: 'Passerelle de paiement de démonstration\u202f: aucun argent réel ne circule. Payer crédite votre solde Codeport.',
    merchant: 'Marchand',
    amount: 'Montant',
    method: 'Moyen',
    reference: 'Identifiant du paiement',
    until: 'Payer avant',
    pay: 'Payer',
    decline: 'Refuser',
    paid: 'Ce paiement est déjà réglé.',
    failed: 'Ce paiement a été refusé.',
    expired: 'Ce paiement a expiré. Lancez une nouvelle recharge.',
    unknown: 'Paiement inconnu.',
    notPayable: 'Ce paiement ne peut plus être réglé.',
  },
  de: {
    title: 'Zahlung',
    demo: 'Demo-Zahlungsanbieter: Es fließt kein echtes Geld. „Bezahlen“ schreibt den Betrag Ihrem Codeport-Guthaben gut.',
    merchant: 'Händler',
    amount: 'Betrag',
    method: 'Zahlungsart',
    reference: 'Zahlungs-ID',
    until: 'Zahlbar bis',
    pay: 'Bezahlen',
    decline: 'Ablehnen',
    paid: 'Diese Zahlung ist bereits bezahlt.',
    failed: 'Diese Zahlung wurde abgelehnt.',
    expired: 'Diese Zahlung ist abgelaufen. Starten Sie eine neue Aufladung.',
    unknown: 'Unbekannte Zahlung.',
    notPayable: 'Diese Zahlung kann nicht mehr bezahlt werden.',
  },
  ru: {
    title: 'Оплата',
    demo: 'Демонстрационный платёжный шлюз: настоящие деньги не списываются. «Оплатить» пополняет баланс Codeport.',
    merchant: 'Продавец',
    amount: 'Сумма',
    method: 'Способ',
    reference: 'ID платежа',
    until: 'Оплатить до',
    pay: 'Оплатить',
    decline: 'Отклонить',
    paid: 'Этот платёж уже оплачен.',
    failed: 'Этот платёж отклонён.',
    expired: 'Срок оплаты истёк. Создайте новое пополнение.',
    unknown: 'Неизвестный платёж.',
    notPayable: 'Этот платёж больше нельзя оплатить.',
  },
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `body{font-family:system-ui,sans-serif;max-width:440px;margin:8vh auto;padding:0 16px;color:#1b1f24}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#555}dd{margin:0;word-break:break-all}
.note{background:#fff8e1;border:1px solid #f0c36d;border-radius:6px;padding:10px}
.actions{display:flex;gap:12px;margin-top:20px}button{padding:10px 20px;font-size:16px;cursor:pointer;border-radius:6px}
.pay{background:#1565c0;color:#fff;border:0}.decline{background:none;border:1px solid #999}`;

function page(locale: Locale, heading: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(heading)}</title><style>${style}</style></head><body>
<h1>${escape(heading)}</h1>
${body}
</body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

const asLocale = (l: string | null | undefined): Locale =>
  (supportedLocales as readonly string[]).includes(l ?? '') ? (l as Locale) : 'en';

async function findPayment(ctx: UpstreamContext, tx: string) {
  if (!txPattern.test(tx)) return undefined;
  await expirePayments(ctx.db, ctx.now(), ctx.log);
  return ctx.db
    .selectFrom('payments as p')
    .innerJoin('payment_systems as s', 's.id', 'p.system_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.transaction_id',
      'p.amount',
      'p.status',
      'p.expires_at',
      'p.pay_currency',
      's.name as system_name',
      's.key as system_key',
      's.checkout_url',
      'u.locale',
      'u.currency',
    ])
    .where('p.transaction_id', '=', tx)
    .executeTakeFirst();
}

type Found = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** Only what this page would have issued: a pending demo top-up paid on a page (not crypto, not a real gateway's). */
const onThisPage = (p: Found) => p.pay_currency === null && p.checkout_url === null;

export function registerDemoPayPage(app: FastifyInstance, ctx: UpstreamContext): void {
  const unknown = (reply: FastifyReply, locale: Locale) =>
    send(reply, 404, page(locale, texts[locale].unknown, `<p>${escape(texts[locale].unknown)}</p>`));

  app.get<{ Params: { tx: string } }>('/pay/:tx', async (request, reply) => {
    const found = await findPayment(ctx, request.params.tx);
    if (!found || !onThisPage(found)) return unknown(reply, readClientHeaders(request).locale);
    const locale = asLocale(found.locale);
    const t = texts[locale];
    const amount = moneyText(Number(found.amount), found.currency, locale);
    const details = `<p class="note">${escape(t.demo)}</p>
<dl><dt>${escape(t.merchant)}</dt><dd>Codeport</dd>
<dt>${escape(t.amount)}</dt><dd><strong>${escape(amount)}</strong></dd>
<dt>${escape(t.method)}</dt><dd>${escape(systemName(found.system_key, found.system_name, locale))}</dd>
<dt>${escape(t.reference)}</dt><dd>${escape(found.transaction_id)}</dd>
<dt>${escape(t.until)}</dt><dd><time datetime="${found.expires_at.toISOString()}">${escape(
      found.expires_at.toISOString().replace('T', ' ').slice(0, 16),
    )} UTC</time></dd></dl>`;
    const status = { paid: t.paid, failed: t.failed, expired: t.expired, pending: null }[found.status];
    const action = `/pay/${found.transaction_id}`;
    const body = status
      ? `${details}<p role="status">${escape(status)}</p>`
      : `${details}<form method="post" action="${escape(action)}" class="actions">
<button class="pay" name="decision" value="pay" type="submit">${escape(t.pay)} ${escape(amount)}</button>
<button class="decline" name="decision" value="decline" type="submit">${escape(t.decline)}</button>
</form>`;
    return send(reply, 200, page(locale, `${t.title}: ${amount}`, body));
  });

  app.post<{ Params: { tx: string } }>('/pay/:tx', async (request, reply) => {
    const found = await findPayment(ctx, request.params.tx);
    if (!found || !onThisPage(found)) return unknown(reply, readClientHeaders(request).locale);
    const locale = asLocale(found.locale);
    const t = texts[locale];
    const form = (request.body ?? {}) as Record<string, unknown>;
    const decision = form.decision === 'pay' ? 'paid' : form.decision === 'decline' ? 'failed' : null;
    if (!decision) return send(reply, 422, page(locale, t.title, `<p>${escape(t.notPayable)}</p>`));
    if (found.status !== 'pending') {
      const status = { paid: t.paid, failed: t.failed, expired: t.expired }[found.status];
      return send(reply, 409, page(locale, t.title, `<p role="status">${escape(status)}</p>`));
    }
    // The same door a real gateway knocks on: a signed notification to the webhook.
    const raw = JSON.stringify({
      transaction_id: found.transaction_id,
      status: decision,
      amount: Number(found.amount),
      external_id: `demo-page-${randomBytes(8).toString('hex')}`,
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(ctx.config.paymentWebhookSecret, raw, ctx.now()),
    });
    if (answer.statusCode !== 200) {
      request.log.error({ status: answer.statusCode, tx: found.transaction_id }, 'demo pay page: webhook refused');
      return send(reply, 409, page(locale, t.title, `<p>${escape(t.notPayable)}</p>`));
    }
    const back = new URL('/top-up', ctx.config.webOrigin);
    back.searchParams.set('payment', found.transaction_id);
    back.searchParams.set('result', decision);
    return reply.redirect(back.toString(), 303);
  });
}
