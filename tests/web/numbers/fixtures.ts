import type { ActivationEntry, RentEntry } from '@contracts/number-entry';

const base = {
  service: { id: 1, name: 'Telegram', icon: '/icons/telegram.svg' },
  country: { id: 7, name: 'Kazakhstan', flag: '🇰🇿' },
  operator: null,
  price: 1250,
  created_at: '2026-01-01T10:00:00Z',
  messages: [],
};

export function activation(patch: Partial<ActivationEntry> = {}): ActivationEntry {
  const now = Date.now();
  return {
    ...base,
    id: 11,
    phone: '+77000000011',
    type: 'activation',
    status: 'waiting',
    expired_date: new Date(now + 18 * 60_000).toISOString(),
    cancel_available_at: new Date(now - 1000).toISOString(),
    ...patch,
  };
}

export function rent(patch: Partial<RentEntry> = {}): RentEntry {
  const now = Date.now();
  return {
    ...base,
    id: 21,
    phone: '+77000000021',
    type: 'rent',
    status: 'active',
    period: 24,
    expired_date: new Date(now + 24 * 3600_000).toISOString(),
    cancel_available_until: new Date(now + 10 * 60_000).toISOString(),
    ...patch,
  };
}

export const sms = (id: number, code: string | null, viewed = false) => ({
  id,
  from: 'Telegram',
  text: code ? `Telegram code: ${code}` : 'Hello',
  code,
  viewed,
  received_at: new Date().toISOString(),
});

export function activeAnswer<T>(data: T[], meta = { current_page: 1, last_page: 1, per_page: 10, total: data.length }) {
  return {
    status: true,
    numbers: { data, meta },
    antifraud: { restricted: false, cancelled_last_24h: 0, limit: 10, message: null },
    total_count: meta.total,
  };
}

/** The answers of the two catalogue lists (GET /api/services and /api/countries, also through /api/sidebar). */
export const listRoutes = (services: unknown[] = [], countries: unknown[] = []) => ({
  'GET /api/services': { body: { status: true, count: services.length, services } },
  'GET /api/countries': { body: { status: true, count: countries.length, countries } },
});

/** A row of either catalogue list: 5 numbers from $9.90. */
export const catalogItem = (id: number, name: string) => ({
  id,
  name,
  favorite: false,
  count: 5,
  price: 990,
  icon: '',
  slug: `x${id}`,
});

/** GET /api/price for a pair: one operator, $12.50. */
export const onePrice = {
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
};
