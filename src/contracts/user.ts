import { z } from 'zod';
import { defineRoute } from './route';

/** Favourite service and country ids, kept separately for the activation and rent lists. */
const favoriteIds = z.object({ services: z.array(z.number().int()), countries: z.array(z.number().int()) });

export const userSettings = z.object({
  /** Copy a received code to the clipboard automatically. */
  copying_code: z.boolean(),
  /** Ask for confirmation before cancelling or finishing numbers. */
  confirmation_actions: z.boolean(),
  sound_new_sms: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;

export const currency = z.enum(['usd', 'rub']);

/**
 * The most `notifications_count` says: the upstream stops counting there, since the count is
 * read on every /api/user and the badge shows "99+" above 99 anyway.
 */
export const NOTIFICATIONS_COUNT_MAX = 100;

/** The signed-in user (spec §3). Money is in integer minor units of `currency`. */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['active', 'blocked']),
  email_verified: z.boolean(),
  balance: z.number().int().nonnegative(),
  currency,
  /**
   * The personal API key's first and last characters ("cp_AbCd…wXyZ"), to tell which key is in
   * use. The key itself is stored only as a hash and shown once, when it is made.
   */
  key_hint: z.string(),
  locale: z.string(),
  two_factor_enabled: z.boolean(),
  favorites: z.object({ activation: favoriteIds, rent: favoriteIds }),
  settings: userSettings,
  /** Numbers currently in use (activations waiting or with a code; rentals active). */
  activations: z.object({ count: z.number().int(), rent_count: z.number().int() }),
  /** Unread notifications, up to NOTIFICATIONS_COUNT_MAX (100 means "100 or more"). */
  notifications_count: z.number().int(),
  /** Share link parameter: registrations with `Referral-id: <id>` are attributed to this user. */
  referral_id: z.number().int(),
  /** The private channel to listen on (`echo.private(...)`); it changes when sessions are revoked. */
  realtime_channel: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const getUser = defineRoute({
  id: 'user.show',
  method: 'GET',
  path: '/api/user',
  auth: 'user',
  apiKey: true,
  response: z.object({ user }),
  summary: 'The signed-in user with balance, favourites, settings and counters.',
});

export const updateSettings = defineRoute({
  id: 'user.settings',
  method: 'PUT',
  path: '/api/user/settings',
  auth: 'user',
  body: userSettings
    .extend({
      name: z.string().trim().min(1).max(100),
      locale: z.enum(['en', 'es', 'pt', 'fr', 'de', 'ru']),
    })
    .partial()
    .strict(),
  response: z.object({ status: z.literal(true), message: z.string(), user }),
  summary: 'Updates notification and confirmation preferences, display name or locale.',
});

/**
 * A password being set (registration, reset, change). Only spaces is refused: it looks like no
 * password at all, and whatever trims it on the way (a form, a password manager) can never sign
 * in with it. Not trimmed otherwise: spaces around a real password are part of it.
 */
export const newPassword = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200)
  .refine((value) => value.trim() !== '', 'The password cannot be only spaces.');

export const changePassword = defineRoute({
  id: 'user.password',
  method: 'PUT',
  path: '/api/user/password',
  auth: 'user',
  body: z
    .object({
      current_password: z.string().min(1).max(200),
      password: newPassword,
      password_confirmation: z.string().max(200),
    })
    .refine((b) => b.password === b.password_confirmation, {
      path: ['password_confirmation'],
      message: 'The password confirmation does not match.',
    }),
  response: z.object({ status: z.literal(true), message: z.string() }),
  summary: 'Changes the password; every other session is signed out.',
});

export const regenerateApiKey = defineRoute({
  id: 'user.api-key',
  method: 'POST',
  path: '/api/user/api-key',
  auth: 'user',
  response: z.object({ status: z.literal(true), message: z.string(), key: z.string(), key_hint: z.string() }),
  summary:
    'Issues a new personal API key; the old one stops working at once. Its hint is the user’s key_hint from now on.',
});

export const userRoutes = [getUser, updateSettings, changePassword, regenerateApiKey];
