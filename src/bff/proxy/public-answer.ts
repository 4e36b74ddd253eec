/**
 * What of an upstream answer the browser may see: never the session tokens, never the
 * personal API key (`user.key` authenticates as the user, spec §3).
 */
const SECRET_FIELDS = ['token', 'token_type', 'refresh_token', 'expires_at', 'key'];

function withoutKey(user: unknown): unknown {
  if (!user || typeof user !== 'object' || Array.isArray(user)) return user;
  const { key: _key, ...rest } = user as Record<string, unknown>;
  return rest;
}

export function publicAnswer(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET_FIELDS.includes(name)) continue;
    out[name] = name === 'user' ? withoutKey(value) : value;
  }
  return out;
}
