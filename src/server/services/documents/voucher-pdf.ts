import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import {
  BRAND,
  DOMAIN,
  formatIssued,
  cancellationSummary,
  isAwaitingConfirmation,
  isCancelled,
  moneyOf,
  walletPaymentLine,
  statusOf,
  wordingFor,
  type BookingDocument,
} from './booking-document.ts';

// ---------------------------------------------------------------------------------------------
// PDF voucher

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const FOOTER_HEIGHT = 44;
const COLORS = {
  brand: rgb(0x0f / 255, 0x5f / 255, 0x3b / 255),
  brandLight: rgb(0xee / 255, 0xfa / 255, 0xf3 / 255),
  clay: rgb(0xb5 / 255, 0x45 / 255, 0x2a / 255),
  amber: rgb(0x92 / 255, 0x40 / 255, 0x0e / 255),
  ink: rgb(0.11, 0.13, 0.15),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.86, 0.88, 0.9),
  white: rgb(1, 1, 1),
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * DejaVu Sans, shipped with the app (the npm package dejavu-fonts-ttf) and embedded as a subset:
 * it has the letters of Yoruba, Igbo, Hausa, Akan, Ewe and Wolof (ẹ ọ ṣ ɛ ɔ ŋ ɓ ɗ ƙ ƴ and the
 * tone marks), so names print as they are written on the passport.
 */
const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function loadFonts() {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

/** Characters the font cannot draw, written the way a person would type them. */
const TYPED_EQUIVALENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '−': '-',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
};

const isPrintableAscii = (code: number) => code >= 0x20 && code <= 0x7e;

/** V8's segmenter copies its whole input for every segment, so it only ever sees short windows. */
const SEGMENTER_WINDOW = 128;

/** Grapheme clusters of a text that starts and ends at cluster boundaries, in linear time. */
function* segmentInWindows(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SEGMENTER_WINDOW);
    const beforeEnd = text.charCodeAt(end - 1);
    if (end < text.length && beforeEnd >= 0xd800 && beforeEnd <= 0xdbff) end -= 1;
    let last = '';
    let lastAt = 0;
    for (const { segment, index } of graphemes.segment(text.slice(start, end))) {
      if (last !== '') yield last;
      last = segment;
      lastAt = index;
    }
    // The window's last cluster may go on past it, so it starts the next window; a cluster
    // longer than a whole window (a run of combining marks) is cut at the window's end.
    if (end === text.length || lastAt === 0) {
      yield last;
      start = end;
    } else {
      start += lastAt;
    }
  }
}

/**
 * The grapheme clusters of a text, in linear time. Two printable ASCII characters side by side
 * always have a cluster boundary between them, so only the text around others is segmented.
 */
function* graphemesOf(text: string): Generator<string> {
  let i = 0;
  while (i < text.length) {
    if (
      isPrintableAscii(text.charCodeAt(i)) &&
      (i + 1 === text.length || isPrintableAscii(text.charCodeAt(i + 1)))
    ) {
      yield text.charAt(i);
      i += 1;
      continue;
    }
    let end = i + 1;
    while (
      end < text.length &&
      !(isPrintableAscii(text.charCodeAt(end - 1)) && isPrintableAscii(text.charCodeAt(end)))
    ) {
      end += 1;
    }
    yield* segmentInWindows(text.slice(i, end));
    i = end;
  }
}

/**
 * Makes text drawable with the embedded font: what it has is kept as written; control and line
 * separator characters become spaces; what it lacks is typed out (arrows), reduced to its base
 * letter, or '?'.
 */
export function toDrawable(text: string, drawable: ReadonlySet<number>): string {
  const canDraw = (value: string) => {
    for (const c of value) if (!drawable.has(c.codePointAt(0) ?? 0)) return false;
    return true;
  };
  let out = '';
  for (const cluster of graphemesOf(text)) {
    const segment = cluster.normalize('NFC');
    const typed = TYPED_EQUIVALENTS[segment];
    if (/^[\p{Cc}\p{Zl}\p{Zp}]+$/u.test(segment)) {
      out += ' ';
    } else if (canDraw(segment)) {
      out += segment;
    } else if (typed !== undefined) {
      out += typed;
    } else {
      const base = segment.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && canDraw(base) ? base : '?';
    }
  }
  return out;
}

const glyphUnitsByFont = new WeakMap<PDFFont, Map<string, number>>();

/** A character's width in font units (its width at size 1000): whole numbers, exact to add. */
function glyphUnits(font: PDFFont, char: string): number {
  let byChar = glyphUnitsByFont.get(font);
  if (!byChar) {
    byChar = new Map();
    glyphUnitsByFont.set(font, byChar);
  }
  let units = byChar.get(char);
  if (units === undefined) {
    units = font.widthOfTextAtSize(char, 1000);
    byChar.set(char, units);
  }
  return units;
}

