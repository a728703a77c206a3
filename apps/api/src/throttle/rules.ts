/**
 * How many attempts each kind of key may make before it must wait. A key may
 * make `free` attempts; from then on each attempt that counts blocks it for a
 * growing delay (baseDelay, 2×, 4×, … capped at maxDelay). The count is
 * forgotten `window` seconds after the key's last attempt or block, so a
 * lock-out never outlasts the attacker by more than that (no permanent lock).
 */
export interface ThrottleRule {
  free: number;
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export type ThrottleRuleName =
  /** Failed sign-ins of one account (lowercased email); a success clears it. */
  | 'signInAccount'
  /** Failed sign-ins from one client address, whatever the account. */
  | 'signInAddress'
  /** Registrations (and mails: forgot password, resend verification) per target email. */
  | 'mailAccount'
  /** Registrations and mails per client address. */
  | 'mailAddress'
  /** Failed code checks (confirmation code, reset link) per client address. */
  | 'codeAddress';

export type ThrottleRules = Record<ThrottleRuleName, ThrottleRule>;

/** The env variable of each rule's number of free attempts, and its default. */
const FREE_ATTEMPTS: Record<ThrottleRuleName, [variable: string, fallback: number]> = {
  signInAccount: ['THROTTLE_SIGN_IN_ACCOUNT', 5],
  signInAddress: ['THROTTLE_SIGN_IN_ADDRESS', 50],
  mailAccount: ['THROTTLE_MAIL_ACCOUNT', 5],
  mailAddress: ['THROTTLE_MAIL_ADDRESS', 30],
  codeAddress: ['THROTTLE_CODE_ADDRESS', 20],
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The rules from THROTTLE_* env variables (README: "Settings"), with the defaults above and 15-minute windows. */
export function loadThrottleRules(env: NodeJS.ProcessEnv): ThrottleRules {
  const timing = {
    windowSeconds: positive(env.THROTTLE_WINDOW_SECONDS, 15 * 60),
    baseDelaySeconds: positive(env.THROTTLE_BASE_DELAY_SECONDS, 60),
    maxDelaySeconds: positive(env.THROTTLE_MAX_DELAY_SECONDS, 15 * 60),
  };
  const entries = Object.entries(FREE_ATTEMPTS).map(([name, [variable, fallback]]) => [
    name,
    { ...timing, free: Math.floor(positive(env[variable], fallback)) },
  ]);
  return Object.fromEntries(entries) as ThrottleRules;
}
