import type en from './vendor.en';
import type { Translation } from './messages';

/** Arabic of messages/vendor.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  packagesTitle: 'باقات الشريك',
  addPackage: 'إضافة باقة',
  noPackages: 'لا توجد باقات بعد.',
  addPackageTitle: 'إضافة باقة',
  updatePackageTitle: 'تحديث الباقة',
  packageImage: 'صورة الباقة',
  selectPackageImage: 'يرجى اختيار صورة الباقة',

  promoCodesTitle: 'رموز الترويج',
  columnPatientName: 'اسم المريض',
  columnOffer: 'العرض',
  columnPromoCode: 'الرمز الترويجي',
  columnPoints: 'النقاط',
  noPromoCodes: 'لا توجد رموز ترويجية بعد',
  promoCodesFailed: 'حدثت مشكلة أثناء جلب رموز الترويج',
  redeem: 'استبدال',
  redeemCode: 'استبدال {{code}}',
  redeeming: 'جارٍ الاستبدال',
  promoCodeRedeemed: 'تم استبدال الرمز الترويجي',
  redeemFailed: 'حدثت مشكلة أثناء استبدال الرمز الترويجي',
} satisfies Translation<typeof en>;
