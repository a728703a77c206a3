import type en from './common.en';
import type { Translation } from './messages';

/** Arabic of messages/common.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  cancel: 'إلغاء',
  save: 'حفظ',
  delete: 'حذف',
  update: 'تحديث',
  search: 'بحث',
} satisfies Translation<typeof en>;
