// The codes people read out and type: an offer's voucher code, a claim's promo
// code, an appointment's promo code.
import { randomInt } from 'node:crypto';

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 10 letters and digits, without look-alikes (0/O, 1/I): 32^10 codes, so a repeat is as good as impossible. */
export function newVoucherCode(): string {
  return Array.from({ length: 10 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('');
}
