/**
 * `npm run docs:api`: writes docs/api-reference.md from the zod contracts, so the reference
 * can never drift from what the upstream validates. Every `xxxRoutes` array exported by a
 * file in src/contracts is included; `--check` fails when the committed file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { successStatusesOf, type RouteContract } from '../src/contracts/route';

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  description?: string;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: Json | boolean;
};

const root = path.resolve(__dirname, '..');
const contractsDir = path.join(root, 'src/contracts');
const outFile = path.join(root, 'docs/api-reference.md');

function isRoute(v: unknown): v is RouteContract {
  return !!v && typeof v === 'object' && 'id' in v && 'method' in v && 'path' in v && 'response' in v;
}

async function loadGroups(): Promise<{ file: string; routes: RouteContract[] }[]> {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.ts') && f !== 'all-routes.ts')
    .sort();
  const seen = new Set<string>();
  const groups = [];
  for (const file of files) {
    const mod = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    const routes = Object.entries(mod)
      .filter(([name, v]) => /Routes$/.test(name) && Array.isArray(v))
      .flatMap(([, v]) => (v as unknown[]).filter(isRoute))
      .filter((r) => !seen.has(r.id) && seen.add(r.id));
    if (routes.length) groups.push({ file, routes });
  }
  return groups;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
}

function typeOf(s: Json): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map(typeOf).join(' \\| ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeOf(s.additionalProperties)}`;
  return s.type ?? 'any';
}

function constraints(s: Json): string {
  const out: string[] = [];
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  // Integer schemas carry the safe-integer range; only real limits are worth a note.
  const real = (n: number | undefined): n is number => n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  if (real(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  if (real(s.minimum)) out.push(`≥ ${s.minimum}`);
  if (real(s.maximum)) out.push(`≤ ${s.maximum}`);
  if (s.minLength) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.format) out.push(s.format);
  if (s.pattern) out.push(`pattern \`${s.pattern}\``);
  if (s.description) out.push(s.description);
  return out.join('; ');
}

/** Flattens nested objects and arrays of objects into `a.b[].c` rows. */
function fields(s: Json, prefix = '', depth = 0): string[] {
  const rows: string[] = [];
  const objectOf = (x: Json): Json | undefined => (x.properties ? x : (x.anyOf ?? x.oneOf)?.find((a) => a.properties));
  const obj = objectOf(s);
  if (!obj?.properties || depth > 4) return rows;
  for (const [name, prop] of Object.entries(obj.properties)) {
    const key = `${prefix}${name}`;
    const required = obj.required?.includes(name) ? 'yes' : 'no';
    rows.push(`| \`${key}\` | ${typeOf(prop).replace(/\|(?!\s)/g, '\\|')} | ${required} | ${constraints(prop)} |`);
    const inner = prop.type === 'array' && prop.items ? prop.items : prop;
    rows.push(...fields(inner, `${key}${prop.type === 'array' ? '[]' : ''}.`, depth + 1));
  }
  return rows;
}

function table(title: string, schema: z.ZodType | undefined, io: 'input' | 'output'): string {
  if (!schema) return '';
  const rows = fields(jsonSchema(schema, io));
  if (!rows.length) return '';
  return `**${title}**\n\n| field | type | required | notes |\n|---|---|---|---|\n${rows.join('\n')}\n\n`;
}

const authText = { user: 'bearer token', guest: 'none', optional: 'bearer token if signed in' } as const;

function renderRoute(r: RouteContract): string {
  // The success statuses the contract declares, which the upstream holds its handlers to.
  const response = `Response (${successStatusesOf(r).join(', ')})`;
  const flags = [
    `auth: ${authText[r.auth]}`,
    r.marketing ? 'sends Referral-id and Utm-Data' : '',
    r.idempotent ? 'Idempotency-Key header' : '',
    r.browser === false ? 'server-to-server only (not exposed by the BFF)' : '',
  ].filter(Boolean);
  return (
    `### ${r.method} \`${r.path}\`\n\n${r.summary}\n\n` +
    `- id: \`${r.id}\`\n${flags.map((f) => `- ${f}`).join('\n')}\n\n` +
    table('Path parameters', r.params, 'input') +
    table('Query', r.query, 'input') +
    table('Body', r.body, 'input') +
    (table(response, r.response, 'output') || `**${response}**: no fields.\n\n`)
  );
}

async function main(): Promise<void> {
  const groups = await loadGroups();
  const total = groups.reduce((n, g) => n + g.routes.length, 0);
  const toc = groups.map((g) => `- [${g.file}](#${g.file.replace(/\W/g, '')}) — ${g.routes.length} routes`).join('\n');
  const body = groups.map((g) => `## ${g.file}\n\n${g.routes.map(renderRoute).join('')}`).join('');
  const md =
    `# Upstream API reference\n\n` +
    `Generated by \`npm run docs:api\` from the zod schemas in \`src/contracts/\` (${total} routes); do not edit by hand.\n\n` +
    `Every call answers JSON. Errors use the Laravel-style envelope \`{status: false, message, code?, action?, errors?}\`: ` +
    `422 carries field \`errors\` (\`{field: [messages]}\`), \`code\` is machine-readable (VALIDATION_FAILED, UNAUTHENTICATED, NO_NUMBERS, NO_BALANCE, …; see errors.ts), ` +
    `\`action\` tells the client what to do next (verify-email, need-2fa-code). Money is in integer minor units. ` +
    `Requests carry \`Authorization: Bearer <token>\`, \`Accept: application/json\`, \`locale\`, \`Zone\` and \`app_instance\`.\n\n` +
    `${toc}\n\n${body}`;
  if (process.argv.includes('--check')) {
    const current = readFileSync(outFile, 'utf8');
    if (current !== md) {
      console.error('docs/api-reference.md is stale: run npm run docs:api');
      process.exit(1);
    }
    return;
  }
  writeFileSync(outFile, md);
  console.log(`docs/api-reference.md: ${total} routes from ${groups.length} contract files`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
