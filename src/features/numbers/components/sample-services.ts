/**
 * The spec's sample service cards (§1): five well-known services shown to guests, each with
 * name, count, price (minor units), icon, favourite and hide flags, a sample code text and the
 * minutes since that code arrived. Illustrative figures, not live stock.
 */
export interface SampleService {
  name: string;
  icon: 'whatsapp' | 'telegram' | 'google' | 'facebook' | 'instagram';
  count: number;
  price: number;
  favorite: boolean;
  hide: boolean;
  code: string;
  minutesAgo: number;
}

export const SAMPLE_SERVICES: readonly SampleService[] = [
  {
    name: 'WhatsApp',
    icon: 'whatsapp',
    count: 1840,
    price: 1200,
    favorite: true,
    hide: false,
    code: 'WhatsApp code 482-913',
    minutesAgo: 1,
  },
  {
    name: 'Telegram',
    icon: 'telegram',
    count: 2310,
    price: 900,
    favorite: true,
    hide: false,
    code: 'Telegram code: 57204',
    minutesAgo: 2,
  },
  {
    name: 'Google',
    icon: 'google',
    count: 960,
    price: 750,
    favorite: false,
    hide: false,
    code: 'G-318554 is your Google verification code',
    minutesAgo: 4,
  },
  {
    name: 'Facebook',
    icon: 'facebook',
    count: 1275,
    price: 500,
    favorite: false,
    hide: false,
    code: 'FB-62817 is your Facebook code',
    minutesAgo: 6,
  },
  {
    name: 'Instagram',
    icon: 'instagram',
    count: 1530,
    price: 650,
    favorite: false,
    hide: false,
    code: 'Use 903 114 to verify your Instagram account',
    minutesAgo: 9,
  },
];
