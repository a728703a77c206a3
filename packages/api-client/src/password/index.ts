/**
 * What a new password must be, shared by the server (which refuses it with a
 * 400) and the forms (which say so before sending): at least 8 characters (the
 * specification's only rule, the contract's `Password`) and not one of the
 * passwords people pick first.
 *
 * No maintained list of common passwords is installed and none can be fetched
 * offline, so "common" is a small curated list of the most used passwords of 8
 * or more characters (from the public breach-corpus top lists: RockYou,
 * SecLists' 10k-most-common, NCSC's 100k) plus rules that catch their
 * families: a single character or a short group repeated ("aaaaaaaa",
 * "abcabcab", eight spaces), and a run of consecutive characters ("12345678",
 * "87654321", "abcdefgh"), ignoring case and a trailing digit or symbol.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'password1',
  'password12',
  'password123',
  'password1234',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'internet',
  'jennifer',
  'michael1',
  'charlie1',
  'trustno1',
  'letmein1',
  'letmein123',
  'welcome1',
  'welcome123',
  'changeme',
  'changeme1',
  'administrator',
  'admin123',
  'admin1234',
  'qwertyui',
  'qwertyuiop',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'zxcvbnm123',
  'azerty123',
  'qazwsxedc',
  'qweasdzxc',
  '123qweasd',
  '1qaz2wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  '1234qwer',
  'qwer1234',
  'asdf1234',
  'abcd1234',
  'abc12345',
  'abc123456',
  'a1234567',
  'a12345678',
  '1234567a',
  '123456789a',
  '11223344',
  '12344321',
  '123654789',
  '147258369',
  '159753456',
  '741852963',
  '789456123',
  '123123123',
  '12341234',
  'iloveyou1',
  'hello123',
  'dragon12',
  'monkey12',
  'shadow12',
  'master12',
  'batman12',
  'mustang1',
  'freedom1',
  'loveme12',
  'test1234',
  'testtest',
  'aafiya123',
  'dubai123',
  'emirates',
]);

/** The same group of 1 to 4 characters over and over: "aaaaaaaa", "        ", "abababab", "abcabcab". */
function isRepeated(text: string): boolean {
  const chars = Array.from(text);
  return [1, 2, 3, 4].some((size) => chars.length > size && chars.every((char, index) => char === chars[index % size]));
}

/** Characters that each follow the last by one code point, up or down: "12345678", "87654321", "abcdefgh". */
function isRun(text: string): boolean {
  const codes = Array.from(text).map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** Why a new password is refused, or undefined when it is accepted. */
export function passwordWeakness(password: string): 'tooShort' | 'common' | undefined {
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const text = password.toLowerCase();
  // "password1", "password!", "12345678!" are the same choice as their stem.
  const stem = text.replace(/[\d!@#$%^&*.?]$/u, '');
  for (const candidate of [text, stem]) {
    if (COMMON_PASSWORDS.has(candidate) || isRepeated(candidate) || isRun(candidate)) return 'common';
  }
  if (text.trim() === '') return 'common';
  return undefined;
}
