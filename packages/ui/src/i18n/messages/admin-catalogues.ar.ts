import type en from './admin-catalogues.en';
import type { Translation } from './messages';

/** Arabic of messages/admin-catalogues.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  areaTitle: 'المسؤول',
} satisfies Translation<typeof en>;
