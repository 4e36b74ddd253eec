// First: zod must be jitless before the contract's schemas below are built (zod-jitless.ts).
import './zod-jitless';
import type { RealtimeEventName } from '@contracts/realtime-channel';
import { type RealtimeEventPayloads, realtimeEventPayloads } from '@contracts/realtime-events';

export type PayloadCheck<N extends RealtimeEventName> =
  { ok: true; payload: RealtimeEventPayloads[N] } | { ok: false; issues: string };

/** A realtime event's payload checked against the contract, or what is wrong with it. */
export function checkPayload<N extends RealtimeEventName>(event: N, data: unknown): PayloadCheck<N> {
  const parsed = realtimeEventPayloads[event].safeParse(data);
  if (parsed.success) return { ok: true, payload: parsed.data as RealtimeEventPayloads[N] };
  return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}
