import type { SessionUser } from '@/state/ssr-user';

/** A signed-in, verified user with nothing set; `patch` changes what a test is about. */
export function makeUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'A',
    status: 'active',
    email_verified: true,
    balance: 10_000,
    currency: 'usd',
    key_hint: 'cp_AbCd…wXyZ',
    locale: 'en',
    two_factor_enabled: false,
    favorites: { activation: { services: [], countries: [] }, rent: { services: [], countries: [] } },
    settings: { copying_code: false, confirmation_actions: false, sound_new_sms: false },
    activations: { count: 0, rent_count: 0 },
    notifications_count: 0,
    referral_id: 1,
    realtime_channel: `user.${patch.id ?? 1}.0`,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}
