import type en from './files.en';
import type { Translation } from './messages';

/** Arabic of messages/files.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  fileChoose: 'اختر ملفًا',
  fileDropHint: 'أو اسحبه وأفلته هنا',
  fileRemove: 'إزالة {{name}}',
  fileChecking: 'جارٍ التحقق من الملف…',
  fileWrongType: 'نوع الملف غير مسموح به',
  fileTooLarge: 'حجم الملف كبير جدًا',
  fileTooLong: 'الفيديو طويل جدًا',
  cropArea: 'منطقة القص',
  cropZoom: 'التكبير',
  cropHint: 'اسحب الصورة لتحريكها داخل الإطار.',
  dateBeforeMin: 'اختر {{min}} أو يومًا لاحقًا',
  dateInvalid: 'أدخل تاريخًا صحيحًا',
  dateSelectTime: 'اختر الوقت',
  dateDay: 'التاريخ',
  dateFrom: 'من',
  dateTo: 'إلى',
  dateSlotFromRequired: 'مطلوب',
  dateSlotToRequired: 'مطلوب',
  dateSlotOutsideDay: 'يجب أن يكون الموعد في اليوم المحدد',
  dateSlotHalfHour: 'يجب أن تكون الدقائق 0 أو 30',
  dateSlotFromPast: 'يجب أن يكون وقت البدء في المستقبل',
  dateSlotToBeforeFrom: 'يجب أن يكون وقت الانتهاء بعد وقت البدء',
} satisfies Translation<typeof en>;
