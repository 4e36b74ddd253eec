import { parseArgs } from 'node:util';
import { loadConfig } from '../upstream/config';
import { signedHeaders } from '../upstream/commerce/signed-request';

/**
 * Sends any SMS text to any number through the upstream's signed intake, as a supplier would:
 *   npx tsx scripts/send-sms.ts --phone +447700900123 --from WhatsApp --text "Your code: 123-456"
 * The secret comes from SMS_INTAKE_SECRET or, in development, the data directory's secrets.json
 * (the same place the running upstream reads it from). --url defaults to the local upstream.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      from: { type: 'string', default: 'Codeport' },
      text: { type: 'string' },
      url: { type: 'string' },
    },
  });
  if (!values.phone || !values.text) {
    console.error(
      'usage: npx tsx scripts/send-sms.ts --phone <E.164> --text <text> [--from <sender>] [--url <upstream>]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const base = (values.url ?? process.env.UPSTREAM_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
  const body = JSON.stringify({ phone: values.phone, from: values.from, text: values.text });
  const res = await fetch(`${base}/api/sms/intake`, {
    method: 'POST',
    headers: signedHeaders(config.smsIntakeSecret, body),
    body,
  });
  const answer = await res.text();
  console.log(`${res.status} ${answer}`);
  if (!res.ok) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
