import { z } from 'zod';
import { idParam } from './commerce-query';
import { defineRoute } from './route';
import { currency } from './user';

/**
 * Sandbox keys (issue 18, docs/developer-api-rest.md "Sandbox"): a second API key per user whose
 * purchases come from a virtual pool and cost sandbox money. The key itself is shown once, like
 * the live key; the page reads only whether one exists and the sandbox balance.
 */
export const SANDBOX_START_BALANCE = 10_000;

export const sandboxState = z.object({
  /** A working sandbox key exists. */
  enabled: z.boolean(),
  /** Sandbox money, minor units of `currency`; never part of the live balance. */
  balance: z.number().int().nonnegative(),
  currency,
  /** What a reset sets the balance to. */
  start_balance: z.number().int().positive(),
  /** Seconds after a sandbox purchase until its fake SMS arrives on its own. */
  sms_delay_seconds: z.number().int().nonnegative(),
  /**
   * Whether that automatic SMS comes. Off, a sandbox purchase gets a code only from "deliver a
   * code now", so a cancel and its refund can be tried.
   */
  auto_sms: z.boolean(),
});
export type SandboxState = z.infer<typeof sandboxState>;

export const getSandbox = defineRoute({
  id: 'sandbox.show',
  method: 'GET',
  path: '/api/user/sandbox',
  auth: 'user',
  response: z.object({ status: z.literal(true), data: sandboxState }),
  summary: "The user's sandbox: whether a sandbox key exists, and the sandbox balance.",
});

export const issueSandboxKey = defineRoute({
  id: 'sandbox.key',
  method: 'POST',
  path: '/api/user/sandbox/key',
  auth: 'user',
  response: z.object({ status: z.literal(true), message: z.string(), key: z.string(), data: sandboxState }),
  summary: 'Creates the sandbox key, or replaces it (the old one stops working at once). Shown once.',
});

export const revokeSandboxKey = defineRoute({
  id: 'sandbox.revoke',
  method: 'DELETE',
  path: '/api/user/sandbox/key',
  auth: 'user',
  response: z.object({ status: z.literal(true), message: z.string(), data: sandboxState }),
  summary: 'Revokes the sandbox key; the sandbox purchases and balance stay for the next key.',
});

export const resetSandboxBalance = defineRoute({
  id: 'sandbox.reset',
  method: 'POST',
  path: '/api/sandbox/balance/reset',
  auth: 'user',
  apiKey: true,
  response: z.object({ status: z.literal(true), message: z.string(), data: sandboxState }),
  summary:
    "Sets the caller's sandbox balance back to its starting amount (with the sandbox key, or from the signed-in site).",
});

/** The sandbox's settings, from the site (session only, like the key). */
export const updateSandboxSettings = defineRoute({
  id: 'sandbox.settings',
  method: 'PUT',
  path: '/api/user/sandbox/settings',
  auth: 'user',
  body: z.object({ auto_sms: z.boolean() }),
  response: z.object({ status: z.literal(true), data: sandboxState }),
  summary: 'Turns the automatic fake SMS after each sandbox purchase on or off (a sandbox key must exist).',
});

const sentSms = z.object({
  status: z.literal(true),
  data: z.object({ message_id: z.number().int(), code: z.string().nullable(), text: z.string() }),
});

/** Deliver a code now: only a sandbox key's own open purchase; anything else is 404. */
export const sendSandboxActivationSms = defineRoute({
  id: 'sandbox.activation-sms',
  method: 'POST',
  path: '/api/sandbox/activation/{id}/sms',
  auth: 'user',
  apiKey: true,
  browser: false,
  params: z.object({ id: idParam }),
  response: sentSms,
  summary: 'Sandbox key only: a fake SMS with a code arrives on this sandbox activation now.',
});

export const sendSandboxRentSms = defineRoute({
  id: 'sandbox.rent-sms',
  method: 'POST',
  path: '/api/sandbox/rent/{id}/sms',
  auth: 'user',
  apiKey: true,
  browser: false,
  params: z.object({ id: idParam }),
  response: sentSms,
  summary: 'Sandbox key only: a fake SMS with a code arrives on this sandbox rental now.',
});

export const sandboxRoutes = [
  getSandbox,
  issueSandboxKey,
  revokeSandboxKey,
  resetSandboxBalance,
  updateSandboxSettings,
  sendSandboxActivationSms,
  sendSandboxRentSms,
];
