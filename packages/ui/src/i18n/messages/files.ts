import type { Messages } from './messages';

/**
 * Texts of the files components (file field, image crop) and, under `date…`
 * keys, of the date fields. English follows the specification where it has
 * wording ("Required", "From must be in the future", "To must be after From");
 * the spec's upload messages themselves are props the screens pass in.
 */
export const files = {
  en: {
    fileChoose: 'Choose file',
    fileDropHint: 'or drag and drop it here',
    fileRemove: 'Remove {{name}}',
    fileChecking: 'Checking the file…',
    fileWrongType: 'This type of file is not allowed',
    fileTooLarge: 'The file is too large',
    fileTooLong: 'The video is too long',
    cropArea: 'Crop area',
    cropZoom: 'Zoom',
    cropHint: 'Drag the image to move it inside the frame.',
    dateBeforeMin: 'Choose {{min}} or a later day',
    dateInvalid: 'Enter a valid date',
    dateSelectTime: 'Select time',
    dateDay: 'Date',
    dateFrom: 'From',
    dateTo: 'To',
    dateSlotFromRequired: 'Required',
    dateSlotToRequired: 'Required',
    dateSlotOutsideDay: 'The slot must be on the selected day',
    dateSlotHalfHour: 'Minutes must be 0 or 30',
    dateSlotFromPast: 'From must be in the future',
    dateSlotToBeforeFrom: 'To must be after From',
  },
  ar: {
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
  },
} satisfies Messages;
