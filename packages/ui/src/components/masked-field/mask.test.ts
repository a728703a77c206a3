import { describe, expect, test } from 'vitest';
import {
  applyEdit,
  caretAfter,
  digitsBefore,
  digitsOf,
  format,
  isComplete,
  latinDigits,
  maskRegExp,
  masks,
  normalize,
  slotCount,
  type Edit,
  type MaskName,
} from './mask';

/** Types `text` one character at a time at the caret, as a browser would, and returns the final state. */
function typeInto(mask: MaskName, text: string, start = { value: '', caret: 0 }) {
  let { value, caret } = start;
  for (const char of text) {
    const raw = value.slice(0, caret) + char + value.slice(caret);
    ({ value, caret } = applyEdit(mask, { previous: value, raw, caret: caret + 1, inputType: 'insertText' }));
  }
  return { value, caret };
}

/** Replaces the selection [from, to) by `text` (a paste, or typing over a selection). */
function replace(
  mask: MaskName,
  previous: string,
  from: number,
  to: number,
  text: string,
  inputType = 'insertFromPaste',
) {
  const raw = previous.slice(0, from) + text + previous.slice(to);
  return applyEdit(mask, { previous, raw, caret: from + text.length, inputType });
}

function backspace(mask: MaskName, previous: string, caret: number) {
  const raw = previous.slice(0, caret - 1) + previous.slice(caret);
  const edit: Edit = { previous, raw, caret: caret - 1, inputType: 'deleteContentBackward' };
  return applyEdit(mask, edit);
}

function del(mask: MaskName, previous: string, caret: number) {
  const raw = previous.slice(0, caret) + previous.slice(caret + 1);
  return applyEdit(mask, { previous, raw, caret, inputType: 'deleteContentForward' });
}

describe('masks', () => {
  test('hold the spec’s patterns and digit counts', () => {
    expect(masks.phone.pattern).toBe('+971-## ### ####');
    expect(masks.emiratesId.pattern).toBe('###-####-#######-#');
    expect(masks.tradeLicence.pattern).toBe('#######');
    expect([slotCount(masks.phone), slotCount(masks.emiratesId), slotCount(masks.tradeLicence)]).toEqual([9, 15, 7]);
  });

  test('regular expressions match the contract’s patterns', () => {
    expect(maskRegExp('phone').test('+971-50 123 4567x')).toBe(false);
    expect(maskRegExp('phone').test('+971-50 123 4567')).toBe(true);
    expect(maskRegExp('phone').test('+971-50 123 456')).toBe(false);
    expect(maskRegExp('emiratesId').test('784-1987-1234567-1')).toBe(true);
    expect(maskRegExp('tradeLicence').test('1234567')).toBe(true);
    expect(maskRegExp('tradeLicence').test('123456')).toBe(false);
  });
});

describe('format', () => {
  test('puts digits into the slots and stops after the last digit', () => {
    expect(format('phone', '')).toBe('');
    expect(format('phone', '5')).toBe('+971-5');
    expect(format('phone', '50')).toBe('+971-50');
    expect(format('phone', '501')).toBe('+971-50 1');
    expect(format('phone', '501234567')).toBe('+971-50 123 4567');
    expect(format('emiratesId', '784')).toBe('784');
    expect(format('emiratesId', '7841')).toBe('784-1');
    expect(format('emiratesId', '784198712345671')).toBe('784-1987-1234567-1');
    expect(format('tradeLicence', '1234567')).toBe('1234567');
  });

  test('ignores non-digits and extra digits', () => {
    expect(format('phone', '50x12')).toBe('+971-50 12');
    expect(format('tradeLicence', '123456789')).toBe('1234567');
  });
});

describe('digitsOf and normalize', () => {
  test.each([
    ['+971-50 123 4567', '501234567'],
    ['0501234567', '501234567'],
    ['+971501234567', '501234567'],
    ['971501234567', '501234567'],
    ['00971501234567', '501234567'],
    ['+971 50 123 4567', '501234567'],
    ['050-123-4567', '501234567'],
    ['501234567', '501234567'],
    ['', ''],
  ])('phone %j holds %j', (value, digits) => {
    expect(digitsOf('phone', value)).toBe(digits);
  });

  test('normalize gives the agreed wire format', () => {
    expect(normalize('phone', '0501234567')).toBe('+971-50 123 4567');
    expect(normalize('phone', '+971501234567')).toBe('+971-50 123 4567');
    expect(normalize('emiratesId', '784198712345671')).toBe('784-1987-1234567-1');
    expect(normalize('emiratesId', '784 1987 1234567 1')).toBe('784-1987-1234567-1');
    expect(normalize('tradeLicence', '12-34-567')).toBe('1234567');
  });

  test('a formatted value keeps a leading digit the person typed (no silent stripping)', () => {
    expect(digitsOf('phone', '+971-01 234 567')).toBe('01234567');
  });

  test('Arabic-Indic digits are read as Latin digits', () => {
    expect(latinDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalize('phone', '٠٥٠١٢٣٤٥٦٧')).toBe('+971-50 123 4567');
    expect(normalize('emiratesId', '۷۸۴۱۹۸۷۱۲۳۴۵۶۷۱')).toBe('784-1987-1234567-1');
  });

  test('isComplete', () => {
    expect(isComplete('phone', '+971-50 123 4567')).toBe(true);
    expect(isComplete('phone', '+971-50 123 456')).toBe(false);
    expect(isComplete('phone', '0501234567')).toBe(false);
    expect(isComplete('emiratesId', '784-1987-1234567-1')).toBe(true);
  });
});

