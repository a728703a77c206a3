import type en from './shell.en';
import type { Translation } from './messages';

/** Arabic of messages/shell.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
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
} satisfies Translation<typeof en>;
