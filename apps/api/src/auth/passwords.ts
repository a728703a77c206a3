// argon2id (the library's Algorithm.Argon2id = 2; its const enum cannot be
// imported under verbatimModuleSyntax) with OWASP's recommended minimum:
// 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The native argon2 module, loaded by the first password check rather than at every start (bench/warm-start.mjs). */
const loadArgon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
