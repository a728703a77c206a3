import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { decodeQrImageData } from '../../lib/qr';
import { pixelsOf } from '../../lib/qr/qr-decoder';
import { arabic } from '../../stories/locale-globals';
import { QrCode } from './qr-code';

const address = 'https://aafiya.example/verify/Q7mK2xR9vT4pL8nW3cJ6';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: address, label: 'QR code of the prescription of 12/11/2026', className: 'size-40' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SVG as a picture of `side` pixels, as a camera would see the screen. */
async function rasterise(svg: SVGSVGElement, side: number): Promise<ImageData> {
  const image = new Image(side, side);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  return pixelsOf(image, side, side);
}

/** What a pharmacy's scanner (the Scan QR prescription screen's decoder) reads from the drawn code. */
export const ScansBackToItsAddress: Story = {
  name: 'Scanned, it gives back its address',
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code of the prescription of 12/11/2026' });
    if (!(code instanceof SVGSVGElement)) throw new Error('not an SVG');
    await expect(await decodeQrImageData(await rasterise(code, 240))).toBe(address);
  },
};

/** Right to left: the code is not mirrored (a mirrored code reads as nothing). */
export const Arabic: Story = {
  globals: arabic,
  args: { label: 'رمز QR للوصفة الطبية بتاريخ 12/11/2026' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'رمز QR للوصفة الطبية بتاريخ 12/11/2026' });
    if (!(code instanceof SVGSVGElement)) throw new Error('not an SVG');
    await expect(await decodeQrImageData(await rasterise(code, 240))).toBe(address);
  },
};
