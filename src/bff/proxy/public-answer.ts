import { issueSandboxKey } from '@contracts/sandbox';
import { regenerateApiKey } from '@contracts/user';

/**
 * What of an upstream answer the browser may see: never the session tokens, never the
 * personal API key (`user.key` authenticates as the user, spec §3).
 */
const SECRET_FIELDS = ['token', 'token_type', 'refresh_token', 'expires_at', 'key'];

/**
 * The deliberate exceptions: the answers to regenerating the API key and to issuing the sandbox
 * key carry the new key, which the settings page shows once (like a freshly created GitHub token)
 * and nobody can read back later. Exactly that top-level field of exactly those routes passes.
 */
const REVEALED: Readonly<Record<string, string>> = { [regenerateApiKey.id]: 'key', [issueSandboxKey.id]: 'key' };

function withoutKey(user: unknown): unknown {
  if (!user || typeof user !== 'object' || Array.isArray(user)) return user;
  const { key: _key, ...rest } = user as Record<string, unknown>;
  return rest;
}

/** `routeId`: the contract route the answer belongs to, when it is one. */
export function publicAnswer(body: unknown, routeId?: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const revealed = routeId === undefined ? undefined : REVEALED[routeId];
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET_FIELDS.includes(name) && name !== revealed) continue;
    out[name] = name === 'user' ? withoutKey(value) : value;
  }
  return out;
}
