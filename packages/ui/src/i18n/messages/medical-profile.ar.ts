import type en from './medical-profile.en';
import type { Translation } from './messages';

/** Arabic of messages/medical-profile.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  title: 'الملف الطبي',
  loading: 'جارٍ تحميل ملفك الطبي…',
  loadFailed: 'تعذّر تحميل ملفك الطبي.',
  retry: 'حاول مرة أخرى',
  notRecorded: 'غير مسجّل',
  none: 'لا يوجد',
  valueWithUnit: '{{value}} {{unit}}',

  personalData: 'البيانات الشخصية',
  photoOf: 'صورة {{name}}',
  birthday: 'تاريخ الميلاد',
  gender: 'الجنس',
  male: 'ذكر',
  female: 'أنثى',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  location: 'الموقع',
  insurances: 'التأمينات',

  vitals: 'العلامات الحيوية',
  bloodType: 'فصيلة الدم',
  chooseBloodType: 'اختر فصيلة الدم',
  allergies: 'الحساسية',
  diseases: 'الأمراض',
  height: 'الطول (سم)',
  weight: 'الوزن (كغ)',
  listHint: 'افصل بينها بفواصل.',
  updateVitals: 'تحديث العلامات الحيوية',
  vitalsUpdated: 'تم تحديث العلامات الحيوية',
  required: 'مطلوب',
  positiveNumber: 'يجب أن يكون رقمًا موجبًا',

  previousAppointments: 'المواعيد السابقة',
  when: 'الموعد',
  provider: 'الطبيب أو الخدمة',
  hospital: 'المستشفى',
  prescription: 'الوصفة الطبية',
  noPrescription: 'لا توجد وصفة',
  doctorName: 'د. {{name}}',
  doctorReport: 'تقرير الطبيب',
  doctorReportOf: 'تقرير الطبيب لموعد {{when}}',
  noPreviousAppointments: 'لا توجد مواعيد سابقة بعد',
} satisfies Translation<typeof en>;
