import type { Messages } from './messages';

/** Texts shared by many components. */
export const common = {
  en: {
    loading: 'Loading',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    update: 'Update',
    search: 'Search',
  },
  ar: {
    loading: 'جارٍ التحميل',
    close: 'إغلاق',
    cancel: 'إلغاء',
    save: 'حفظ',
    delete: 'حذف',
    update: 'تحديث',
    search: 'بحث',
  },
} satisfies Messages;
