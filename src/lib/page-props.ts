import type { SSRConfig } from 'next-i18next/pages';
import type { ColorMode } from './theme';
import type { InstanceProfile } from './instance';
import type { Currency } from './money';
import type { NumberSymbols } from './number-symbols';
import type { DateMarks } from './date-marks';

/** Configuration the browser may see: nothing secret goes here. */
export interface PublicConfig {
  profile: InstanceProfile;
  closedPages: string[];
  allowedIds: string[];
  origin: string;
  /** The public API address for personal-key scripts (PUBLIC_API_URL); absent when not published. */
  apiUrl?: string;
  realtime: { key: string; host: string; port: number; tls: boolean };
  /** The site currency from the upstream's settings: what guests see prices in. */
  currency: Currency;
}

export interface BasePageProps extends SSRConfig {
  colorMode: ColorMode;
  config: PublicConfig;
  /** How the page's language writes numbers, so the browser builds no Intl formatter (number-symbols.ts). */
  numberSymbols?: NumberSymbols;
  /** How the page's language writes document dates, on pages that list them (date-marks.ts). */
  dateMarks?: DateMarks[];
  /** The server's guess of a phone (src/state/phone-guess.tsx); absent otherwise. */
  phone?: true;
}
