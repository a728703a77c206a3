import type { Messages } from './messages';

/** Texts of the shell components (English: the specification's wording). */
export const shell = {
  en: {
    skipToContent: 'Skip to content',
    navigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    profile: 'Profile',
    logout: 'Logout',
    search: 'Search',
    searchLabel: 'Search',
    clearSearch: 'Clear search',
    backTo: 'Back to {{section}}',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    navigation: 'التنقل الرئيسي',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    search: 'بحث',
    searchLabel: 'بحث',
    clearSearch: 'مسح البحث',
    backTo: 'العودة إلى {{section}}',
  },
} satisfies Messages;
