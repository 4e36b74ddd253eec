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
