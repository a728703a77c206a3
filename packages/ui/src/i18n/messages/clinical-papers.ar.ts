import type en from './clinical-papers.en';
import type { Translation } from './messages';

/** Arabic of messages/clinical-papers.en.ts: the same keys (checked here and by resources.test.ts). */
export default {} satisfies Translation<typeof en>;
