import { z } from 'zod';
import { user } from '@contracts/user';

/**
 * What the BFF answers to login, verify-email and social sign-in: the token stays in its
 * cookie, the browser gets the user. `status:false` (code SIGN_IN_ABORTED) is spec §4's
 * "token is not a string": nothing happened, and nothing is shown.
 */
export const signInAnswer = z.looseObject({
  status: z.boolean(),
  code: z.string().optional(),
  user: z.unknown().optional(),
});

export const browserUser = user;

export type SignInAnswer = z.infer<typeof signInAnswer>;
