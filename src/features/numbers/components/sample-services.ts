/**
 * The spec's sample service cards (§1): five well-known services shown to guests. Count, price,
 * favourite and the time since the last code come live from the upstream (GET
 * /api/service-samples); what stays here is what cannot be live without showing someone's
 * message: the icon, the hide flag, and (in numbers.json's samples.codes, in the page's language)
 * an example of how that service's code reads, labelled as an example on the card.
 */
export interface SampleExample {
  slug: 'whatsapp' | 'telegram' | 'google' | 'facebook' | 'instagram';
  /** Shown until the live answer names the service. */
  name: string;
  hide: boolean;
}

export const SAMPLE_EXAMPLES: readonly SampleExample[] = [
  { slug: 'whatsapp', name: 'WhatsApp', hide: false },
  { slug: 'telegram', name: 'Telegram', hide: false },
  { slug: 'google', name: 'Google', hide: false },
  { slug: 'facebook', name: 'Facebook', hide: false },
  { slug: 'instagram', name: 'Instagram', hide: false },
];
