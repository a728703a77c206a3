import type en from './admin.en';
import type { Translation } from './messages';

/** Arabic of messages/admin.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  areaTitle: 'المسؤول',
} satisfies Translation<typeof en>;
