import type en from './basics.en';
import type { Translation } from './messages';

/** Arabic of messages/basics.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  progress: 'التقدّم',
  percent: '{{value}}٪',
  ratedOutOf: 'التقييم {{rating}} من {{max}}',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  slotAvailable: 'متاح',
  slotBooked: 'محجوز',
  slotApproved: 'معتمد',
  slotTaken: 'منتهٍ',
  promoTaken: 'مستخدم',
  promoPending: 'قيد الانتظار',
  labCompleted: 'مكتمل',
  labPending: 'قيد الانتظار',
} satisfies Translation<typeof en>;
