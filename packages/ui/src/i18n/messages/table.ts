import type { Messages } from './messages';

/** Texts of the table components (English: the specification's wording). */
export const table = {
  en: {
    // Header of the row-actions column (the admin approvals table names it "Actions").
    actions: 'Actions',
    // Default empty text; screens pass their own ("No appointment found", "No Promo Codes", ...).
    empty: 'No data found',
    // Default failure text ("Something went wrong" is the specification's generic failure message).
    error: 'Something went wrong',
    retry: 'Try again',
    rowActions: 'Row actions',
  },
  ar: {
    actions: 'الإجراءات',
    empty: 'لا توجد بيانات',
    error: 'حدث خطأ ما',
    retry: 'حاول مرة أخرى',
    rowActions: 'إجراءات الصف',
  },
} satisfies Messages;
