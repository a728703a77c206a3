import { z } from 'zod';

// Every form schema imports zod from here. `jitless`: zod would otherwise probe
// for `new Function` (to compile faster object parsers) on the first parse, which
// the sites' Content-Security-Policy (script-src without 'unsafe-eval') refuses
// and Chromium reports as a violation (Lighthouse's best practices, #18). The
// interpreted parsers are fast enough for forms.
z.config({ jitless: true });

export { z };