describe('caret mapping', () => {
  test('caretAfter puts the caret after the n-th digit, past the prefix for 0', () => {
    expect(caretAfter('phone', '', 0)).toBe(0);
    expect(caretAfter('phone', '+971-5', 0)).toBe(5);
    expect(caretAfter('phone', '+971-5', 1)).toBe(6);
    expect(caretAfter('phone', '+971-50 123 4567', 2)).toBe(7);
    expect(caretAfter('phone', '+971-50 123 4567', 3)).toBe(9);
    expect(caretAfter('phone', '+971-50 123 4567', 9)).toBe(16);
    expect(caretAfter('emiratesId', '784-1987-1234567-1', 3)).toBe(3);
    expect(caretAfter('emiratesId', '784-1987-1234567-1', 4)).toBe(5);
  });

  test('digitsBefore is its inverse', () => {
    const value = '+971-50 123 4567';
    for (let count = 0; count <= 9; count += 1) {
      expect(digitsBefore('phone', value, caretAfter('phone', value, count))).toBe(count);
    }
    expect(digitsBefore('phone', value, 3)).toBe(0);
    expect(digitsBefore('phone', value, 8)).toBe(2);
  });
});

describe('typing', () => {
  test('a phone number, digit by digit, caret after each digit', () => {
    expect(typeInto('phone', '5')).toEqual({ value: '+971-5', caret: 6 });
    expect(typeInto('phone', '50')).toEqual({ value: '+971-50', caret: 7 });
    expect(typeInto('phone', '501')).toEqual({ value: '+971-50 1', caret: 9 });
    expect(typeInto('phone', '501234567')).toEqual({ value: '+971-50 123 4567', caret: 16 });
  });

  test('a leading 0, 971, +971 or 00971 does not repeat the prefix', () => {
    expect(typeInto('phone', '0')).toEqual({ value: '', caret: 0 });
    expect(typeInto('phone', '0501234567').value).toBe('+971-50 123 4567');
    expect(typeInto('phone', '971501234567').value).toBe('+971-50 123 4567');
    expect(typeInto('phone', '+971501234567').value).toBe('+971-50 123 4567');
    expect(typeInto('phone', '+971 050 123 4567').value).toBe('+971-50 123 4567');
    expect(typeInto('phone', '00971501234567').value).toBe('+971-50 123 4567');
  });

  test('letters and symbols are ignored and the caret stays put', () => {
    expect(typeInto('phone', '5a0-')).toEqual({ value: '+971-50', caret: 7 });
    expect(typeInto('tradeLicence', '12ab3')).toEqual({ value: '123', caret: 3 });
  });

  test('an Emirates ID, with the dashes added', () => {
    expect(typeInto('emiratesId', '784')).toEqual({ value: '784', caret: 3 });
    expect(typeInto('emiratesId', '7841')).toEqual({ value: '784-1', caret: 5 });
    expect(typeInto('emiratesId', '784198712345671')).toEqual({ value: '784-1987-1234567-1', caret: 18 });
  });

  test('a digit typed into a full value is refused and the caret stays', () => {
    expect(typeInto('tradeLicence', '8', { value: '1234567', caret: 3 })).toEqual({ value: '1234567', caret: 3 });
    expect(typeInto('phone', '9', { value: '+971-50 123 4567', caret: 9 })).toEqual({
      value: '+971-50 123 4567',
      caret: 9,
    });
  });

  test('a digit typed in the middle keeps the rest and the caret follows it', () => {
    // "+971-50 1|23" → type 9 → "+971-50 192 3", caret after the 9
    expect(typeInto('phone', '9', { value: '+971-50 123', caret: 9 })).toEqual({ value: '+971-50 192 3', caret: 10 });
    // typing before a literal: "+971-50| 12" → type 8 → "+971-50 812", caret after the 8 (past the space)
    expect(typeInto('phone', '8', { value: '+971-50 12', caret: 7 })).toEqual({ value: '+971-50 812', caret: 9 });
    expect(typeInto('emiratesId', '9', { value: '784-1987', caret: 4 })).toEqual({ value: '784-9198-7', caret: 5 });
  });

  test('typing a 0 at the start of the national number is dropped', () => {
    expect(typeInto('phone', '0', { value: '+971-50 123', caret: 5 })).toEqual({ value: '+971-50 123', caret: 5 });
  });
});

