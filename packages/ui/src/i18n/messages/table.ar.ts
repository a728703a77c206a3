import type en from './table.en';
import type { Translation } from './messages';

/** Arabic of messages/table.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  actions: 'الإجراءات',
  empty: 'لا توجد بيانات',
  error: 'حدث خطأ ما',
  retry: 'حاول مرة أخرى',
  rowActions: 'إجراءات الصف',
} satisfies Translation<typeof en>;
