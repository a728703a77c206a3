import type { Messages } from './messages';

/**
 * Texts of the Promo Videos screen and its modals (000 §2.5 "Promo Videos",
 * §5, §8). English is the specification's wording where it gives one; the
 * rest is ours and marked "(ours)". Arabic translations are ours.
 */
export const promoVideos = {
  en: {
    title: 'Promo Videos',
    add: '+ ADD PROMO VIDEO',
    empty: 'No promo videos found',
    loadFailed: 'Problem while getting promos',
    retry: 'Try again', // (ours)
    created: 'Promo created successfully',
    deleted: 'Promo deleted successfully',
    likes: 'Likes',
    views: 'Views',
    engagements: 'Engagements',
    play: 'Play',
    videoActions: 'Actions for {{name}}', // (ours)
    // The add modal (its title and fields are not shown; ours).
    addTitle: 'Add Promo Video', // (ours)
    addDescription: 'One video file of at most 2 minutes and 20 MB.', // (ours)
    video: 'Video', // (ours)
    name: 'Name', // (ours)
    nameHint: 'Shown on the card; the file name when left empty.', // (ours)
    upload: 'Upload', // (ours)
    cancel: 'Cancel', // (ours)
    uploading: 'Uploading…', // (ours)
    uploadProgress: 'Upload progress', // (ours)
    // 000 §5.
    selectVideo: 'Please select a video',
    videoTooLong: 'Video is too long! Please upload a video with a maximum length of 2 minutes.',
    videoTooBig: 'File too big, please select a file less than 20MB',
    nameTooLong: 'The name can have at most 200 characters', // (ours)
    // The player (ours).
    playerFailed: 'This video cannot be played.',
  },
  ar: {
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
  },
} satisfies Messages;
