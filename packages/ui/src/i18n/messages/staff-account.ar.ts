import type en from './staff-account.en';
import type { Translation } from './messages';

/** Arabic of messages/staff-account.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
