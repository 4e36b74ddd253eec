import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

export interface Argon2Cost {
  memoryKiB: number;
  iterations: number;
}

/** argon2id, PHC-encoded (parameters travel with the hash, so cost can change later). */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return argon2id({
    password,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: cost.iterations,
    memorySize: cost.memoryKiB,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** One hash of a random password per cost, made the first time it is needed. */
const dummyHashes = new Map<string, Promise<string>>();

function dummyHash(cost: Argon2Cost): Promise<string> {
  const id = `${cost.memoryKiB}:${cost.iterations}`;
  let hash = dummyHashes.get(id);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(id, hash);
  }
  return hash;
}

/**
 * verifyPassword that takes as long when there is no hash to check (no such account, or one
 * without a password): it checks a throwaway hash of the same cost instead, so the time of a
 * refusal does not tell whether the address has an account.
 */
export async function verifyPasswordEvenly(password: string, hash: string | null, cost: Argon2Cost): Promise<boolean> {
  if (hash) return verifyPassword(password, hash);
  await verifyPassword(password, await dummyHash(cost));
  return false;
}
