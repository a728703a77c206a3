import type en from './promo-videos.en';
import type { Translation } from './messages';

/** Arabic of messages/promo-videos.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  title: 'الفيديوهات الترويجية',
  add: '+ إضافة فيديو ترويجي',
  empty: 'لا توجد فيديوهات ترويجية',
  loadFailed: 'حدثت مشكلة أثناء جلب الفيديوهات الترويجية',
  retry: 'حاول مرة أخرى',
  created: 'تم إنشاء الفيديو الترويجي بنجاح',
  deleted: 'تم حذف الفيديو الترويجي بنجاح',
  likes: 'الإعجابات',
  views: 'المشاهدات',
  engagements: 'التفاعلات',
  play: 'تشغيل',
  videoActions: 'إجراءات {{name}}',
  addTitle: 'إضافة فيديو ترويجي',
  addDescription: 'ملف فيديو واحد لا تزيد مدته على دقيقتين وحجمه على 20 ميغابايت.',
  video: 'الفيديو',
  name: 'الاسم',
  nameHint: 'يظهر على البطاقة؛ ويُستخدم اسم الملف إذا تُرك فارغًا.',
  upload: 'رفع',
  cancel: 'إلغاء',
  uploading: 'جارٍ الرفع…',
  uploadProgress: 'تقدّم الرفع',
  selectVideo: 'يرجى اختيار فيديو',
  videoTooLong: 'الفيديو طويل جدًا! يرجى رفع فيديو لا تزيد مدته على دقيقتين.',
  videoTooBig: 'الملف كبير جدًا، يرجى اختيار ملف أصغر من 20 ميغابايت',
  nameTooLong: 'يمكن أن يتكون الاسم من 200 حرف على الأكثر',
  playerFailed: 'لا يمكن تشغيل هذا الفيديو.',
} satisfies Translation<typeof en>;
