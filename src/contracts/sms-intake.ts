import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Supplier → upstream. Headers: `X-Timestamp` (unix seconds) and `X-Signature` =
 * hex HMAC-SHA256(secret, timestamp + "." + raw body). Timestamps older than 5 minutes
 * and repeated signatures are rejected with 401.
 */
export const smsIntakeBody = z.object({
  /** E.164 number the SMS was sent to; spaces and dashes are ignored. */
  phone: z.string().min(5).max(32),
  /** Sender id, e.g. "WhatsApp" or a short code. */
  from: z.string().min(1).max(64),
  text: z.string().min(1).max(2000),
  /**
   * The supplier's own id for this SMS. A retry that carries it, even signed anew, is stored
   * once: it gets the first delivery's answer again. Without it, only a byte-identical retry
   * (the same signature) is recognised.
   */
  supplier_sms_id: z.string().min(1).max(128).optional(),
});
export type SmsIntakeBody = z.infer<typeof smsIntakeBody>;

export const smsIntakeResponse = z.object({
  status: z.literal(true),
  /**
   * false: no open purchase on that number is this SMS's (none open, another service's, or
   * several with a sender naming none); it is kept as unmatched, never given to anyone.
   */
  matched: z.boolean(),
  target: z.object({ type: z.enum(['activation', 'rent']), id: z.number().int() }).nullable(),
  message_id: z.number().int().nullable(),
  code: z.string().nullable(),
});
export const smsIntake = defineRoute({
  id: 'sms.intake',
  method: 'POST',
  path: '/api/sms/intake',
  auth: 'guest',
  browser: false,
  body: smsIntakeBody,
  response: smsIntakeResponse,
  summary:
    'Signed supplier intake: stores the SMS on the active activation or rental of that number and publishes NewCodeReceived.',
});

/** Both signed intakes reject timestamps further than this from the server clock. */
export const SIGNATURE_MAX_AGE_SECONDS = 300;

export const smsIntakeRoutes = [smsIntake];
