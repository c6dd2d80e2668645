import type { ReferenceQr as Qr } from '../../../../domain/booking-view.ts';

/**
 * A booking reference as a QR code, drawn as SVG from the path the server sent with the booking
 * (src/server/lib/reference-qr.ts), so it shows with no network; its accessible name says the
 * reference.
 */
export function ReferenceQr({ qr, label }: { qr: Qr; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      className="h-40 w-40 shrink-0 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="reference-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#0f172a" />
    </svg>
  );
}
