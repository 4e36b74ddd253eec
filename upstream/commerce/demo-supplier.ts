import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { receiveSms, type IntakeCtx } from './sms-intake';

/**
 * The embedded run's stand-in for an SMS supplier: a few seconds after an activation is
 * bought (or another code is requested) it "receives" a realistic SMS through the same
 * intake path as the signed endpoint. Off in production (config.demoSupplier).
 */
export const DEMO_SMS_DELAY_MS = 5_000;

const templates = [
  (s: string, c: string) => `Your ${s} code: ${c.slice(0, 3)}-${c.slice(3)}. Don't share it with anyone.`,
  (s: string, c: string) => `${c} is your ${s} verification code.`,
  (s: string, c: string) => `${s}: use code ${c} to sign in. It expires in 10 minutes.`,
  (s: string, c: string) => `<#> ${s} code ${c}. Never share this code.`,
];

export function demoText(service: string): string {
  const code = String(randomInt(100_000, 1_000_000));
  return templates[randomInt(templates.length)]!(service, code);
}

export async function deliverDemoCodes(ctx: IntakeCtx): Promise<number> {
  const now = ctx.now();
  const due = new Date(now.getTime() - DEMO_SMS_DELAY_MS);
  // Waiting with no message yet, or waiting for another code with the last message old enough.
  const rows = await sql<{ id: number; status: 'waiting' | 'waiting_retry'; phone: string; name: string }>`
    select a.id, a.status, a.phone, s.name from activations a join services s on s.id = a.service_id
    where a.expires_at > ${now} and a.created_at <= ${due}
      -- sandbox purchases get theirs from the sandbox worker (developer/sandbox/sandbox-sms.ts)
      and not exists (select 1 from phone_numbers n where n.id = a.number_id and n.sandbox)
      and ((a.status = 'waiting' and not exists (select 1 from sms_messages m where m.activation_id = a.id))
        or (a.status = 'waiting_retry' and (select max(received_at) from sms_messages m where m.activation_id = a.id) <= ${due}))
    order by a.id limit 50`.execute(ctx.db);
  // The sender is the service's name, as a real one would be: the intake gives an SMS only to a
  // purchase of the service its sender names, so the code lands on this activation and no other.
  // Every upstream process runs this job: the claim (the activation still in the status read
  // here) lets only the first of two processes that read the same row deliver its code.
  let sent = 0;
  for (const r of rows.rows) {
    const result = await receiveSms(
      ctx,
      { phone: r.phone, from: r.name, text: demoText(r.name) },
      { pick: { activationId: r.id, status: r.status } },
    );
    if (result.matched) sent++;
  }
  return sent;
}
