import type en from './pharmacy.en';
import type { Translation } from './messages';

/** Arabic of messages/pharmacy.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
