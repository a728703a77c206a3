import type { Messages } from './messages';

/** Texts of the overlays components (English: the specification's wording). */
export const overlays = {
  en: {
    /** The spec's default delete confirmation (000 §3, 002 §8). */
    confirmDelete: 'Are you sure you want to delete this item?',
    moreActions: 'More actions',
    breadcrumb: 'Breadcrumb',
    notifications: 'Notifications ({hotkey})',
    notification: 'Notification',
    dismissNotification: 'Dismiss notification',
    success: 'Success',
    error: 'Error',
  },
  ar: {
    confirmDelete: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
    moreActions: 'إجراءات أخرى',
    breadcrumb: 'مسار التنقل',
    notifications: 'الإشعارات ({hotkey})',
    notification: 'إشعار',
    dismissNotification: 'إغلاق الإشعار',
    success: 'تم بنجاح',
    error: 'خطأ',
  },
} satisfies Messages;
