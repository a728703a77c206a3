import type en from './patient-dashboard.en';
import type { Translation } from './messages';

/** Arabic of messages/patient-dashboard.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  heading: 'ملفي الشخصي',
  tabsLabel: 'ملفي الشخصي',
  pointsLabel: 'نقاطك',
  points_zero: '{{count}} نقطة',
  points_one: 'نقطة واحدة',
  points_two: 'نقطتان',
  points_few: '{{count}} نقاط',
  points_many: '{{count}} نقطة',
  points_other: '{{count}} نقطة',
  offersLink: 'استبدل نقاطك بالعروض', // (ours)
  tabMedicalProfile: 'الملف الطبي',
  tabFamilyMembers: 'أفراد العائلة',
  tabAppointments: 'المواعيد',
  tabSickLeaves: 'الإجازات المرضية',
  tabQrPrescription: 'وصفة QR',
  tabLabResults: 'نتائج المختبر',
  tabAccount: 'الحساب',
  tabLoading: 'جارٍ التحميل…',

  sickLeavesLoading: 'جارٍ تحميل إجازاتك المرضية',
  sickLeavesFailed: 'حدثت مشكلة أثناء جلب الإجازات المرضية',
  noSickLeaves: 'لا توجد إجازات مرضية حتى الآن',
  leaveDates: 'من {{from}} إلى {{to}}',
  issuedOn: 'صدرت في {{date}}',
  byDoctor: 'د. {{name}}',
  downloadSickLeave: 'تنزيل',
  downloadSickLeaveOf: 'تنزيل الإجازة المرضية من {{from}} إلى {{to}}',

  prescriptionsLoading: 'جارٍ تحميل وصفاتك',
  prescriptionsFailed: 'حدثت مشكلة أثناء جلب الوصفات',
  noPrescriptions: 'لا توجد وصفات حتى الآن',
  writtenOn: 'كُتبت في {{date}}',
  qrCodeOf: 'رمز QR للوصفة الطبية بتاريخ {{date}}', // (ours)
  qrOnScreen: 'اعرض هذا الرمز في الصيدلية؛ وهو موجود أيضًا في ملف PDF.', // (ours)
  qrOnPaper: 'رمز QR موجود في ملف الوصفة PDF: اعرضه في الصيدلية.',
  downloadPrescription: 'تنزيل',
  downloadPrescriptionOf: 'تنزيل وصفة {{date}} مع رمز QR',

  labResultsLoading: 'جارٍ تحميل نتائج المختبر',
  labResultsFailed: 'حدثت مشكلة أثناء جلب نتائج المختبر',
  noLabResults: 'لا توجد نتائج مختبر حتى الآن',
  labRequestOf: 'طلب مختبر بتاريخ {{date}}',
  pending: 'قيد الانتظار',
  viewResult: 'عرض النتيجة',
  viewResultOf: 'عرض النتيجة بتاريخ {{date}}',
} satisfies Translation<typeof en>;
