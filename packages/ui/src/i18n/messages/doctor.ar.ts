import type en from './doctor.en';
import type { Translation } from './messages';

/** Arabic of messages/doctor.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
