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
  },
} satisfies Messages;
