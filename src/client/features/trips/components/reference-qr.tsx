import { useMemo } from 'react';
// The encoder alone: the package's canvas and SVG string renderers are not needed here.
import { create } from 'qrcode/lib/core/qrcode.js';

/** Blank modules around the code, as scanners expect. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code of `text`, as one SVG path, and the code's width with its margin. */
export function qrPath(text: string): { d: string; width: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, width: modules.size + QUIET_ZONE * 2 };
}

/**
 * A booking reference as a QR code, drawn on the device (no network, no image host) as SVG, for
 * the hotel desk or the tour guide to scan; its accessible name says the reference.
 */
export function ReferenceQr({ reference, label }: { reference: string; label: string }) {
  const { d, width } = useMemo(() => qrPath(reference), [reference]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      className="h-40 w-40 shrink-0 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="reference-qr"
    >
      <rect width={width} height={width} fill="#ffffff" />
      <path d={d} fill="#0f172a" />
    </svg>
  );
}
