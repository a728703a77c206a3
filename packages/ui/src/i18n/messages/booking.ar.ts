import type en from './booking.en';
import type { Translation } from './messages';

/** Arabic of messages/booking.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  doctorName: 'د. {{name}}',
  headingDoctor: 'احجز موعدًا مع {{provider}}',
  headingService: 'احجز {{service}} مع {{provider}}',
  atHospital: 'في {{hospital}}',
  pickSlot: 'اختر موعدًا متاحًا لحجزه، أو أحد مواعيدك لإلغائه.',
  calendarLabel: 'مواعيد {{provider}}',

  noChoiceTitle: 'لم تختر طبيبًا بعد',
  noChoiceText: 'اختر طبيبًا، أو خدمة في مستشفى ومقدّمها، لترى المواعيد المتاحة.',
  findDoctor: 'ابحث عن طبيب',

  formTitle: 'احجز هذا الموعد',
  description: 'الوصف',
  descriptionHint: 'اختياري: سبب الزيارة.',
  forSomeoneElse: 'لشخص آخر',
  familyMember: 'فرد العائلة',
  familyMemberHint: 'اتركه فارغًا للحجز لنفسك.',
  book: 'احجز',
  cancel: 'إلغاء',
  booked: 'تم إنشاء موعدك بنجاح، لا تنسَ المطالبة بنقاطك',
  bookFailed: 'حدثت مشكلة أثناء إنشاء الموعد',
  slotTaken: 'عذرًا، حجز شخص آخر هذا الموعد للتو. يرجى اختيار موعد آخر.',
  bookedTitle: 'تم حجز الموعد',
  close: 'إغلاق',

  ownTitle: 'موعدك',
  forMember: 'لـ {{name}}',
  addToCalendar: 'أضف إلى التقويم',
  cancelAppointment: 'إلغاء الموعد',
  cancelQuestion: 'هل تريد إلغاء هذا الموعد؟',
  cancelConfirm: 'نعم، ألغِه',
  keepIt: 'أبقِه',
  cancelled: 'تم إلغاء موعدك بنجاح',
  cancelFailed: 'حدثت مشكلة أثناء إلغاء الموعد',

  icsSummary: 'موعد مع {{provider}}',
  icsSummaryService: '{{service}} مع {{provider}}',
  icsDescription: 'موعدك في عافية. لعرضه أو إلغائه: {{link}}',
} satisfies Translation<typeof en>;
