import type en from './laboratory.en';
import type { Translation } from './messages';

/** Arabic of messages/laboratory.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
