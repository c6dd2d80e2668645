import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, FileDown, Info } from 'lucide-react';
import { BookingStatus } from '../../../components/booking-parts.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TripLine, TripLines } from '../../../components/booking-parts.tsx';
import { titleIn, type BookingView } from '../../../../domain/booking-view.ts';
import { STAY_CHECK_IN_TIME } from '../../../../domain/constants.ts';
import { formatClockTime, formatInstant } from '../../../../domain/format.ts';
import { placeName } from '../../../../domain/place-names.ts';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import type { KeptTrip } from '../../../lib/kept-trips.ts';
import { paths } from '../../../lib/paths.ts';
import { cn } from '../../../lib/utils.ts';
import { productOfTrip } from '../../../products/index.ts';
import { ReferenceQr } from './reference-qr.tsx';

/** The city whose clock a stay's check-in is in: the stay's, alone or in a package. */
function stayCity(view: BookingView): string | null {
  if (view.trip.kind === 'stay') return view.trip.city;
  if (view.trip.kind === 'package') return view.trip.stay.city;
  return null;
}

/** A kept document as a link that downloads it from the device; none until it was kept. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * A booking as this device keeps it, readable with no network: the reference and its QR code,
 * the status, what was booked with its local times and addresses, the check-in time, the
 * cancellation terms, the notes, and the voucher and calendar file from the device.
 */
export function KeptTripCard({ trip, headingLevel = 2 }: { trip: KeptTrip; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { view } = trip;
  const reference = view.confirmationNumber ?? view.bookingId;
  const headingId = `kept-trip-${view.bookingId}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const groups = productOfTrip(view.trip).bookingLines(view.trip, view, { t, language });
  const city = stayCity(view);
  const voucherUrl = useObjectUrl(trip.voucher);
  const calendarUrl = useObjectUrl(trip.calendar);
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="kept-trip"
    >
      <header className="flex flex-col gap-4 border-b border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold break-words">
            {titleIn(view, language)}
          </Heading>
          <dl className="mt-2">
            <dt className="text-sm text-slate-700">{t('checkout.booking.number')}</dt>
            <dd
              className="font-mono text-2xl font-bold tracking-wider break-all"
              data-testid="kept-reference"
            >
              {reference}
            </dd>
          </dl>
          <BookingStatus view={view} testId="kept-status" className="mt-2" />
          <p className="mt-2 text-sm text-slate-700">
            <span data-testid="kept-updated">
              {t('trips.updatedAt', { time: formatInstant(trip.updatedAt, language) })}
            </span>
          </p>
        </div>
        {view.referenceQr ? (
          <figure className="flex flex-col items-center gap-1">
            <ReferenceQr qr={view.referenceQr} label={t('trips.qrLabel', { reference })} />
            <figcaption className="max-w-40 text-center text-xs text-slate-600">
              {t('trips.qrHint')}
            </figcaption>
          </figure>
        ) : null}
      </header>

      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-2">
        <TripLines
          groups={groups}
          className="text-sm"
          testId="kept-lines"
          lastLine={
            city ? (
              <TripLine label={t('trips.checkInTime')} testId="kept-check-in-time">
                {t('trips.checkInAt', {
                  time: formatClockTime(STAY_CHECK_IN_TIME, language),
                  place: placeName(city, language),
                })}
              </TripLine>
            ) : null
          }
        />

        <div className="space-y-4">
          {view.status !== 'canceled' ? (
            <section aria-labelledby={`${headingId}-terms`}>
              <Heading id={`${headingId}-terms`} className="font-semibold">
                {t('trips.terms')}
              </Heading>
              <p className="mt-1 text-sm text-slate-800" data-testid="kept-terms">
                {bookingTermsText(t, language, view)}
              </p>
            </section>
          ) : null}
          {view.notes.length ? (
            <section
              aria-labelledby={`${headingId}-notes`}
              className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950"
            >
              <Heading
                id={`${headingId}-notes`}
                className="flex items-center gap-2 text-sm font-semibold"
              >
                <Info className="h-4 w-4" aria-hidden="true" />
                {t('checkout.booking.important')}
              </Heading>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {view.notes.map((note) => (
                  <li key={note}>{t(`checkout.booking.notes.${note}`)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby={`${headingId}-documents`}>
            <Heading id={`${headingId}-documents`} className="font-semibold">
              {t('trips.documents')}
            </Heading>
            {voucherUrl || calendarUrl ? (
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {voucherUrl ? (
                  <a
                    href={voucherUrl}
                    download={`${reference}-voucher.pdf`}
                    className={buttonClasses('outline')}
                  >
                    <FileDown className="h-4 w-4" aria-hidden="true" />
                    {t('trips.voucher')}
                  </a>
                ) : null}
                {calendarUrl ? (
                  <a
                    href={calendarUrl}
                    download={`${reference}.ics`}
                    className={buttonClasses('outline')}
                  >
                    <CalendarPlus className="h-4 w-4" aria-hidden="true" />
                    {t('trips.calendar')}
                  </a>
                ) : null}
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{t('trips.documentsMissing')}</p>
            )}
          </section>
          <Link
            href={`${paths.bookingSuccess}?bookingId=${encodeURIComponent(view.bookingId)}`}
            className={cn(buttonClasses('ghost'), 'px-0 text-brand-800 underline')}
          >
            {t('trips.openBooking')}
          </Link>
        </div>
      </div>
    </article>
  );
}
