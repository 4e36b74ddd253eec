/**
 * The spec's sample service cards (§1): five well-known services shown to guests. Count, price,
 * favourite and the time since the last code come live from the upstream (GET
 * /api/service-samples); what stays here is what cannot be live without showing someone's
 * message: the icon, an example of how that service's code reads (labelled as an example on
 * the card), and the hide flag.
 */
export interface SampleExample {
  slug: 'whatsapp' | 'telegram' | 'google' | 'facebook' | 'instagram';
  /** Shown until the live answer names the service. */
  name: string;
  code: string;
  hide: boolean;
}

export const SAMPLE_EXAMPLES: readonly SampleExample[] = [
  { slug: 'whatsapp', name: 'WhatsApp', code: 'WhatsApp code 482-913', hide: false },
  { slug: 'telegram', name: 'Telegram', code: 'Telegram code: 57204', hide: false },
  { slug: 'google', name: 'Google', code: 'G-318554 is your Google verification code', hide: false },
  { slug: 'facebook', name: 'Facebook', code: 'FB-62817 is your Facebook code', hide: false },
  { slug: 'instagram', name: 'Instagram', code: 'Use 903 114 to verify your Instagram account', hide: false },
];
