import type en from './nurse.en';
import type { Translation } from './messages';

/** Arabic of messages/nurse.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
