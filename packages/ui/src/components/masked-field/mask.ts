/**
 * Pure masking logic for the spec's three masks. A mask pattern has `#` for a
 * digit and any other character as a literal. Values are kept in the mask's
 * own format, which is also the agreed wire format (see openapi/README.md):
 * phone "+971-50 123 4567", Emirates ID "784-1987-1234567-1", trade licence "1234567".
 */
export interface Mask {
  /** `#` is a digit; everything else is a literal shown as typed. */
  pattern: string;
  /** Literals the value always starts with (e.g. "+971-"), not typed by the person. */
  prefix: string;
  /**
   * How many leading digits of what was typed or pasted to drop because the
   * prefix already says them (e.g. "971" or a trunk "0" before a UAE number).
   */
  redundantLeadingDigits: (digits: string) => number;
}

const none = () => 0;

/** "0501234567", "971501234567", "00971501234567": the country code and trunk zero are the fixed prefix. */
function uaeLeadingDigits(digits: string): number {
  let count = 0;
  if (digits.startsWith('00971')) count = 5;
  else if (digits.startsWith('971')) count = 3;
  while (digits[count] === '0') count += 1;
  return count;
}

export const masks = {
  /** UAE phone number, +971-## ### #### (spec 000 §5, §9). */
  phone: { pattern: '+971-## ### ####', prefix: '+971-', redundantLeadingDigits: uaeLeadingDigits },
  /** Emirates ID, ###-####-#######-#. */
  emiratesId: { pattern: '###-####-#######-#', prefix: '', redundantLeadingDigits: none },
  /** Trade licence number: 7 digits. */
  tradeLicence: { pattern: '#######', prefix: '', redundantLeadingDigits: none },
} as const satisfies Record<string, Mask>;

export type MaskName = keyof typeof masks;

/** The mask itself, given its name or a custom mask. */
export function maskOf(mask: MaskName | Mask): Mask {
  return typeof mask === 'string' ? masks[mask] : mask;
}

