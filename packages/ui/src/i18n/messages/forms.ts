import type { Messages } from './messages';

/** Texts of the forms components (English: the specification's wording). */
export const forms = {
  en: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    selectPlaceholder: 'Select…',
    searchPlaceholder: 'Search…',
    noMatches: 'No matches',
    remove: 'Remove',
    selected: 'Selected',
    moreMatches: '{{count}} more, keep typing to narrow down',
    optional: 'optional',
    // NumberField (ours): why a keystroke was refused, and its step buttons.
    numbersOnly: 'Only numbers can be typed here.',
    wholeNumbersOnly: 'Only whole numbers can be typed here.',
    decimalPlaces: 'At most {{places}} digits after the decimal point.',
    increase: 'Increase',
    decrease: 'Decrease',
    // MaskedField values cut short (ours; the specification has no text for them).
    phoneIncomplete: 'Enter the whole phone number: +971-## ### ####',
    emiratesIdIncomplete: 'Enter the whole Emirates ID: ###-####-#######-#',
    tradeLicenceIncomplete: 'Trade License Number must be 7 digits',
  },
  ar: {
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    selectPlaceholder: 'اختر…',
    searchPlaceholder: 'ابحث…',
    noMatches: 'لا توجد نتائج',
    remove: 'إزالة',
    selected: 'المحدد',
    moreMatches: '{{count}} أخرى، تابع الكتابة لتضييق النتائج',
    optional: 'اختياري',
    numbersOnly: 'يمكن كتابة الأرقام فقط هنا.',
    wholeNumbersOnly: 'يمكن كتابة الأعداد الصحيحة فقط هنا.',
    decimalPlaces: 'بحد أقصى {{places}} أرقام بعد الفاصلة العشرية.',
    increase: 'زيادة',
    decrease: 'إنقاص',
    phoneIncomplete: 'أدخل رقم الهاتف كاملًا: \u200e+971-## ### ####',
    emiratesIdIncomplete: 'أدخل رقم الهوية الإماراتية كاملًا: ###-####-#######-#',
    tradeLicenceIncomplete: 'يجب أن يتكون رقم الرخصة التجارية من 7 أرقام',
  },
} satisfies Messages;
