import type en from './overlays.en';
import type { Translation } from './messages';

/** Arabic of messages/overlays.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
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
} satisfies Translation<typeof en>;
