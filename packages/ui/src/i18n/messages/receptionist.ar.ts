import type en from './receptionist.en';
import type { Translation } from './messages';

/** Arabic of messages/receptionist.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  loadingHospital: 'جارٍ تحميل مستشفاك',
  hospitalLoadFailed: 'حدثت مشكلة أثناء جلب مستشفاك',
} satisfies Translation<typeof en>;
