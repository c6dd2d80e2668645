import { create } from 'qrcode';
import type { ReferenceQr } from '../../domain/booking-view.ts';

/** Blank modules around the code, as scanners expect. */
const QUIET_ZONE = 4;

/**
 * A booking reference as a QR code (error correction M), for the hotel desk or the tour guide to
 * scan: its dark modules as one SVG path, each row's runs of dark modules one rectangle, and the
 * code's width with its quiet zone. Made on the server and sent with the booking, so the phone
 * keeps it with the trip and draws it offline without carrying a QR encoder (issue 35's bytes).
 */
export function referenceQr(reference: string): ReferenceQr {
  const { modules } = create(reference, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < modules.size && modules.get(row, end)) end += 1;
      const run = end - col;
      path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
      col = end;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}
