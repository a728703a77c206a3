import type en from './diagnosis.en';
import type { Translation } from './messages';

/** Arabic of messages/diagnosis.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
