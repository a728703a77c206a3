import { createHmac, timingSafeEqual } from 'node:crypto';

/** The papers a reference can name (#19 "Verifiable papers"). */
export const paperKinds = ['doctor-report', 'sick-leave', 'qr-prescription', 'appointment-slip'] as const;
export type PaperKind = (typeof paperKinds)[number];

/** One letter per kind in a reference (kept short: it is drawn as a QR code). */
const letters: Record<PaperKind, string> = {
  'doctor-report': 'r',
  'sick-leave': 'l',
  'qr-prescription': 'p',
  'appointment-slip': 's',
};
const kindOfLetter = new Map(Object.entries(letters).map(([kind, letter]) => [letter, kind as PaperKind]));

/** Bytes of the HMAC-SHA256 kept in a reference: 128 bits, beyond guessing. */
const MAC_BYTES = 16;
/** Their length in base64url, without padding. */
const MAC_CHARACTERS = 22;
/** A record id as the server makes them (ids.ts): letters and digits. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * References printed on the server's papers as a QR code (#19): the paper's
 * kind and record id, signed with a key only this server holds, so nothing
 * in it is patient data and it cannot be made up or altered. The public page
 * /verify/{reference} asks the server (verifyPaper) what the paper says.
 *
 * Format: `<kind letter><record id><base64url HMAC-SHA256, 16 bytes = 22 characters>`,
 * no separator (the signature's length is fixed), so the address has no dot a
 * static server could take for a file extension. The key is derived from the
 * token secret (TOKEN_SECRET or the data folder's).
 */
export class PaperReferences {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('aafiya paper references v1').digest();
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, MAC_BYTES);
  }

  /** The signed reference of a paper. */
  sign(kind: PaperKind, id: string): string {
    if (!ID.test(id)) throw new Error(`not a record id: ${id}`);
    const body = `${letters[kind]}${id}`;
    return `${body}${this.mac(body).toString('base64url')}`;
  }

  /** The paper a reference names, or undefined when it is malformed, unknown or altered. */
  read(reference: string): { kind: PaperKind; id: string } | undefined {
    if (reference.length < MAC_CHARACTERS + 2 || reference.length > 200) return undefined;
    const body = reference.slice(0, -MAC_CHARACTERS);
    const kind = kindOfLetter.get(body.charAt(0));
    const id = body.slice(1);
    if (!kind || !ID.test(id)) return undefined;
    const given = Buffer.from(reference.slice(-MAC_CHARACTERS), 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { kind, id };
  }
}
