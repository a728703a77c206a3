// Catalogues in English and Arabic, as a UAE deployment has them.
import type { LookupKind } from '../db/schema';
import type { CategoryIcon } from './pictures';

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
