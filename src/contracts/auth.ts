import { z } from 'zod';
import { defineRoute } from './route';
import { okMessage } from './errors';
import { newPassword as password, user } from './user';
import { socialProviders } from './social-providers';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('The email must be a valid email address.'));
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits.');
/**
 * Where the second factor is asked: the authenticator's six digits, or one of the account's
 * recovery codes ("k7m2p-x9qra", any case, the dash optional).
 */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code.');
const confirmed = <T extends { password: string; password_confirmation: string }>(s: z.ZodType<T>) =>
  s.refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });

/**
 * A signed-in session. Failed sign-ins answer 422 with `code` and, where the client must
 * act, `action`: 'verify-email' (a code was emailed), 'need-2fa-code' (send
 * `one_time_password`) or 'need-email-code' (send the mailed `email_code` with the password).
 */
export const session = z.object({
  status: z.literal(true),
  token: z.string(),
  token_type: z.literal('Bearer'),
  refresh_token: z.string(),
  /** ISO 8601; the token is refused after this moment, refresh before it. */
  expires_at: z.string(),
  user,
});
export type Session = z.infer<typeof session>;

export const authActions = ['verify-email', 'need-2fa-code', 'need-email-code'] as const;

export const register = defineRoute({
  id: 'auth.register',
  method: 'POST',
  path: '/api/register',
  auth: 'guest',
  marketing: true,
  body: confirmed(
    z.object({
      name: z.string().trim().max(100).optional(),
      email,
      password,
      password_confirmation: z.string().max(200),
    }),
  ),
  response: z.object({ status: z.literal(true), message: z.string(), action: z.literal('verify-email') }),
  summary: 'Creates an account and emails a 6-digit verification code; sign-in follows verify-email.',
});

export const login = defineRoute({
  id: 'auth.login',
  method: 'POST',
  path: '/api/login',
  auth: 'guest',
  body: z.object({
    email,
    password: z.string().min(1).max(200),
    one_time_password: z.union([secondFactorCode, z.literal(''), z.null()]).optional(),
    /** The code a need-email-code answer mailed to the account. */
    email_code: z.union([code, z.literal(''), z.null()]).optional(),
  }),
  response: session,
  summary:
    'Signs in with email and password (and a TOTP code when 2FA is on); after many wrong passwords for the account, 422 EMAIL_CODE_REQUIRED with action need-email-code: a code is mailed to it, send it as `email_code`.',
});

export const logout = defineRoute({
  id: 'auth.logout',
  method: 'POST',
  path: '/api/logout',
  auth: 'user',
  response: okMessage,
  summary: 'Revokes the token the request was made with.',
});

export const refresh = defineRoute({
  id: 'auth.refresh',
  method: 'POST',
  path: '/api/refresh',
  auth: 'guest',
  body: z.object({ refresh_token: z.string().min(1).max(200) }),
  response: session,
  summary: 'Exchanges a refresh token for a new token pair (the old pair stops working).',
});

export const verifyEmail = defineRoute({
  id: 'auth.verify-email',
  method: 'POST',
  path: '/api/verify-email',
  auth: 'guest',
  marketing: true,
  body: z.object({ email, code }),
  response: session,
  summary: 'Confirms the emailed code and signs the user in.',
});

export const resendVerification = defineRoute({
  id: 'auth.verify-email.resend',
  method: 'POST',
  path: '/api/verify-email/resend',
  auth: 'guest',
  body: z.object({ email }),
  response: okMessage,
  summary: 'Emails a fresh verification code (same answer whether or not the address exists).',
});

export const forgotPassword = defineRoute({
  id: 'auth.forgot-password',
  method: 'POST',
  path: '/api/forgot-password',
  auth: 'guest',
  body: z.object({ email }),
  response: okMessage,
  summary: 'Emails a password-reset code (same answer whether or not the address exists).',
});

export const resetPassword = defineRoute({
  id: 'auth.reset-password',
  method: 'POST',
  path: '/api/reset-password',
  auth: 'guest',
  body: confirmed(z.object({ email, token: code, password, password_confirmation: z.string().max(200) })),
  /** `api_key_active`: the personal API key survived the reset (sessions did not). */
  response: okMessage.extend({ api_key_active: z.boolean().optional() }),
  summary:
    'Sets a new password with the emailed code; every session is signed out, the API key keeps working (the answer and an email say so).',
});

const serviceParams = z.object({ service: z.enum(socialProviders) });
/** The provider's redirect query, passed through untouched by the client. */
const callbackQuery = z.looseObject({ code: z.string().min(1).max(200), state: z.string().max(200).optional() });

export const socialRedirect = defineRoute({
  id: 'auth.social.redirect',
  method: 'GET',
  path: '/api/auth/{service}/redirect',
  auth: 'optional',
  params: serviceParams,
  query: z.object({ mode: z.enum(['login', 'link']).default('login') }),
  response: z.object({ status: z.literal(true), url: z.string() }),
  summary: 'The provider consent URL; it returns to {web}/auth/{service}/callback (or link-callback).',
});

export const socialCallback = defineRoute({
  id: 'auth.social.callback',
  method: 'GET',
  path: '/api/auth/{service}/callback',
  auth: 'guest',
  marketing: true,
  params: serviceParams,
  query: callbackQuery.extend({
    one_time_password: secondFactorCode.optional(),
    /** The second-factor challenge a need-2fa-code answer named; its code answers it. */
    challenge: z
      .string()
      .regex(/^[\w-]{16,100}$/)
      .optional(),
  }),
  response: session,
  summary:
    'Completes social sign-in or sign-up; 422 SOCIAL_EMAIL_TAKEN when the email has an account (sign in, then link); 422 action need-2fa-code with a challenge when 2FA is on.',
});

export const socialLinkCallback = defineRoute({
  id: 'auth.social.link-callback',
  method: 'GET',
  path: '/api/auth/{service}/link-callback',
  auth: 'user',
  params: serviceParams,
  query: callbackQuery,
  /** `reward`: minor units credited to the balance for the first Telegram link (0 otherwise). */
  response: okMessage.extend({ reward: z.number().int().nonnegative() }),
  summary:
    'Links the provider account to the signed-in user; the first Telegram link earns the subscribe reward. A provider account already linked to another user: 422 SOCIAL_ACCOUNT_TAKEN.',
});

export const outboxMessage = z.object({
  id: z.number().int(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});

export const devOutbox = defineRoute({
  id: 'dev.outbox',
  method: 'GET',
  path: '/api/dev/outbox',
  auth: 'guest',
  browser: false,
  query: z.object({ email: z.string().trim().toLowerCase().max(254).optional() }),
  response: z.object({ data: z.array(outboxMessage) }),
  summary: 'Development only: emails the upstream would have sent, newest first.',
});

export const authRoutes = [
  register,
  login,
  logout,
  refresh,
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
  socialRedirect,
  socialCallback,
  socialLinkCallback,
  devOutbox,
];
