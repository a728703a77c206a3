import type en from './patient-offers.en';
import type { Translation } from './messages';

/** Arabic of messages/patient-offers.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  heading: 'العروض',
  noOffers: 'لا توجد عروض حتى الآن.',
  offersFailed: 'حدثت مشكلة أثناء جلب العروض',
  retry: 'حاول مرة أخرى',
  owner: 'من {{name}}',
  claim: 'احصل على العرض',
  claimOffer: 'احصل على العرض {{title}}',
  claimQuestion: 'هل تريد الحصول على "{{title}}" مقابل {{points}} نقطة؟',
  claimDetail: 'تُخصم النقاط من رصيدك وتحصل على رمز ترويجي تعرضه على {{owner}}.',
  notEnoughPoints: 'تحتاج إلى {{missing}} نقطة إضافية لهذا العرض',
  claimed: 'تم الحصول على العرض. رمزك الترويجي هو {{code}}',
  claimFailed: 'تعذّر الحصول على العرض',
  promoCodesHeading: 'رموزي الترويجية',
  noPromoCodes: 'لم تحصل على أي عرض حتى الآن',
  promoCodesFailed: 'حدثت مشكلة أثناء جلب رموزك الترويجية',
  promoCode: 'الرمز الترويجي',
  claimedOn: 'تم الحصول عليه في {{date}}',
  pointsSpent: '{{points}} نقطة',
  statusPending: 'لم يُستخدم بعد',
  statusRedeemed: 'مُستخدم',
} satisfies Translation<typeof en>;
