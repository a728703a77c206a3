import type en from './nurse.en';
import type { Translation } from './messages';

/** Arabic of messages/nurse.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  dashboardTitle: 'لوحة التحكم',
  appointmentsTitle: 'المواعيد',
  noAppointments: 'لم يتم العثور على مواعيد',
  scheduleTitle: 'جدولي',
  doctorScheduleTitle: 'جدول د. {{name}}',
  doctorScheduleTitleAnonymous: 'جدول الطبيب',
  backToDoctors: 'العودة إلى الأطباء',
  addPatient: 'إضافة مريض',
  emiratesId: 'الهوية الإماراتية',
  birthday: 'تاريخ الميلاد',
  gender: 'الجنس',
  male: 'ذكر',
  female: 'أنثى',
  location: 'الموقع',
  required: 'مطلوب',
  patientCreated: 'تم إنشاء المريض بنجاح',
  updateVitals: 'تحديث العلامات الحيوية',
  bloodType: 'فصيلة الدم',
  allergies: 'الحساسية',
  allergiesHint: 'افصل بينها بفواصل.',
  height: 'الطول (سم)',
  weight: 'الوزن (كغ)',
  heartRate: 'معدل ضربات القلب (نبضة/دقيقة)',
  temprature: 'درجة حرارة الجسم (°م)',
  glucose: 'الجلوكوز (ملغ/دل)',
  positiveNumber: 'يجب أن يكون رقمًا موجبًا',
  vitalsUpdated: 'تم تحديث العلامات الحيوية',
} satisfies Translation<typeof en>;
