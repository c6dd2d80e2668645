import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { paths } from '../../../lib/paths.ts';
import { titleIn, type BookingView } from '../../../../domain/booking-view.ts';
import { BookingActions, STATUS_CLASSES } from '../../checkout/index.ts';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import { productOfTrip } from '../../../products/index.ts';
import { useMoney } from '../../../lib/money.ts';

/**
 * One booking of the account's list: what, where, when, its status and total, and the same
 * actions as the booking's own page (voucher, calendar, e-mail, cancel under its policy).
 */
export function TripCard({
  view,
  onChange,
  takeFocus = false,
}: {
  view: BookingView;
  onChange: (view: BookingView) => void;
  /** Set on the card of a booking just cancelled: it moved to another list, the focus follows. */
  takeFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = titleIn(view, language);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const money = useMoney();
  const words = { t, language, money };
  const product = productOfTrip(view.trip);
  const TypeIcon = product.icon;
  const statusKey = view.awaitingConfirmation ? 'awaiting' : view.status;
  const active = view.status === 'confirmed' || view.awaitingConfirmation;
  const reference = view.confirmationNumber ?? '';

  useEffect(() => {
    if (!takeFocus) return;
    // After the cancel dialog has given the focus back (to a button that no longer exists).
    const timer = window.setTimeout(() => titleRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [takeFocus]);

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="trip-card"
    >
      <div className="p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <TypeIcon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            {t(product.typeLabel)}
          </p>
          <p className="text-sm">
            <span className="sr-only">
              {t('common.labelled', { label: t('checkout.booking.status') })}{' '}
            </span>
            <Badge className={cn('px-3 py-1', STATUS_CLASSES[statusKey])} data-testid="trip-status">
              {t(`checkout.booking.statuses.${statusKey}`)}
            </Badge>
          </p>
        </div>
        <h3
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="mt-2 text-lg font-semibold break-words"
        >
          {title}
        </h3>
        <p className="text-sm break-words text-slate-700">{product.subtitle(view.trip, words)}</p>

        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-slate-600">{t('account.dashboard.trips.dates')}</dt>
            <dd className="font-medium" data-testid="trip-dates">
              {product.dates(view.trip, words)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('account.dashboard.trips.reference')}</dt>
            <dd className="font-mono font-medium break-all">{reference}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('checkout.total')}</dt>
            <dd className="font-semibold" data-testid="trip-total">
              {money.charged(view.totalCents, view.currency)}
              {product.totalNote?.(view.trip, view, words)}
            </dd>
          </div>
          {view.refundCents !== null ? (
            <div>
              <dt className="text-slate-600">
                {view.refundPending
                  ? t('checkout.booking.refundPending')
                  : t('checkout.booking.refunded')}
              </dt>
              <dd className="font-semibold text-brand-800" data-testid="trip-refund">
                {money.charged(view.refundCents, view.currency)}
              </dd>
            </div>
          ) : null}
        </dl>

        {active ? (
          <p className="mt-3 text-sm text-slate-700" data-testid="trip-terms">
            {bookingTermsText(t, language, view)}
          </p>
        ) : null}
        <Link
          href={`${paths.bookingSuccess}?bookingId=${encodeURIComponent(view.bookingId)}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          aria-label={t('account.dashboard.trips.detailsLabel', { title })}
        >
          {t('account.dashboard.trips.details')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <BookingActions
        view={view}
        onChange={onChange}
        label={t('account.dashboard.trips.actionsLabel', { title, reference })}
      />
    </article>
  );
}
