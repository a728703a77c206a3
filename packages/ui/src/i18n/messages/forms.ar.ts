import type en from './forms.en';
import type { Translation } from './messages';

/** Arabic of messages/forms.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
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
} satisfies Translation<typeof en>;
