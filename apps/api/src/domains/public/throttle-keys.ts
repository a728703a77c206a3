import type { ThrottleKey } from '../../throttle/throttle';

/** Registration, forgot password, resend verification: every attempt counts, per target email and per address. */
export function mailKeys(email: string, clientAddress: string): ThrottleKey[] {
  return [
    { rule: 'mailAccount', value: email },
    { rule: 'mailAddress', value: clientAddress },
  ];
}

/** A confirmation code or reset link: failures count per address (the code names no account until it is right). */
export function codeKeys(clientAddress: string): ThrottleKey[] {
  return [{ rule: 'codeAddress', value: clientAddress, onSuccess: 'refund' }];
}
