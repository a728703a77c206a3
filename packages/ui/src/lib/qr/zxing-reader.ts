// zxing-wasm's reader, configured to fetch its WebAssembly from our own site (there is no internet at run time):
// `?url` makes the consuming Vite build (a site, Storybook) copy the file and give its address. Loaded only by
// qr-decoder.ts's dynamic import, when decoding starts.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** The text of the first QR code in an image, or null when it has none. */
export async function readQrText(image: ImageData): Promise<string | null> {
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  const found = results.find((result) => result.isValid && result.text !== '');
  return found ? found.text : null;
}
