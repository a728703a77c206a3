import { randomBytes } from 'node:crypto';

/** A new record id: 24 hex characters, the shape the specification's `_id`s have. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
