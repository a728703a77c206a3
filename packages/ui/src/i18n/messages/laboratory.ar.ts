import type en from './laboratory.en';
import type { Translation } from './messages';

/** Arabic of messages/laboratory.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  requestsTitle: 'طلبات المختبر المعلّقة',
  recordsTitle: 'سجلات نتائج المختبر',
  noRequests: 'لم يتم العثور على طلبات مختبر',
  noResults: 'لم يتم العثور على نتائج فحوصات',
  loadFailed: 'حدثت مشكلة أثناء جلب الطلبات',
  patient: 'المريض',
  doctor: 'الطبيب',
  date: 'التاريخ',
  tests: 'الفحوصات',
  result: 'النتيجة',
  range: 'المدى المرجعي',
  report: 'التقرير (PDF)',
  formHint: 'لكل فحص، أدخل النتيجة والمدى المرجعي، أو أرفق تقريره بصيغة PDF.',
  onlyPdf: 'يُسمح بملفات PDF فقط',
  maxSize: 'يجب ألا يتجاوز الحجم 20 ميغابايت',
  noTests: 'نتائج الفحوصات غير مكتملة',
  incomplete: 'يُرجى إضافة النتيجة والمدى أو اختيار ملف للفحص {{test}}',
  send: 'إرسال النتيجة',
  sending: 'جارٍ الإرسال…',
  uploadProgress: 'تقدّم الرفع',
  sent: 'تم إرسال النتيجة بنجاح',
  sendFailed: 'حدثت مشكلة أثناء إرسال النتيجة',
} satisfies Translation<typeof en>;
