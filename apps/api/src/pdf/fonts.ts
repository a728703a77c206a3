// The papers' typeface: IBM Plex Sans Arabic (Latin and Arabic in one face, the
// web app's too), regular and bold, read from its npm package and unwrapped from
// WOFF once per process; every paper embeds (a subset of) these bytes.
//
// The files are found by Node's module resolution from this module's own URL:
// from the sources (src/pdf/fonts.ts: tests, tsx) and from the build (dist/main.js,
// which keeps npm packages external) alike, both resolve apps/api/node_modules, so
// nothing is copied into dist.
//
// Each paper hands pdfkit the bytes, so fontkit reads the font's tables once per
// paper: about 40 ms of a lab report's 60 on the 2-core machine. One parsed font
// shared by all papers is not safe: fontkit caches each glyph with the characters
// of its first use, and pdfkit's subsetting asks for the parts of composite glyphs
// (ي at the end of a word is drawn as ى plus two dots) without characters, so in
// every later paper that ى would copy and search as nothing (paper.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntFromWoff } from './woff';

export interface PaperFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const require = createRequire(import.meta.url);
const woffDir = '@ibm/plex-sans-arabic/fonts/complete/woff';

let fonts: PaperFonts | undefined;

/** The regular and bold paper fonts as OpenType bytes, read on the first call. */
export function paperFonts(): PaperFonts {
  if (!fonts) {
    const open = (file: string) => sfntFromWoff(readFileSync(require.resolve(`${woffDir}/${file}`)));
    fonts = { regular: open('IBMPlexSansArabic-Regular.woff'), bold: open('IBMPlexSansArabic-Bold.woff') };
  }
  return fonts;
}
