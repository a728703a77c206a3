import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's Algorithm.Argon2id = 2; its const enum cannot be
// imported under verbatimModuleSyntax) with OWASP's recommended minimum:
// 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
