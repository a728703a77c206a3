import type en from './public-info.en';
import type { Translation } from './messages';

/** Arabic of messages/public-info.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  pharmaciesTitle: 'الصيدليات',
  pharmaciesIntro:
    'تصرف الصيدليات الشريكة وصفاتك الطبية من رمز QR الذي يعطيك إياه طبيبك في عافية: بلا أوراق وبلا إعادة كتابة.',
  pharmaciesStepsTitle: 'كيف تستخدم وصفتك برمز QR',
  pharmaciesStep1: 'بعد زيارتك، يكتب طبيبك الوصفة الطبية في عافية.',
  pharmaciesStep2: 'افتح الوصفة برمز QR في ملفك الشخصي لترى رمزها.',
  pharmaciesStep3: 'اعرض الرمز في الصيدلية: يمسحه الصيدلي ويصرف أدويتك.',
  openProfile: 'افتح ملفي الشخصي',
  pharmacyJoinTitle: 'هل أنت صيدلية؟',
  pharmacyJoinText: 'انضم إلى عافية لقراءة الوصفات برمز QR وخدمة المرضى في جميع أنحاء الإمارات.',
  contactToJoin: 'تواصل معنا للانضمام',
  insurancesTitle: 'شركات التأمين',
  insurancesIntro:
    'تقبل المستشفيات في عافية شركات التأمين هذه. أضف شركتك إلى ملفك الشخصي لتظهر المستشفيات التي تقبلها مميّزة في البحث.',
  insurancesListLabel: 'شركات التأمين',
  verified: 'موثّق',
  insurancesEmpty: 'لا توجد شركات تأمين بعد.',
  insurancesError: 'تعذّر تحميل شركات التأمين.',
  findHospitals: 'ابحث عن المستشفيات',
  loadingInsurances: 'جارٍ تحميل شركات التأمين',
  quoteTitle: 'اطلب عرض سعر',
  quoteIntro:
    'هل تخطط لعلاج أو فحص صحي شامل أو تغطية لشركتك؟ أخبرنا بما تحتاج إليه وسيعود إليك فريقنا بعرض سعر من المستشفيات الشريكة.',
  quotePoint1: 'أسعار من المستشفيات والعيادات في جميع أنحاء الإمارات',
  quotePoint2: 'طلب واحد يرد عليه فريقنا خلال يومي عمل',
  quotePoint3: 'بلا التزام وبلا رسوم',
  requestQuote: 'اطلب عرض سعر',
  quoteFormDescription: 'جميع الحقول مطلوبة.',
  name: 'الاسم',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  message: 'الرسالة',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  cancel: 'إلغاء',
  required: 'مطلوب',
  invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
  quoteSent: 'تم إرسال طلبك. سنتواصل معك قريبًا.',
} satisfies Translation<typeof en>;
