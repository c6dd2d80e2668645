import {
  BRAND,
  DOMAIN,
  cancellationSummary,
  isAwaitingConfirmation,
  isCancelled,
  moneyOf,
  statusOf,
  walletPaymentLine,
  wordingFor,
  type BookingDocument,
} from './booking-document.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

// ---------------------------------------------------------------------------------------------
// Confirmation e-mail

/**
 * The booking's e-mail; `link` is the booking's page (PUBLIC_URL), and the sender attaches the
 * voucher and the calendar file the text announces.
 */
export function renderConfirmationEmail(
  doc: BookingDocument,
  { link }: { link?: string } = {},
): {
  subject: string;
  text: string;
  html: string;
} {
  const cancelled = isCancelled(doc);
  const reference = doc.confirmationNumber.replace(/[\r\n]+/g, ' ');
  const awaiting = isAwaitingConfirmation(doc);
  const w = wordingFor(doc);
  const subject = cancelled
    ? w.email.subjectCancelled(reference)
    : awaiting
      ? w.email.subjectAwaiting(reference)
      : w.email.subjectConfirmed(reference);
  const intro = cancelled
    ? (cancellationSummary(doc) ?? w.email.introCancelled)
    : awaiting
      ? w.email.introAwaiting
      : w.email.introConfirmed;
  const prices = [
    { label: w.subtotal, value: moneyOf(doc, doc.subtotal) },
    { label: w.taxes, value: moneyOf(doc, doc.taxes) },
    { label: cancelled ? w.total : w.totalPaid, value: moneyOf(doc, doc.total) },
  ];
  const lookup = w.email.lookup;
  const paidWith = walletPaymentLine(doc);

  const text = [
    w.email.hello(doc.customerName),
    '',
    intro,
    '',
    w.pair(w.confirmationNumber, doc.confirmationNumber),
    w.email.statusLine(statusOf(doc)),
    doc.title,
    ...(doc.location ? [doc.location] : []),
    '',
    ...doc.lines.map((line) => w.pair(line.label, line.value)),
    '',
    ...prices.map((p) => w.pair(p.label, p.value)),
    ...(paidWith ? [paidWith] : []),
    ...(doc.notes.length > 0
      ? ['', w.importantInformation, ...doc.notes.map((n) => `- ${n}`)]
      : []),
    '',
    ...(link ? [w.pair(w.email.openBooking, link), ''] : []),
    w.email.attached,
    lookup,
    '',
    w.email.signOff,
    DOMAIN,
    '',
  ].join('\n');

  const e = escapeHtml;
  const row = (label: string, value: string, amount = false, strong = false) =>
    `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top">${e(label)}</td>` +
    `<td style="padding:6px 0;vertical-align:top${amount ? ';text-align:right;white-space:nowrap' : ''}${strong ? ';font-weight:bold' : ''}">${e(value)}</td></tr>`;
  const statusColor = cancelled ? '#b5452a' : awaiting ? '#92400e' : '#0f5f3b';
  const html = `<!doctype html>
<html lang="${doc.language ?? 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1c2126">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f5f3b;color:#ffffff;padding:20px 24px;font-size:24px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">${e(w.email.hello(doc.customerName))}</p>
<p style="margin:0 0 20px">${e(intro)}</p>
<p style="margin:0;color:#6b7280;font-size:13px">${e(w.confirmationNumber)}</p>
<p style="margin:0 0 4px;font-size:26px;font-weight:bold;letter-spacing:1px">${e(doc.confirmationNumber)}</p>
<p style="margin:0 0 20px"><span style="display:inline-block;padding:2px 10px;border-radius:4px;background:${statusColor};color:#ffffff;font-size:12px;font-weight:bold">${e(statusOf(doc).toUpperCase())}</span></p>
<h1 style="margin:0 0 4px;font-size:20px">${e(doc.title)}</h1>
${doc.location ? `<p style="margin:0 0 16px;color:#6b7280">${e(doc.location)}</p>` : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:12px 0 20px">
${doc.lines.map((line) => row(line.label, line.value)).join('\n')}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;border-top:1px solid #dde1e6;margin:0 0 20px">
${prices.map((p, i) => row(p.label, p.value, true, i === prices.length - 1)).join('\n')}
</table>
${paidWith ? `<p style="margin:-12px 0 20px;text-align:right;color:#6b7280">${e(paidWith)}</p>` : ''}
${
  doc.notes.length > 0
    ? `<h2 style="margin:0 0 8px;font-size:15px">${e(w.importantInformation)}</h2>
<ul style="margin:0 0 20px;padding-left:20px">${doc.notes.map((n) => `<li style="margin:0 0 4px">${e(n)}</li>`).join('')}</ul>`
    : ''
}
${link ? `<p style="margin:0 0 16px"><a href="${e(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#0f5f3b;color:#ffffff;font-weight:bold;text-decoration:none">${e(w.email.openBooking)}</a></p>` : ''}
<p style="margin:0 0 12px;color:#6b7280;font-size:13px">${e(w.email.attached)}</p>
<p style="margin:0 0 12px;color:#6b7280;font-size:13px">${e(lookup)}</p>
<p style="margin:0">${e(w.email.signOff)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}
