// Reading QR codes in the browser (#21): zxing-wasm and pdfjs load on first use.
export { decodeQrFile, decodeQrImageData } from './qr-decoder';
export { prescriptionReferenceOf } from './prescription-reference';
export { type QrCameraState, useQrCamera } from './use-qr-camera';
