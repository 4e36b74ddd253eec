import { z } from 'zod';
import { defineRoute } from './route';
import { okMessage } from './errors';
import { secondFactorCode } from './auth';

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits.');

/** Ten one-use codes that stand in for the authenticator ("k7m2p-x9qra"); only their hashes are kept. */
const recoveryCodes = z.array(z.string());

export const enableTwoFactor = defineRoute({
  id: 'security.2fa.enable',
  method: 'POST',
  path: '/api/user/2fa/enable',
  auth: 'user',
  response: z.object({
    status: z.literal(true),
    /** Base32 secret for manual entry. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as an SVG QR code. */
    qr_svg: z.string(),
  }),
  summary:
    'Starts 2FA setup and emails the account a code; it takes effect after confirm with that code and one from the app.',
});

export const confirmTwoFactor = defineRoute({
  id: 'security.2fa.confirm',
  method: 'POST',
  path: '/api/user/2fa/confirm',
  auth: 'user',
  // The emailed code too: a session alone must not turn 2FA on (whoever stole one would lock the
  // owner out with their own app).
  body: z.object({ code, email_code: code }),
  response: okMessage.extend({ recovery_codes: recoveryCodes }),
  summary:
    'Turns 2FA on with a valid code from the authenticator app and the code that enable emailed to the account; answers its recovery codes (shown once).',
});

export const disableTwoFactor = defineRoute({
  id: 'security.2fa.disable',
  method: 'POST',
  path: '/api/user/2fa/disable',
  auth: 'user',
  body: z.object({ code: secondFactorCode }),
  response: okMessage,
  summary: 'Turns 2FA off; needs a current code or a recovery code.',
});

export const newRecoveryCodes = defineRoute({
  id: 'security.2fa.recovery-codes',
  method: 'POST',
  path: '/api/user/2fa/recovery-codes',
  auth: 'user',
  body: z.object({ code: secondFactorCode }),
  response: z.object({ status: z.literal(true), recovery_codes: recoveryCodes }),
  summary: 'Replaces the recovery codes (the old ones stop working); needs a current code or a recovery code.',
});

export const sessionInfo = z.object({
  id: z.number().int(),
  /** The raw User-Agent the session signed in with. */
  device: z.string(),
  /** Parsed from `device` on the server: "Chrome 131", "Mobile Safari 17.5". */
  browser: z.string().optional(),
  /** "Windows 10", "iOS 17.5". */
  os: z.string().optional(),
  /** "Apple iPhone", when the agent names the hardware. */
  model: z.string().optional(),
  /** Absent when the agent is not a browser's (a script, the BFF's own name). */
  kind: z.enum(['computer', 'phone', 'tablet']).optional(),
  /** The address as its owner knows it: IPv4 clients as IPv4, not `::ffff:1.2.3.4`. */
  ip: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});

export const listSessions = defineRoute({
  id: 'security.sessions',
  method: 'GET',
  path: '/api/user/sessions',
  auth: 'user',
  response: z.object({ data: z.array(sessionInfo) }),
  summary: 'Signed-in devices, most recently used first.',
});

export const revokeSession = defineRoute({
  id: 'security.sessions.revoke',
  method: 'DELETE',
  path: '/api/user/sessions/{id}',
  auth: 'user',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: okMessage,
  summary: 'Signs one device out.',
});

export const revokeOtherSessions = defineRoute({
  id: 'security.sessions.revoke-others',
  method: 'DELETE',
  path: '/api/user/sessions',
  auth: 'user',
  response: okMessage,
  summary: 'Signs every device out except the current one.',
});

export const securityRoutes = [
  enableTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  newRecoveryCodes,
  listSessions,
  revokeSession,
  revokeOtherSessions,
];
