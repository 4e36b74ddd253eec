/**
 * Seed services. `base` is the typical activation price in minor units (kopecks) before
 * the country factor; `color`/`glyph` draw its icon (commerce-icons.ts →
 * public/icons/services/{slug}.svg).
 */
export interface SeedService {
  slug: string;
  name: string;
  base: number;
  color: string;
  glyph: string;
}

export const seedServices: SeedService[] = [
  // The spec's five sample-card services (WhatsApp, Telegram, Google, Instagram, Facebook) are
  // among the first, most popular ones.
  { slug: 'whatsapp', name: 'WhatsApp', base: 2400, color: '#25D366', glyph: 'W' },
  { slug: 'telegram', name: 'Telegram', base: 3200, color: '#229ED9', glyph: 'T' },
  { slug: 'google', name: 'Google', base: 1500, color: '#4285F4', glyph: 'G' },
  { slug: 'instagram', name: 'Instagram', base: 1200, color: '#E1306C', glyph: 'I' },
  { slug: 'tiktok', name: 'TikTok', base: 1000, color: '#010101', glyph: 'T' },
  { slug: 'facebook', name: 'Facebook', base: 1100, color: '#1877F2', glyph: 'f' },
  { slug: 'viber', name: 'Viber', base: 900, color: '#7360F2', glyph: 'V' },
  { slug: 'openai', name: 'OpenAI', base: 2800, color: '#10A37F', glyph: 'AI' },
  { slug: 'microsoft', name: 'Microsoft', base: 1300, color: '#737373', glyph: 'M' },
  { slug: 'apple', name: 'Apple', base: 1800, color: '#333333', glyph: 'A' },
  { slug: 'amazon', name: 'Amazon', base: 1400, color: '#FF9900', glyph: 'a' },
  { slug: 'twitter', name: 'X (Twitter)', base: 900, color: '#000000', glyph: 'X' },
  { slug: 'discord', name: 'Discord', base: 800, color: '#5865F2', glyph: 'D' },
  { slug: 'wechat', name: 'WeChat', base: 3500, color: '#07C160', glyph: 'We' },
  { slug: 'signal', name: 'Signal', base: 1100, color: '#3A76F0', glyph: 'S' },
  { slug: 'snapchat', name: 'Snapchat', base: 700, color: '#FFFC00', glyph: 'S' },
  { slug: 'linkedin', name: 'LinkedIn', base: 1200, color: '#0A66C2', glyph: 'in' },
  { slug: 'uber', name: 'Uber', base: 900, color: '#000000', glyph: 'U' },
  { slug: 'bolt', name: 'Bolt', base: 700, color: '#34D186', glyph: 'B' },
  { slug: 'airbnb', name: 'Airbnb', base: 1000, color: '#FF5A5F', glyph: 'A' },
  { slug: 'booking', name: 'Booking.com', base: 800, color: '#003580', glyph: 'B.' },
  { slug: 'netflix', name: 'Netflix', base: 900, color: '#E50914', glyph: 'N' },
  { slug: 'spotify', name: 'Spotify', base: 700, color: '#1DB954', glyph: 'S' },
  { slug: 'twitch', name: 'Twitch', base: 600, color: '#9146FF', glyph: 'Tw' },
  { slug: 'reddit', name: 'Reddit', base: 600, color: '#FF4500', glyph: 'r' },
  { slug: 'paypal', name: 'PayPal', base: 2000, color: '#003087', glyph: 'P' },
  { slug: 'ebay', name: 'eBay', base: 900, color: '#E53238', glyph: 'e' },
  { slug: 'steam', name: 'Steam', base: 800, color: '#171A21', glyph: 'St' },
  { slug: 'tinder', name: 'Tinder', base: 1300, color: '#FE3C72', glyph: 'T' },
  { slug: 'bumble', name: 'Bumble', base: 1100, color: '#FFC629', glyph: 'B' },
  { slug: 'line', name: 'LINE', base: 1500, color: '#06C755', glyph: 'L' },
  { slug: 'kakaotalk', name: 'KakaoTalk', base: 1700, color: '#FEE500', glyph: 'K' },
  { slug: 'yahoo', name: 'Yahoo', base: 600, color: '#6001D2', glyph: 'Y!' },
  { slug: 'proton', name: 'Proton', base: 900, color: '#6D4AFF', glyph: 'P' },
  { slug: 'yandex', name: 'Yandex', base: 700, color: '#FC3F1D', glyph: 'Я' },
  { slug: 'vk', name: 'VK', base: 600, color: '#0077FF', glyph: 'VK' },
  { slug: 'mailru', name: 'Mail.ru', base: 500, color: '#005FF9', glyph: '@' },
  { slug: 'ozon', name: 'Ozon', base: 800, color: '#005BFF', glyph: 'O' },
  { slug: 'wildberries', name: 'Wildberries', base: 900, color: '#A73AFD', glyph: 'WB' },
  { slug: 'avito', name: 'Avito', base: 1000, color: '#00AAFF', glyph: 'Av' },
  { slug: 'aliexpress', name: 'AliExpress', base: 600, color: '#E62E04', glyph: 'Ali' },
  { slug: 'shopee', name: 'Shopee', base: 700, color: '#EE4D2D', glyph: 'S' },
  { slug: 'grab', name: 'Grab', base: 800, color: '#00B14F', glyph: 'G' },
  { slug: 'coinbase', name: 'Coinbase', base: 1900, color: '#0052FF', glyph: 'C' },
  { slug: 'binance', name: 'Binance', base: 2100, color: '#F0B90B', glyph: 'B' },
  { slug: 'skype', name: 'Skype', base: 500, color: '#00AFF0', glyph: 'S' },
];

/** Offered in every country (the sample cards must always have stock). */
export const everywhere = new Set(['whatsapp', 'telegram', 'google', 'instagram', 'facebook', 'tiktok']);
