import type { Db } from '../db/database';
import { users, type LookupKind, type Role } from '../db/schema';
import { newId } from '../ids';
import type { SeedMedia } from './media';
import type { NamePool } from './people';

/** What the seed steps share. */
export interface SeedContext {
  db: Db;
  media: SeedMedia;
  names: NamePool;
  now: Date;
  passwordHash: string;
  /** Addresses given out so far. */
  emails: Set<string>;
  /** The next distinct mobile number. */
  phone(): string;
  /** Catalogue item id by kind and English name (throws for an unknown name: a typo in the demo data). */
  lookup(kind: LookupKind | 'package-category', nameEn: string): string;
}

/** A signed-up, confirmed account with the demo password; returns the user id. */
export async function createAccount(
  ctx: SeedContext,
  account: {
    /** Defaults to a new id. */
    id?: string;
    email: string;
    role: Role;
    firstName: string;
    lastName: string;
    referenceId: string;
    hospitalId?: string | null;
  },
): Promise<string> {
  const id = account.id ?? newId();
  await ctx.db.insert(users).values({
    id,
    email: account.email,
    passwordHash: ctx.passwordHash,
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    referenceId: account.referenceId,
    hospitalId: account.hospitalId ?? null,
    emailVerified: true,
  });
  return id;
}

/** Picks an address that is not taken yet (adds a number when it is). */
export function uniqueEmail(taken: Set<string>, local: string, domain: string): string {
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}
