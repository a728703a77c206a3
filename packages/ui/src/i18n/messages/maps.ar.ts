import type en from './maps.en';
import type { Translation } from './messages';

/** Arabic of messages/maps.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  loading: 'جارٍ تحميل الخريطة',
  error: 'حدث خطأ أثناء تحميل الخريطة',
  mapLabel: 'الخريطة',
  pickerLabel: 'الخريطة: اختر موقعًا',
  pickerHint: 'انقر على الخريطة، أو اضغط Enter لوضع العلامة في وسط الخريطة.',
  markerLabel: 'الموقع المحدد',
  markerHint: 'استخدم مفاتيح الأسهم لتحريك العلامة.',
  coordinates: 'خط العرض {{latitude}}، خط الطول {{longitude}}',
  noLocation: 'لم يتم تحديد موقع',
  searchLabel: 'ابحث عن مكان',
  searchPlaceholder: 'ابحث عن الأماكن',
  search: 'بحث',
  searching: 'جارٍ البحث…',
  searchResults: 'نتائج البحث',
  resultCount: 'الأماكن التي تم العثور عليها: {{count}}',
  noResults: 'لم يتم العثور على أماكن',
  searchError: 'تعذّر البحث، حاول مرة أخرى',
  updateLocation: 'تحديث الموقع',
  directionsLabel: 'خريطة الاتجاهات',
  origin: 'نقطة البداية',
  destination: 'الوجهة',
  openDirections: 'فتح الاتجاهات',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
} satisfies Translation<typeof en>;