describe('pasting', () => {
  test.each([['0501234567'], ['+971501234567'], ['+971-50 123 4567'], ['971 50 123 4567'], ['00971-50-123-4567']])(
    'phone %j into an empty field',
    (text) => {
      expect(replace('phone', '', 0, 0, text)).toEqual({ value: '+971-50 123 4567', digits: '501234567', caret: 16 });
    },
  );

  test('an Emirates ID pasted whole', () => {
    expect(replace('emiratesId', '', 0, 0, '784198712345671')).toEqual({
      value: '784-1987-1234567-1',
      digits: '784198712345671',
      caret: 18,
    });
    expect(replace('emiratesId', '', 0, 0, '784-1987-1234567-1').value).toBe('784-1987-1234567-1');
  });

  test('over the whole value (select all, paste)', () => {
    const value = '+971-50 123 4567';
    expect(replace('phone', value, 0, value.length, '0559876543').value).toBe('+971-55 987 6543');
    expect(replace('phone', value, 0, value.length, '+971559876543').value).toBe('+971-55 987 6543');
  });

  test('into the middle of a partial value', () => {
    expect(replace('phone', '+971-50 4', 8, 8, '123')).toEqual({ value: '+971-50 123 4', digits: '501234', caret: 11 });
  });

  test('more digits than fit are cut when there was room, refused when full', () => {
    expect(replace('tradeLicence', '', 0, 0, '123456789').value).toBe('1234567');
    expect(replace('tradeLicence', '1234567', 7, 7, '8')).toEqual({ value: '1234567', digits: '1234567', caret: 7 });
  });

  test('over a selection in the middle replaces just those digits', () => {
    // select "123" in "+971-50 123 4567" and paste "999"
    expect(replace('phone', '+971-50 123 4567', 8, 11, '999')).toEqual({
      value: '+971-50 999 4567',
      digits: '509994567',
      caret: 11,
    });
  });
});

describe('deleting', () => {
  test('Backspace removes the digit before the caret and keeps the rest', () => {
    expect(backspace('phone', '+971-50 123 4567', 10)).toEqual({
      value: '+971-50 134 567',
      digits: '50134567',
      caret: 9,
    });
    expect(backspace('phone', '+971-5', 6)).toEqual({ value: '', digits: '', caret: 0 });
    expect(backspace('emiratesId', '784-1987', 6)).toEqual({ value: '784-187', digits: '784187', caret: 5 });
  });

  test('Backspace just after a literal deletes the digit before it', () => {
    // "+971-50 |123" → Backspace deletes the space's neighbour "0"
    expect(backspace('phone', '+971-50 123', 8)).toEqual({ value: '+971-51 23', digits: '5123', caret: 6 });
    expect(backspace('emiratesId', '784-1987', 4)).toEqual({ value: '781-987', digits: '781987', caret: 2 });
  });

  test('Backspace in the middle leaves the caret before the next digit', () => {
    // "+971-50 1|23 4567" → Backspace → "+971-50 |234 567"
    expect(backspace('phone', '+971-50 123 4567', 9)).toEqual({
      value: '+971-50 234 567',
      digits: '50234567',
      caret: 8,
    });
  });

  test('Delete just before a literal deletes the digit after it', () => {
    expect(del('phone', '+971-50 123', 7)).toEqual({ value: '+971-50 23', digits: '5023', caret: 7 });
  });

  test('Backspace inside the fixed prefix changes nothing', () => {
    expect(backspace('phone', '+971-50 123', 5)).toEqual({ value: '+971-50 123', digits: '50123', caret: 5 });
    expect(backspace('phone', '+971-50 123', 3)).toEqual({ value: '+971-50 123', digits: '50123', caret: 5 });
  });

  test('deleting a selection removes its digits; deleting everything empties the field', () => {
    expect(replace('phone', '+971-50 123 4567', 8, 12, '', 'deleteContentBackward')).toEqual({
      value: '+971-50 456 7',
      digits: '504567',
      caret: 8,
    });
    expect(replace('phone', '+971-50 123 4567', 0, 16, '', 'deleteContentBackward')).toEqual({
      value: '',
      digits: '',
      caret: 0,
    });
  });
});
