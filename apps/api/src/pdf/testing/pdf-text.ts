// For tests: the text pdf.js (Mozilla's PDF reader) extracts from a PDF, the way
// a reader's search or copy sees it. pdf.js puts right-to-left text back into
// logical order, one item per string drawn.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  text: string;
  dir: string;
  /** The left end of its baseline, in points from the page's bottom left. */
  x: number;
  y: number;
}

/** Every page's text items, in the order the page draws them. */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: PdfTextItem[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        items.flatMap((item) =>
          'str' in item && item.str.trim() !== ''
            ? [{ text: item.str, dir: item.dir, x: Number(item.transform[4]), y: Number(item.transform[5]) }]
            : [],
        ),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Every page's link addresses (URI annotations), in the order the page lists them. */
export async function pdfLinks(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const annotations = (await (await pdf.getPage(n)).getAnnotations()) as { url?: unknown }[];
      pages.push(annotations.flatMap((annotation) => (typeof annotation.url === 'string' ? [annotation.url] : [])));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