/** How wide text is drawn: pdf-lib draws without kerning, so the sum of its glyphs' widths. */
function drawnWidth(text: string, font: PDFFont, size: number): number {
  let units = 0;
  for (const char of text) units += glyphUnits(font, char);
  return units * (size / 1000);
}

/**
 * Breaks text into lines at most `maxWidth` wide as drawn, at spaces where it can and inside a
 * word wider than the column (an e-mail address, a long reference) where it must. Linear time.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const scale = size / 1000;
  const fits = (units: number) => units * scale <= maxWidth;
  const spaceUnits = glyphUnits(font, ' ');

  const lines: string[] = [];
  let current = '';
  let currentUnits = 0;
  // At breaking spaces only: a no-break space holds '4 h 30 min' and 'Statut :' together.
  for (const word of text.split(/[ \t\r\n]+/)) {
    if (word === '') continue;
    let wordUnits = 0;
    for (const char of word) wordUnits += glyphUnits(font, char);
    if (current !== '' && fits(currentUnits + spaceUnits + wordUnits)) {
      current += ` ${word}`;
      currentUnits += spaceUnits + wordUnits;
      continue;
    }
    if (current !== '') lines.push(current);
    if (fits(wordUnits)) {
      current = word;
      currentUnits = wordUnits;
      continue;
    }
    let start = 0;
    let end = 0;
    let pieceUnits = 0;
    for (const char of word) {
      const units = glyphUnits(font, char);
      if (end > start && !fits(pieceUnits + units)) {
        lines.push(word.slice(start, end));
        start = end;
        pieceUnits = 0;
      }
      pieceUnits += units;
      end += char.length;
    }
    current = word.slice(start);
    currentUnits = pieceUnits;
  }
  if (current !== '') lines.push(current);
  return lines.length > 0 ? lines : [''];
}

type TextStyle = { font?: PDFFont; size?: number; color?: RGB };

export async function renderVoucherPdf(doc: BookingDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) => toDrawable(text, drawable);
  const cancelled = isCancelled(doc);
  const w = wordingFor(doc);

  const title = `${BRAND} booking voucher ${doc.confirmationNumber}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(BRAND);
  pdf.setSubject(doc.title);
  pdf.setCreator(BRAND);
  pdf.setProducer(BRAND);
  pdf.setLanguage('en');
  pdf.setKeywords([doc.confirmationNumber, doc.type, 'voucher']);
  const created = new Date(doc.createdAt);
  // Dates from the booking, not the clock, so the same booking always gives the same file.
  if (!Number.isNaN(created.getTime())) {
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
  }

  const [pageWidth, pageHeight] = A4;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = MARGIN + FOOTER_HEIGHT;
  let page: PDFPage = pdf.addPage(A4);
  let y = pageHeight;

  const text = (value: string, x: number, at: number, style: TextStyle = {}) => {
    page.drawText(clean(value), {
      x,
      y: at,
      font: style.font ?? regular,
      size: style.size ?? 10,
      color: style.color ?? COLORS.ink,
    });
  };
  const widthOf = (value: string, font: PDFFont, size: number) =>
    drawnWidth(clean(value), font, size);
  const newPage = () => {
    page = pdf.addPage(A4);
    y = pageHeight - MARGIN;
    text(`${BRAND} booking ${doc.confirmationNumber} (continued)`, MARGIN, y - 10, {
      font: bold,
      size: 10,
      color: COLORS.muted,
    });
    y -= 30;
  };
  const ensureRoom = (height: number) => {
    if (y - height < bottom) newPage();
  };
  const paragraph = (value: string, style: TextStyle & { indent?: number; gap?: number } = {}) => {
    const font = style.font ?? regular;
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    for (const line of wrapText(clean(value), font, size, contentWidth - indent)) {
      ensureRoom(size * 1.4);
      y -= size * 1.4;
      text(line, MARGIN + indent, y, { ...style, font, size });
    }
    y -= style.gap ?? 0;
  };
  const sectionHeading = (value: string) => {
    ensureRoom(40);
    y -= 22;
    text(value.toUpperCase(), MARGIN, y, { font: bold, size: 9, color: COLORS.brand });
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: pageWidth - MARGIN, y },
      thickness: 1,
      color: COLORS.brand,
    });
  };

  // Brand band.
  const bandHeight = 78;
  page.drawRectangle({
    x: 0,
    y: pageHeight - bandHeight,
    width: pageWidth,
    height: bandHeight,
    color: COLORS.brand,
  });
  text(BRAND, MARGIN, pageHeight - 46, { font: bold, size: 26, color: COLORS.white });
  text(w.tagline, MARGIN, pageHeight - 64, { size: 9, color: COLORS.brandLight });
  const heading = w.voucherHeading;
  text(heading, pageWidth - MARGIN - widthOf(heading, bold, 14), pageHeight - 46, {
    font: bold,
    size: 14,
    color: COLORS.white,
  });
  y = pageHeight - bandHeight - 28;

  // Confirmation number and status.
  text(w.confirmationNumber, MARGIN, y, { size: 9, color: COLORS.muted });
  y -= 30;
  text(doc.confirmationNumber, MARGIN, y, { font: bold, size: 28 });
  const awaiting = isAwaitingConfirmation(doc);
  const statusLabel = awaiting ? w.awaitingBadge : statusOf(doc).toUpperCase();
  const statusWidth = widthOf(statusLabel, bold, 11) + 20;
  const statusColor = cancelled ? COLORS.clay : awaiting ? COLORS.amber : COLORS.brand;
  page.drawRectangle({
    x: pageWidth - MARGIN - statusWidth,
    y: y - 4,
    width: statusWidth,
    height: 24,
    color: statusColor,
  });
  text(statusLabel, pageWidth - MARGIN - statusWidth + 10, y + 4, {
    font: bold,
    size: 11,
    color: COLORS.white,
  });
  y -= 14;

  paragraph(doc.title, { font: bold, size: 16 });
  if (doc.location) paragraph(doc.location, { size: 10, color: COLORS.muted });
  y -= 6;
  paragraph(w.bookedFor(doc.customerName, doc.customerEmail), { size: 10 });
  paragraph(w.issued(formatIssued(doc.createdAt, w.locale)), { size: 9, color: COLORS.muted });

  // What was booked.
  sectionHeading(w.yourBooking);
  const labelWidth = 150;
  const valueX = MARGIN + labelWidth + 10;
  const valueWidth = contentWidth - labelWidth - 10;
  for (const line of doc.lines) {
    const labelLines = wrapText(clean(line.label), bold, 10, labelWidth);
    const valueLines = wrapText(clean(line.value), regular, 10, valueWidth);
    const rowHeight = Math.max(labelLines.length, valueLines.length) * 14 + 10;
    ensureRoom(rowHeight);
    const rowY = y - 17;
    labelLines.forEach((l, i) =>
      text(l, MARGIN, rowY - i * 14, { font: bold, color: COLORS.muted }),
    );
    valueLines.forEach((l, i) => text(l, valueX, rowY - i * 14));
    y -= rowHeight;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: pageWidth - MARGIN, y },
      thickness: 0.5,
      color: COLORS.rule,
    });
  }

  // Price summary.
  sectionHeading(w.priceSummary);
  const priceRow = (label: string, amount: string, strong = false) => {
    const size = strong ? 13 : 10;
    const font = strong ? bold : regular;
    ensureRoom(size + 12);
    y -= size + 10;
    const money = moneyOf(doc, amount);
    text(label, MARGIN, y, { font, size });
    text(money, pageWidth - MARGIN - widthOf(money, font, size), y, { font, size });
  };
  priceRow(w.subtotal, doc.subtotal);
  priceRow(w.taxes, doc.taxes);
  y -= 7;
  page.drawLine({
    start: { x: pageWidth - MARGIN - 220, y },
    end: { x: pageWidth - MARGIN, y },
    thickness: 0.75,
    color: COLORS.ink,
  });
  priceRow(cancelled ? w.total : w.totalPaid, doc.total, true);
  // A wallet's booking: what its phone was charged, in its own money, under the total.
  const paidWith = walletPaymentLine(doc);
  if (paidWith) {
    const line = clean(paidWith);
    ensureRoom(16);
    y -= 16;
    text(line, pageWidth - MARGIN - widthOf(line, regular, 10), y, { color: COLORS.muted });
  }

  // A cancelled booking: when, and what went back.
  const summary = cancellationSummary(doc);
  if (summary) {
    sectionHeading(w.cancelledHeading);
    for (const line of wrapText(clean(summary), regular, 10, contentWidth)) {
      ensureRoom(14);
      y -= 14;
      text(line, MARGIN, y, { color: COLORS.clay });
    }
  }

  // Important information.
  if (doc.notes.length > 0) {
    sectionHeading(w.importantInformation);
    y -= 4;
    for (const note of doc.notes) {
      const lines = wrapText(clean(note), regular, 10, contentWidth - 14);
      // Keep a short note on one page.
      ensureRoom(Math.min(lines.length, 5) * 14);
      lines.forEach((line, i) => {
        ensureRoom(14);
        y -= 14;
        if (i === 0) text('\u2022', MARGIN + 2, y, { color: COLORS.brand });
        text(line, MARGIN + 14, y);
      });
      y -= 4;
    }
  }

  // Footer on every page, once the page count is known.
  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    page = p;
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 24 },
      end: { x: pageWidth - MARGIN, y: MARGIN + 24 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    text(cancelled ? w.footerCancelled : w.footerValid, MARGIN, MARGIN + 10, {
      size: 8,
      color: COLORS.muted,
    });
    const pageLabel = `${BRAND} \u00b7 ${DOMAIN} \u00b7 ${w.page(index + 1, pages.length)}`;
    text(pageLabel, MARGIN, MARGIN - 2, { size: 8, color: COLORS.muted });
  });

  return pdf.save();
}
