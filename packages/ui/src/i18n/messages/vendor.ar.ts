import type en from './vendor.en';
import type { Translation } from './messages';

/** Arabic of messages/vendor.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
