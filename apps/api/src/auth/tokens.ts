import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '../db/schema';

export interface Claims {
  /** User id. */
  sub: string;
  role: Role;
  /** The hospital, doctor, nurse, ... or patient record the user belongs to. */
  referenceId: string;
  /** The hospital the user works for (hospital users: their own). */
  hospitalId: string | null;
  /**
   * The account's session version when the token was signed (users.sessionVersion);
   * the token stops working once the account's version is raised. Absent: 0.
   */
  sessionVersion?: number;
  /** The token's own id (signing out revokes it: revoked_tokens); absent in tokens signed before #17's logout. */
  jti?: string;
  /** When the token expires (seconds since the epoch); set by verify. */
  expiresAt?: number;
}

/** The HS256 secret: TOKEN_SECRET, or one made on first start and kept in the data folder. */
export function loadTokenSecret(dataDir: string, fromEnv = process.env.TOKEN_SECRET): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  if (dataDir === 'memory://') return randomBytes(32);
  const file = path.join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

/** jose, imported by the first sign-in or signed request rather than at every start (bench/warm-start.mjs). */
const loadJose = () => import('jose');

/** Verified tokens remembered at most; past that the memory starts afresh. */
const MAX_VERIFIED = 20_000;

export class TokenService {
  /**
   * Tokens already verified, with their claims: a signed-in request checks its
   * signature once, not on every call (the HMAC through WebCrypto was a fifth
   * of a kept list's cost). The expiry is checked on every use.
   */
  private readonly verified = new Map<string, Claims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(claims: Claims): Promise<string> {
    const { SignJWT } = await loadJose();
    return new SignJWT({
      role: claims.role,
      referenceId: claims.referenceId,
      hospitalId: claims.hospitalId,
      sv: claims.sessionVersion ?? 0,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The token's claims, or undefined when it is malformed, forged or expired. */
  async verify(token: string): Promise<Claims | undefined> {
    const known = this.verified.get(token);
    if (known) return (known.expiresAt ?? 0) * 1000 > Date.now() ? known : undefined;
    const claims = await this.verifySignature(token);
    if (claims?.expiresAt !== undefined) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<Claims | undefined> {
    const { jwtVerify } = await loadJose();
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.role !== 'string' ||
        typeof payload.referenceId !== 'string'
      ) {
        return undefined;
      }
      return {
        sub: payload.sub,
        role: payload.role as Role,
        referenceId: payload.referenceId,
        hospitalId: typeof payload.hospitalId === 'string' ? payload.hospitalId : null,
        sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
        ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
        ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp } : {}),
      };
    } catch {
      return undefined;
    }
  }
}

/** A single-use secret for an e-mail link, and the hash that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
