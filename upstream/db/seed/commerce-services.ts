/**
 * Seed services. `base` is the typical activation price in minor units of the site currency
 * (US cents: the site currency is usd) before the country factor, in the range real services
 * charge (a few cents to about a dollar; WhatsApp and Telegram cost the most); `color`/`glyph` draw its icon (commerce-icons.ts →
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
  { slug: 'whatsapp', name: 'WhatsApp', base: 80, color: '#25D366', glyph: 'W' },
  { slug: 'telegram', name: 'Telegram', base: 107, color: '#229ED9', glyph: 'T' },
  { slug: 'google', name: 'Google', base: 50, color: '#4285F4', glyph: 'G' },
  { slug: 'instagram', name: 'Instagram', base: 40, color: '#E1306C', glyph: 'I' },
  { slug: 'tiktok', name: 'TikTok', base: 33, color: '#010101', glyph: 'T' },
  { slug: 'facebook', name: 'Facebook', base: 37, color: '#1877F2', glyph: 'f' },
  { slug: 'viber', name: 'Viber', base: 30, color: '#7360F2', glyph: 'V' },
  { slug: 'openai', name: 'OpenAI', base: 93, color: '#10A37F', glyph: 'AI' },
  { slug: 'microsoft', name: 'Microsoft', base: 43, color: '#737373', glyph: 'M' },
  { slug: 'apple', name: 'Apple', base: 60, color: '#333333', glyph: 'A' },
  { slug: 'amazon', name: 'Amazon', base: 47, color: '#FF9900', glyph: 'a' },
  { slug: 'twitter', name: 'X (Twitter)', base: 30, color: '#000000', glyph: 'X' },
  { slug: 'discord', name: 'Discord', base: 27, color: '#5865F2', glyph: 'D' },
  { slug: 'wechat', name: 'WeChat', base: 117, color: '#07C160', glyph: 'We' },
  { slug: 'signal', name: 'Signal', base: 37, color: '#3A76F0', glyph: 'S' },
  { slug: 'snapchat', name: 'Snapchat', base: 23, color: '#FFFC00', glyph: 'S' },
  { slug: 'linkedin', name: 'LinkedIn', base: 40, color: '#0A66C2', glyph: 'in' },
  { slug: 'uber', name: 'Uber', base: 30, color: '#000000', glyph: 'U' },
  { slug: 'bolt', name: 'Bolt', base: 23, color: '#34D186', glyph: 'B' },
  { slug: 'airbnb', name: 'Airbnb', base: 33, color: '#FF5A5F', glyph: 'A' },
  { slug: 'booking', name: 'Booking.com', base: 27, color: '#003580', glyph: 'B.' },
  { slug: 'netflix', name: 'Netflix', base: 30, color: '#E50914', glyph: 'N' },
  { slug: 'spotify', name: 'Spotify', base: 23, color: '#1DB954', glyph: 'S' },
  { slug: 'twitch', name: 'Twitch', base: 20, color: '#9146FF', glyph: 'Tw' },
  { slug: 'reddit', name: 'Reddit', base: 20, color: '#FF4500', glyph: 'r' },
  { slug: 'paypal', name: 'PayPal', base: 67, color: '#003087', glyph: 'P' },
  { slug: 'ebay', name: 'eBay', base: 30, color: '#E53238', glyph: 'e' },
  { slug: 'steam', name: 'Steam', base: 27, color: '#171A21', glyph: 'St' },
  { slug: 'tinder', name: 'Tinder', base: 43, color: '#FE3C72', glyph: 'T' },
  { slug: 'bumble', name: 'Bumble', base: 37, color: '#FFC629', glyph: 'B' },
  { slug: 'line', name: 'LINE', base: 50, color: '#06C755', glyph: 'L' },
  { slug: 'kakaotalk', name: 'KakaoTalk', base: 57, color: '#FEE500', glyph: 'K' },
  { slug: 'yahoo', name: 'Yahoo', base: 20, color: '#6001D2', glyph: 'Y!' },
  { slug: 'proton', name: 'Proton', base: 30, color: '#6D4AFF', glyph: 'P' },
  { slug: 'yandex', name: 'Yandex', base: 23, color: '#FC3F1D', glyph: 'Я' },
  { slug: 'vk', name: 'VK', base: 20, color: '#0077FF', glyph: 'VK' },
  { slug: 'mailru', name: 'Mail.ru', base: 17, color: '#005FF9', glyph: '@' },
  { slug: 'ozon', name: 'Ozon', base: 27, color: '#005BFF', glyph: 'O' },
  { slug: 'wildberries', name: 'Wildberries', base: 30, color: '#A73AFD', glyph: 'WB' },
  { slug: 'avito', name: 'Avito', base: 33, color: '#00AAFF', glyph: 'Av' },
  { slug: 'aliexpress', name: 'AliExpress', base: 20, color: '#E62E04', glyph: 'Ali' },
  { slug: 'shopee', name: 'Shopee', base: 23, color: '#EE4D2D', glyph: 'S' },
  { slug: 'grab', name: 'Grab', base: 27, color: '#00B14F', glyph: 'G' },
  { slug: 'coinbase', name: 'Coinbase', base: 63, color: '#0052FF', glyph: 'C' },
  { slug: 'binance', name: 'Binance', base: 70, color: '#F0B90B', glyph: 'B' },
  { slug: 'skype', name: 'Skype', base: 17, color: '#00AFF0', glyph: 'S' },
];

/** Offered in every country (the sample cards must always have stock). */
export const everywhere = new Set(['whatsapp', 'telegram', 'google', 'instagram', 'facebook', 'tiktok']);
