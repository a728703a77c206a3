// Catalogues in English and Arabic, as a UAE deployment has them.
import type { LookupKind } from '../db/schema';

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
  category: [
    ['Wellness', 'العافية'],
    ['Dental', 'الأسنان'],
    ['Beauty', 'التجميل'],
    ['Fitness', 'اللياقة'],
    ['Pharmacy', 'الصيدلية'],
    ['Optical', 'البصريات'],
  ],
};
