// Catalogues in English and Arabic, as a UAE deployment has them.
import type { LookupKind } from '../db/schema';
import type { CategoryIcon, ServiceIcon } from './pictures';

type Entry = [en: string, ar: string];

export const catalogues: Record<LookupKind, Entry[]> = {
  country: [
    ['United Arab Emirates', 'الإمارات العربية المتحدة'],
    ['Saudi Arabia', 'المملكة العربية السعودية'],
    ['Egypt', 'مصر'],
    ['India', 'الهند'],
    ['Pakistan', 'باكستان'],
    ['Philippines', 'الفلبين'],
    ['Jordan', 'الأردن'],
    ['Lebanon', 'لبنان'],
    ['United Kingdom', 'المملكة المتحدة'],
    ['Syria', 'سوريا'],
  ],
  gender: [
    ['Male', 'ذكر'],
    ['Female', 'أنثى'],
  ],
  language: [
    ['Arabic', 'العربية'],
    ['English', 'الإنجليزية'],
    ['Hindi', 'الهندية'],
    ['Urdu', 'الأردية'],
    ['Tagalog', 'التاغالوغية'],
    ['French', 'الفرنسية'],
  ],
  insurance: [
    ['Daman', 'ضمان'],
    ['ADNIC', 'أبوظبي الوطنية للتأمين'],
    ['Sukoon', 'سكون'],
    ['AXA Gulf', 'أكسا الخليج'],
    ['MetLife', 'ميتلايف'],
    ['Cigna', 'سيجنا'],
    ['Bupa Global', 'بوبا العالمية'],
    ['NAS', 'ناس'],
    ['Nextcare', 'نكست كير'],
    ['Thiqa', 'ثقة'],
  ],
  speciality: [
    ['Cardiology', 'أمراض القلب'],
    ['Dermatology', 'الأمراض الجلدية'],
    ['Paediatrics', 'طب الأطفال'],
    ['Orthopaedics', 'جراحة العظام'],
    ['Obstetrics and Gynaecology', 'النساء والولادة'],
    ['Ophthalmology', 'طب العيون'],
    ['ENT', 'الأنف والأذن والحنجرة'],
    ['Family Medicine', 'طب الأسرة'],
    ['Internal Medicine', 'الطب الباطني'],
    ['Dentistry', 'طب الأسنان'],
    ['Neurology', 'طب الأعصاب'],
    ['Psychiatry', 'الطب النفسي'],
  ],
  // Hospital categories (the search filter's checkedCategories).
  category: [
    ['General Hospital', 'مستشفى عام'],
    ['Specialty Clinic', 'عيادة تخصصية'],
    ['Dental Centre', 'مركز طب الأسنان'],
    ['Diagnostic Centre', 'مركز تشخيص'],
    ['Day Surgery Centre', 'مركز جراحة اليوم الواحد'],
    ['Maternity Hospital', 'مستشفى الولادة'],
    ['Rehabilitation Centre', 'مركز إعادة التأهيل'],
  ],
  // Hospital add-on services.
  addon: [
    ['Pharmacy', 'صيدلية'],
    ['Free Parking', 'مواقف مجانية'],
    ['Valet Parking', 'خدمة صف السيارات'],
    ['Radiology', 'الأشعة'],
    ['Laboratory', 'المختبر'],
    ['24/7 Emergency', 'طوارئ على مدار الساعة'],
    ['Prayer Room', 'مصلى'],
    ['Wheelchair Access', 'مدخل لذوي الإعاقة'],
    ['Cafeteria', 'كافتيريا'],
  ],
};

/** Offer (package) categories with the icon of their picture. */
export const packageCategoryEntries: { en: string; ar: string; icon: CategoryIcon }[] = [
  { en: 'Health Check-ups', ar: 'الفحوصات الصحية', icon: 'heart' },
  { en: 'Dental Care', ar: 'العناية بالأسنان', icon: 'tooth' },
  { en: 'Wellness & Fitness', ar: 'العافية واللياقة', icon: 'leaf' },
  { en: 'Beauty & Skin', ar: 'الجمال والبشرة', icon: 'drop' },
  { en: 'Eye Care', ar: 'العناية بالعيون', icon: 'eye' },
  { en: 'Mother & Child', ar: 'الأم والطفل', icon: 'baby' },
  { en: 'Pharmacy', ar: 'الصيدلية', icon: 'cross' },
];

/**
 * The specialities' search tags (002 §3: comma-separated) and logos, by English
 * name; their order is the order of `catalogues.speciality` (1, 2, 3, ...), so
 * the admin's grid and the home page's finder show the common ones first.
 */
export const specialityDetails: Record<string, { tags: string; icon: ServiceIcon }> = {
  Cardiology: { tags: 'heart, blood pressure, ECG, chest pain', icon: 'heart' },
  Dermatology: { tags: 'skin, hair, acne, eczema', icon: 'drop' },
  Paediatrics: { tags: 'children, baby, vaccination, growth', icon: 'baby' },
  Orthopaedics: { tags: 'bones, joints, knee, back pain, sports injury', icon: 'bone' },
  'Obstetrics and Gynaecology': { tags: 'pregnancy, women, maternity, fertility', icon: 'baby' },
  Ophthalmology: { tags: 'eyes, vision, glasses, cataract', icon: 'eye' },
  ENT: { tags: 'ear, nose, throat, sinus, hearing', icon: 'cross' },
  'Family Medicine': { tags: 'general practice, GP, check-up, fever', icon: 'cross' },
  'Internal Medicine': { tags: 'diabetes, blood tests, chronic illness', icon: 'flask' },
  Dentistry: { tags: 'teeth, dental, braces, cleaning', icon: 'tooth' },
  Neurology: { tags: 'brain, nerves, headache, migraine, epilepsy', icon: 'syringe' },
  Psychiatry: { tags: 'mental health, anxiety, depression, sleep', icon: 'leaf' },
};
