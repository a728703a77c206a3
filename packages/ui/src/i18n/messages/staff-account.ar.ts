import type en from './staff-account.en';
import type { Translation } from './messages';

/** Arabic of messages/staff-account.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  nurseTitle: 'حساب الممرض',
  receptionistTitle: 'حساب موظف الاستقبال',
  laboratoryTitle: 'حساب المختبر',
  pharmacyTitle: 'حساب الصيدلية',
  laboratoryUpdated: 'تم تحديث المختبر بنجاح',
  laboratoryUpdateFailed: 'حدثت مشكلة أثناء تحديث ملف المختبر',
  pharmacyUpdated: 'تم تحديث الصيدلية بنجاح',
  pharmacyUpdateFailed: 'حدثت مشكلة أثناء تحديث ملف الصيدلية',
  formTitle: 'تفاصيل الحساب',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  passwordHint: 'مطلوبة لحفظ هذه التفاصيل: أدخل كلمة مرور جديدة أو كلمتك الحالية.',
  update: 'تحديث',
  saving: 'جارٍ الحفظ…',
  updated: 'تم تحديث الحساب. يُرجى تسجيل الدخول مرة أخرى.',
  updateFailed: 'حدثت مشكلة أثناء تحديث حسابك',
  loadFailed: 'حدثت مشكلة أثناء جلب حسابك',
} satisfies Translation<typeof en>;
