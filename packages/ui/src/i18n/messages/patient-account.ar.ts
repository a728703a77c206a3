import type en from './patient-account.en';
import type { Translation } from './messages';

/** Texts of the patient dashboard's Account tab, Arabic (see patient-account.en.ts). */
export default {
  loading: 'جارٍ تحميل حسابك',
  loadFailed: 'تعذّر تحميل حسابك.',
  formTitle: 'البيانات الشخصية وبيانات الاتصال',
  update: 'تحديث',
  saving: 'جارٍ الحفظ…',
  passwordHint: 'اترك الحقلين فارغين للإبقاء على كلمة المرور الحالية.',
  updated: 'تم تحديث الملف الشخصي للمريض',
  updateFailed: 'حدثت مشكلة أثناء تحديث الملف الشخصي للمريض',

  deletionTitle: 'حذف الحساب',
  deletionNote: 'طلب الحذف يُرسَل إلى المسؤول ليؤكده. وحتى ذلك الحين يبقى حسابك يعمل ويمكنك إلغاء الطلب.',
  deletionPending: 'لقد طلبت حذف حسابك.',
  deleteAccount: 'حذف الحساب',
  cancelRequest: 'إلغاء الطلب',
  deleteQuestion: 'هل تريد طلب حذف حسابك؟',
  deleteDetail: 'تسقط نقاطك عند حذف الحساب.',
  confirmDelete: 'طلب الحذف',
  deletionRequested: 'تم طلب حذف الحساب',
  deletionCancelled: 'تم إلغاء طلب حذف الحساب',
  deletionFailed: 'حدثت مشكلة أثناء تحديث طلب الحذف',
} satisfies Translation<typeof en>;
