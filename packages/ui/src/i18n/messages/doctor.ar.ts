import type en from './doctor.en';
import type { Translation } from './messages';

/** Arabic of messages/doctor.en.ts: the same keys (checked here and by resources.test.ts). */
export default {
  // Calendar (/doctors): the page's heading (the specification names the screen "Calendar of slots").
  calendarTitle: 'التقويم',
} satisfies Translation<typeof en>;
