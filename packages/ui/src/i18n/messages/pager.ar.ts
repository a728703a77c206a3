import type en from './pager.en';
import type { Translation } from './messages';

/** Arabic of messages/pager.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  previous: 'السابق',
  next: 'التالي',
  pagination: 'ترقيم الصفحات',
  page: 'الصفحة {{page}}',
  morePages: 'صفحات أخرى',
} satisfies Translation<typeof en>;
