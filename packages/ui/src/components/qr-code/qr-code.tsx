import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { QUIET_ZONE, qrPath } from './qr-path';

export interface QrCodeProps {
  /** What the code carries, e.g. a paper's /verify/ address. */
  value: string;
  /** What it is, for screen readers ("QR code of the prescription of 12/11/2026"). */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as one SVG path: sharp at any size, black on white with its quiet zone in every theme and
 * direction, so a scanner reads it from a phone's screen. Size it with `className` (e.g. `size-32`).
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('shrink-0', className)}
    >
      {/* White drawn in the picture itself, not by the page's styles: the code stays readable when copied or printed. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
