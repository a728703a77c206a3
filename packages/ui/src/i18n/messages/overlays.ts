import type { Messages } from './messages';

/** Texts of the overlays components (English: the specification's wording). */
export const overlays = {
  en: {
    /** The spec's default delete confirmation (000 §3, 002 §8). */
    confirmDelete: 'Are you sure you want to delete this item?',
    /** Closing a dialog whose form has unsaved changes (the spec has no wording). */
    discardTitle: 'Discard changes?',
    discardText: 'What you entered in this form will be lost.',
    keepEditing: 'Keep editing',
    discard: 'Discard',
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
    discardTitle: 'تجاهل التغييرات؟',
    discardText: 'سيُفقد ما أدخلته في هذا النموذج.',
    keepEditing: 'متابعة التعديل',
    discard: 'تجاهل',
    moreActions: 'إجراءات أخرى',
    breadcrumb: 'مسار التنقل',
    notifications: 'الإشعارات ({hotkey})',
    notification: 'إشعار',
    dismissNotification: 'إغلاق الإشعار',
    success: 'تم بنجاح',
    error: 'خطأ',
  },
} satisfies Messages;
