import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { resetEnv } from '@/lib/env';
import { resetBffConfig } from '@/bff/config';
import { resetSessionPasswords, sessionPasswords, SessionPasswordError } from '@/bff/session/password';
import { clearSessionCache, readSession, saveSession, sessionFromUpstream } from '@/bff/session/session';
import { bffTestEnv, upstreamSession } from './helpers';

// Issue 4 §1: the session password from the environment, its rotation, the development
// file and the production refusal. Each case sets its own environment.
const OLD = 'old-session-password-0123456789-abcdefgh';
const NEW = 'new-session-password-0123456789-abcdefgh';
const saved = { ...process.env };

function configure(extra: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  bffTestEnv('http://127.0.0.1:4599');
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnv();
  resetBffConfig();
  resetSessionPasswords();
  clearSessionCache();
}

afterAll(() => configure({}));

function request(cookie?: string): IncomingMessage {
  return { headers: cookie ? { cookie } : {}, socket: {} } as unknown as IncomingMessage;
}

function capture() {
  const headers: Record<string, unknown> = {};
  const res = {
    getHeader: (n: string) => headers[n.toLowerCase()],
    setHeader: (n: string, v: unknown) => void (headers[n.toLowerCase()] = v),
  };
  return { res: res as never, cookie: () => String((headers['set-cookie'] as string[])[0]) };
}

const data = () => sessionFromUpstream(upstreamSession(7, 'rotation-token'));

describe('session password rotation', () => {
  it('reads cookies sealed with the previous password and seals new ones with the current one', async () => {
    configure({ SESSION_PASSWORD: OLD, SESSION_PASSWORD_PREVIOUS: undefined });
    const oldSeal = await sealData(data(), { password: sessionPasswords(), ttl: 3600 });

    configure({ SESSION_PASSWORD: NEW, SESSION_PASSWORD_PREVIOUS: OLD });
    expect((await readSession(request(`codeport_session=${oldSeal}`)))?.token).toBe('rotation-token');

    const out = capture();
    await saveSession(request(), out.res, data());
    const newSeal = /^codeport_session=([^;]+)/.exec(out.cookie())![1]!;
    // Sealed under the current password (id 2): the current one alone opens it, the old one cannot.
    await expect(unsealData(newSeal, { password: { 2: NEW }, ttl: 3600 })).resolves.toMatchObject({
      token: 'rotation-token',
    });
    await expect(unsealData(newSeal, { password: { 1: OLD }, ttl: 3600 })).resolves.toEqual({});
  });

  it('stops accepting the old cookies once the previous password is dropped', async () => {
    configure({ SESSION_PASSWORD: OLD, SESSION_PASSWORD_PREVIOUS: undefined });
    const oldSeal = await sealData(data(), { password: sessionPasswords(), ttl: 3600 });
    configure({ SESSION_PASSWORD: NEW, SESSION_PASSWORD_PREVIOUS: undefined });
    expect(await readSession(request(`codeport_session=${oldSeal}`))).toBeNull();
  });

  it('refuses a password shorter than 32 characters at start-up', () => {
    expect(() => configure({ SESSION_PASSWORD: 'too-short' })).not.toThrow();
    expect(() => sessionPasswords()).toThrow(/SESSION_PASSWORD: must be at least 32 characters/);
  });
});

describe('without SESSION_PASSWORD', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'codeport-session-'));
    jest.spyOn(process, 'cwd').mockReturnValue(dir);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates a random password in development, keeps it in a private local file and reuses it', () => {
    configure({ SESSION_PASSWORD: undefined, SESSION_PASSWORD_PREVIOUS: undefined, NODE_ENV: 'development' });
    const first = sessionPasswords();
    const file = path.join(dir, '.session-password');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8').trim();
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(first).toEqual({ 1: stored });

    // A restart of the dev server reads the same file: sessions survive it.
    configure({ SESSION_PASSWORD: undefined, NODE_ENV: 'development' });
    expect(sessionPasswords()).toEqual({ 1: stored });
  });

  it('gives each development checkout its own password', () => {
    configure({ SESSION_PASSWORD: undefined, NODE_ENV: 'development' });
    const mine = sessionPasswords()[1];
    rmSync(path.join(dir, '.session-password'));
    configure({ SESSION_PASSWORD: undefined, NODE_ENV: 'development' });
    expect(sessionPasswords()[1]).not.toBe(mine);
  });

  it('refuses to run in production, and the server start-up hook refuses to start', async () => {
    configure({ SESSION_PASSWORD: undefined, NODE_ENV: 'production' });
    expect(() => sessionPasswords()).toThrow(SessionPasswordError);
    expect(existsSync(path.join(dir, '.session-password'))).toBe(false);
    process.env.NEXT_RUNTIME = 'nodejs';
    const { register } = await import('../../instrumentation');
    await expect(register()).rejects.toThrow(/SESSION_PASSWORD \(32\+ characters\) is required in production/);
    delete process.env.NEXT_RUNTIME;
  });

  it('starts in production once a password is set', () => {
    configure({ SESSION_PASSWORD: NEW, NODE_ENV: 'production' });
    expect(sessionPasswords()).toEqual({ 1: NEW });
  });
});
