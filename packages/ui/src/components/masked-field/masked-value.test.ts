import { describe, expect, test } from 'vitest';
import { maskedValue } from './masked-value';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('maskedValue', () => {
  test('empty is Required; half typed is incomplete; complete passes', () => {
    const phone = maskedValue('phone', { required: 'Required' });
    expect(messageOf(phone.safeParse(''))).toBe('Required');
    expect(messageOf(phone.safeParse('+971-50 12'))).toBe('Enter the whole phone number: +971-## ### ####');
    expect(phone.safeParse('+971-50 123 4567').success).toBe(true);
  });

  test('every mask has its own incomplete text, and a translated one wins', () => {
    expect(messageOf(maskedValue('emiratesId', { required: 'Required' }).safeParse('784-1987'))).toBe(
      'Enter the whole Emirates ID: ###-####-#######-#',
    );
    expect(messageOf(maskedValue('tradeLicence', { required: 'Required' }).safeParse('123'))).toBe(
      'Trade License Number must be 7 digits',
    );
    const arabic = maskedValue('phone', { required: 'مطلوب', incomplete: 'أدخل رقم الهاتف كاملًا' });
    expect(messageOf(arabic.safeParse('+971-5'))).toBe('أدخل رقم الهاتف كاملًا');
    expect(messageOf(arabic.safeParse(''))).toBe('مطلوب');
  });
});
