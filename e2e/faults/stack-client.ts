import { createHmac } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { DEMO } from '../support';
import type { FaultStack } from './fault-stack';

/**
 * How the delivery and database journeys reach a fault stack: as a signed-in browser through
 * the web (BFF), and as the SMS supplier or the payment gateway straight at the upstream.
 */
export type Offer = { service_id: number; country_id: number };
export type Bought = { id: number; phone: string; price: number };

const sameOrigin = (stack: FaultStack) => ({ origin: stack.web });

export async function signIn(stack: FaultStack, request: APIRequestContext, who = DEMO): Promise<void> {
  const res = await request.post(`${stack.web}/api/login`, { data: who, headers: sameOrigin(stack) });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function balance(stack: FaultStack, request: APIRequestContext): Promise<number> {
  const res = await request.get(`${stack.web}/api/user`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { user: { balance: number } }).user.balance;
}

/** The countries that sell `service`, most free numbers first, with how many each holds. */
export async function stockedOffers(
  stack: FaultStack,
  request: APIRequestContext,
  service: string,
): Promise<(Offer & { count: number })[]> {
  const services = await request.get(`${stack.web}/api/services`, { params: { search: service } });
  expect(services.ok()).toBe(true);
  const found = ((await services.json()) as { services: { id: number; name: string }[] }).services.find(
    (s) => s.name === service,
  );
  expect(found).toBeDefined();
  const countries = await request.get(`${stack.web}/api/countries`, { params: { service_id: String(found!.id) } });
  expect(countries.ok()).toBe(true);
  return ((await countries.json()) as { countries: { id: number; count: number }[] }).countries
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((c) => ({ service_id: found!.id, country_id: c.id, count: c.count }));
}

/** A country that sells `service` (the one with the most free numbers), as the picker would offer it. */
export async function anOffer(stack: FaultStack, request: APIRequestContext, service: string): Promise<Offer> {
  const [best] = await stockedOffers(stack, request, service);
  expect(best).toBeDefined();
  return { service_id: best!.service_id, country_id: best!.country_id };
}

export function buy(stack: FaultStack, request: APIRequestContext, offer: Offer, key: string) {
  return request.post(`${stack.web}/api/activation/buy`, {
    data: offer,
    headers: { ...sameOrigin(stack), 'idempotency-key': key },
  });
}

export async function topUp(stack: FaultStack, request: APIRequestContext, amount: number): Promise<string> {
  const res = await request.post(`${stack.web}/api/payments/top-up`, {
    data: { system: 'card', amount },
    headers: sameOrigin(stack),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { transaction_id: string } }).data.transaction_id;
}

/**
 * One signed server-to-server request, fixed to its bytes: `send()` posts exactly the same
 * body, timestamp and signature every time, as a sender retrying a request it got no answer
 * to. A connection error (the upstream is down) resolves to status 0, as the sender sees it.
 */
export interface SignedDelivery {
  send(): Promise<{ status: number; body: Record<string, unknown> }>;
}

export function signedDelivery(
  url: string,
  secret: string,
  payload: object,
  timestamp = Math.floor(Date.now() / 1000),
): SignedDelivery {
  const body = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/json',
    'x-timestamp': String(timestamp),
    'x-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
  };
  return {
    async send() {
      try {
        const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      } catch {
        return { status: 0, body: {} };
      }
    },
  };
}

export const smsDelivery = (
  stack: FaultStack,
  sms: { phone: string; from: string; text: string; supplier_sms_id?: string },
  timestamp?: number,
) => signedDelivery(`${stack.upstream}/api/sms/intake`, stack.intakeSecret(), sms, timestamp);

export const paymentDelivery = (
  stack: FaultStack,
  notice: { transaction_id: string; status: 'paid' | 'failed'; amount: number; external_id?: string },
  timestamp?: number,
) => signedDelivery(`${stack.upstream}/api/payments/webhook`, stack.paymentSecret(), notice, timestamp);
