import type { Messages } from './messages';

/**
 * Texts of the basics components (English: the specification's wording).
 * Status labels keep the spec's spelling of the stored status (BOOKED, completed, ...)
 * in English and translate it in Arabic.
 */
export const basics = {
  en: {
    progress: 'Progress',
    percent: '{{value}}%',
    ratedOutOf: 'Rated {{rating}} out of {{max}}',
    opensInNewTab: '(opens in a new tab)',
    slotAvailable: 'AVAILABLE',
    slotBooked: 'BOOKED',
    slotApproved: 'APPROVED',
    slotTaken: 'TAKEN',
    promoTaken: 'TAKEN',
    promoPending: 'PENDING',
    labCompleted: 'completed',
    labPending: 'pending',
  },
  ar: {
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
  },
} satisfies Messages;
