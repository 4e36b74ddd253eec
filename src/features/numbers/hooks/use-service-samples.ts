import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getServiceSamples } from '@/lib/api-routes/service-samples';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export type ServiceSamplesAnswer = ResponseOf<typeof getServiceSamples>;

// "Minutes since the last code" moves: re-read once a minute while the cards are shown.
const REFRESH_MS = 60_000;

/** The home page's sample services, live: count, price, favourite, minutes since the last code. */
export function useServiceSamples() {
  return useSWR<ServiceSamplesAnswer>(apiPath(getServiceSamples), getJson, { refreshInterval: REFRESH_MS });
}