/** How many digits the mask holds. */
export function slotCount(mask: Mask): number {
  return Array.from(mask.pattern).filter((char) => char === '#').length;
}

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits become Latin ones, so either keyboard works. */
export function latinDigits(text: string): string {
  return text.replace(arabicIndic, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

function onlyDigits(text: string): string {
  return latinDigits(text).replace(/\D/g, '');
}

/** The mask's value for these digits; literals after the last digit are left out ("+971-50" not "+971-50 "). */
export function format(maskOrName: MaskName | Mask, digits: string): string {
  const mask = maskOf(maskOrName);
  const wanted = onlyDigits(digits);
  let out = '';
  let used = 0;
  for (const char of mask.pattern) {
    if (used >= wanted.length) break;
    if (char === '#') {
      out += wanted.charAt(used);
      used += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * The digits of a text that may be in any format. When it starts with the
 * mask's prefix the rest is taken as it is; otherwise what the prefix already
 * says is dropped (e.g. "971" or a leading "0" of a UAE number).
 */
function foreignDigits(mask: Mask, text: string): string {
  const latin = latinDigits(text);
  if (mask.prefix !== '' && latin.startsWith(mask.prefix)) return onlyDigits(latin.slice(mask.prefix.length));
  const digits = onlyDigits(latin);
  return digits.slice(Math.min(mask.redundantLeadingDigits(digits), digits.length));
}

/** The digits a value holds, e.g. "+971-50 123 4567" → "501234567", "0501234567" → "501234567". */
export function digitsOf(maskOrName: MaskName | Mask, value: string): string {
  const mask = maskOf(maskOrName);
  return foreignDigits(mask, value).slice(0, slotCount(mask));
}

/** Any text brought to the mask's format: `normalize('phone', '+971501234567')` → "+971-50 123 4567". */
export function normalize(maskOrName: MaskName | Mask, value: string): string {
  return format(maskOrName, digitsOf(maskOrName, value));
}

/** Whether the value is in the mask's format and fills every digit of it. */
export function isComplete(maskOrName: MaskName | Mask, value: string): boolean {
  return maskRegExp(maskOrName).test(value);
}

/** A regular expression a complete value matches (for schemas), e.g. /^\+971-\d{2} \d{3} \d{4}$/. */
export function maskRegExp(maskOrName: MaskName | Mask): RegExp {
  const mask = maskOf(maskOrName);
  const source = Array.from(mask.pattern).map((char) =>
    char === '#' ? '[0-9]' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^${source.join('')}$`);
}

/**
 * Where the caret goes in a formatted value with `count` digits before it:
 * right after the `count`-th digit, or on the first digit's place when `count`
 * is 0 (after the prefix). Literals after a digit are skipped: `format` adds
 * them together with the next digit.
 */
export function caretAfter(maskOrName: MaskName | Mask, value: string, count: number): number {
  const mask = maskOf(maskOrName);
  if (value === '') return 0;
  let seen = 0;
  for (let index = 0; index < mask.pattern.length && index < value.length; index += 1) {
    if (mask.pattern[index] !== '#') continue;
    if (seen === count) return index;
    seen += 1;
    if (seen === count) return index + 1;
  }
  return value.length;
}

/** How many digits of a formatted value lie before `position` (the inverse of `caretAfter`). */
export function digitsBefore(maskOrName: MaskName | Mask, value: string, position: number): number {
  const mask = maskOf(maskOrName);
  const end = Math.min(position, value.length);
  return Array.from(mask.pattern.slice(0, end)).filter((char) => char === '#').length;
}

export interface Edit {
  /** The value before the edit (as formatted by this mask). */
  previous: string;
  /** What the input holds after the browser applied the edit. */
  raw: string;
  /** The caret in `raw` (`input.selectionStart`). */
  caret: number;
  /** `InputEvent.inputType`, e.g. "insertText", "deleteContentBackward", "insertFromPaste". */
  inputType?: string;
}

export interface EditResult {
  value: string;
  digits: string;
  caret: number;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Applies an edit made in the input. The edit is found by comparing the text
 * before and after (everything after the caret is unchanged): the digits in
 * the removed range are removed and the digits typed or pasted are inserted
 * there, so editing in the middle keeps the rest. Then:
 * - typing or pasting what the prefix already says ("0", "971", "+971") is dropped;
 * - an insertion into a full value is refused (it would push digits out);
 *   a paste over a selection keeps what fits;
 * - deleting only a literal (space, dash, the prefix) deletes the digit next to
 *   it with Backspace/Delete, and the prefix stays;
 * - the caret goes after the last digit typed, past any literal; after a
 *   deletion it stays before the next digit.
 */
export function applyEdit(maskOrName: MaskName | Mask, edit: Edit): EditResult {
  const mask = maskOf(maskOrName);
  const max = slotCount(mask);
  const { previous, raw } = edit;
  const old = digitsOf(mask, previous);
  const caret = Math.min(Math.max(edit.caret, 0), raw.length);
  const suffix = raw.length - caret;
  const removedEnd = Math.max(0, previous.length - suffix);
  const start = Math.min(commonPrefixLength(previous, raw), caret, removedEnd);
  const inserted = raw.slice(start, caret);

  const from = Math.min(digitsBefore(mask, previous, start), old.length);
  const to = Math.min(digitsBefore(mask, previous, removedEnd), old.length);
  const insertedDigits = onlyDigits(inserted);
  // A whole value pasted at the start ("+971-50 123 4567") brings its own prefix.
  const typed =
    from === 0 && mask.prefix !== '' && latinDigits(inserted).startsWith(mask.prefix)
      ? onlyDigits(latinDigits(inserted).slice(mask.prefix.length))
      : insertedDigits;

  let digits = old.slice(0, from) + typed + old.slice(to);
  let before = from + typed.length;

  if (typed !== '') {
    const redundant = Math.min(mask.redundantLeadingDigits(digits), digits.length);
    if (redundant > from) {
      // The typed digits repeat the prefix: drop them (and a trunk 0 after them).
      digits = digits.slice(redundant);
      before = Math.max(0, before - redundant);
    }
  } else if (from === to && raw.length < previous.length) {
    // Only literals were deleted: delete the digit beside them instead.
    if (edit.inputType === 'deleteContentBackward' && from > 0) {
      digits = old.slice(0, from - 1) + old.slice(from);
      before = from - 1;
    } else if (edit.inputType === 'deleteContentForward' && from < old.length) {
      digits = old.slice(0, from) + old.slice(from + 1);
    }
  }

  if (digits.length > max) {
    if (old.length >= max && from === to) {
      const value = format(mask, old);
      return { value, digits: old, caret: caretAfter(mask, value, from) };
    }
    digits = digits.slice(0, max);
  }
  before = Math.min(before, digits.length);
  const value = format(mask, digits);
  // After a deletion the caret stays just before the digit that follows (where
  // the browser left it); after typing it goes after the digit typed.
  const deleted = typed === '' && edit.inputType !== 'deleteContentForward';
  const caretAt =
    deleted && before < digits.length ? caretAfter(mask, value, before + 1) - 1 : caretAfter(mask, value, before);
  return { value, digits, caret: caretAt };
}
