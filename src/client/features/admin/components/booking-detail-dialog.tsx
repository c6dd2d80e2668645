import { orderReasonCode } from '../../../../domain/orders.ts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titleIn, type BookingView } from '../../../../domain/booking-view.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import { useAdminBooking, type AdminBookingDetail } from '../api/bookings.ts';
import { stateLabel, stateTone } from './booking-labels.ts';
import { Cell, HeaderCell, LoadFailure, StateBadge, TableBox } from './list-parts.tsx';
import { productOfTrip } from '../../../products/index.ts';
import { formatCents, formatInstant, formatMoney } from '../../../../domain/format.ts';

/** The View button's dialog: the booking's whole record, its history and its payments. */
export function BookingDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAdminBooking(id);
  const reference = detail.data?.booking.confirmationNumber ?? (id === null ? '' : `#${id}`);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.bookings.detail.title', { reference })}
      className="sm:w-[min(56rem,calc(100vw-2rem))]"
    >
      {detail.isError ? (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <p role="status" className="py-6 text-slate-600">
          {t('admin.bookings.detail.loading')}
        </p>
      ) : (
        <BookingRecord detail={detail.data} />
      )}
    </Dialog>
  );
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A state in the history, in the page's words where the field is a status it knows. */
function statusWord(t: Translate, field: string, value: string | null): string {
  if (value === null) return '—';
  const group = field === 'orderStatus' ? 'states' : field === 'paymentStatus' ? 'payments' : null;
  return group ? t(`admin.bookings.${group}.${value}`, { defaultValue: value }) : value;
}

/** A reason the system records, in the reader's language; an administrator's own note as written. */
function reasonText(t: Translate, reason: string): string {
  const code = orderReasonCode(reason);
  if (code) return t(`admin.bookings.detail.reasons.${code}`);
  // A card's refusal is recorded by its code (card_declined): the checkout's words for it.
  return /^[a-z_]+$/.test(reason)
    ? t(`checkout.refusals.${reason}`, { defaultValue: reason })
    : reason;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function BookingRecord({ detail }: { detail: AdminBookingDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { booking, view, events, payments } = detail;
  return (
    <div className="space-y-6 text-sm">
      <section aria-labelledby="booking-detail-summary">
        <h3 id="booking-detail-summary" className="mb-2 text-base font-semibold">
          {t('admin.bookings.detail.summary')}
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label={t('admin.bookings.columns.reference')}>
            <span className="font-mono">{booking.confirmationNumber ?? '—'}</span>
          </Field>
          <Field label={t('admin.bookings.detail.orderId')}>{booking.id}</Field>
          <Field label={t('admin.bookings.columns.type')}>
            {t(`admin.bookings.types.${booking.type}`)}
          </Field>
          <Field label={t('admin.bookings.columns.booking')}>
            {view
              ? titleIn(view, i18n.language)
              : booking.title
                ? titleIn({ ...booking, title: booking.title }, i18n.language)
                : '—'}
          </Field>
          <Field label={t('admin.bookings.detail.customer')}>{booking.customerName ?? '—'}</Field>
          <Field label={t('admin.bookings.detail.email')}>{booking.customerEmail ?? '—'}</Field>
          <Field label={t('admin.bookings.detail.phone')}>
            {booking.customerPhone ? (
              <a className="underline" href={`tel:${booking.customerPhone.replace(/[^\d+]/g, '')}`}>
                {booking.customerPhone}
              </a>
            ) : (
              '—'
            )}
          </Field>
          <Field label={t('admin.bookings.columns.amount')}>
            {formatMoney(booking.amount, booking.currency, lang)}
          </Field>
          <Field label={t('admin.bookings.columns.status')}>
            <StateBadge tone={stateTone(booking)}>{stateLabel(t, booking)}</StateBadge>
          </Field>
          <Field label={t('admin.bookings.columns.payment')}>
            {t(`admin.bookings.payments.${booking.paymentStatus}`)}
          </Field>
          <Field label={t('admin.bookings.columns.created')}>
            {formatInstant(booking.createdAt, lang)}
          </Field>
          <Field label={t('admin.bookings.detail.account')}>
            {booking.userId
              ? t('admin.bookings.detail.signedIn')
              : t('admin.bookings.detail.guest')}
          </Field>
        </dl>
      </section>

      {view ? <TripDetails view={view} /> : null}

      <section aria-labelledby="booking-detail-history">
        <h3 id="booking-detail-history" className="mb-2 text-base font-semibold">
          {t('admin.bookings.detail.history')}
        </h3>
        {events.length === 0 ? (
          <p className="text-slate-600">{t('admin.bookings.detail.noHistory')}</p>
        ) : (
          <TableBox label={t('admin.bookings.detail.history')} tableClassName="sm:min-w-[30rem]">
            <thead>
              <tr>
                <HeaderCell>{t('admin.bookings.detail.when')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.detail.change')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.detail.reason')}</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <Cell className="whitespace-nowrap">{formatInstant(event.createdAt, lang)}</Cell>
                  <Cell>
                    {t(`admin.bookings.detail.fields.${event.field}`, {
                      defaultValue: event.field,
                    })}
                    {': '}
                    {statusWord(t, event.field, event.fromStatus)} →{' '}
                    {statusWord(t, event.field, event.toStatus)}
                  </Cell>
                  <Cell>{event.reason ? reasonText(t, event.reason) : '—'}</Cell>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </section>

      <section aria-labelledby="booking-detail-payments">
        <h3 id="booking-detail-payments" className="mb-2 text-base font-semibold">
          {t('admin.bookings.detail.paymentsTitle')}
        </h3>
        {payments.length === 0 ? (
          <p className="text-slate-600">{t('admin.bookings.detail.noPayments')}</p>
        ) : (
          <TableBox
            label={t('admin.bookings.detail.paymentsTitle')}
            tableClassName="sm:min-w-[36rem]"
          >
            <thead>
              <tr>
                <HeaderCell>{t('admin.bookings.detail.when')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.detail.kind')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.detail.provider')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.columns.amount')}</HeaderCell>
                <HeaderCell>{t('admin.bookings.columns.status')}</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <Cell className="whitespace-nowrap">
                    {formatInstant(payment.createdAt, lang)}
                  </Cell>
                  <Cell>
                    {t(`admin.bookings.detail.kinds.${payment.kind}`, {
                      defaultValue: payment.kind,
                    })}
                  </Cell>
                  <Cell>
                    <p>{payment.provider}</p>
                    {payment.providerId ? (
                      <p className="font-mono text-xs break-all text-slate-600">
                        {payment.providerId}
                      </p>
                    ) : null}
                  </Cell>
                  <Cell className="whitespace-nowrap">
                    {formatCents(payment.amountCents, payment.currency, lang)}
                  </Cell>
                  <Cell>
                    {t(`admin.bookings.detail.paymentStates.${payment.status}`, {
                      defaultValue: payment.status,
                    })}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
      </section>
    </div>
  );
}

/** What was bought: the stay, the flights, the tour or both parts of a package, and its terms. */
function TripDetails({ view }: { view: BookingView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const groups = productOfTrip(view.trip).recordFields(view.trip, view, { t, language: lang });
  const terms = bookingTermsText(t, lang, view);
  const paid = (
    <>
      <Field label={t('admin.bookings.detail.total')}>
        {formatCents(view.totalCents, view.currency, lang)}
      </Field>
      {view.cardLast4 ? (
        <Field label={t('admin.bookings.detail.card')}>•••• {view.cardLast4}</Field>
      ) : null}
      {view.airline ? (
        <Field label={t('admin.bookings.detail.pnr')}>
          {view.airline.bookingReference} ({view.airline.orderId})
        </Field>
      ) : null}
      {view.failure ? (
        <Field label={t('admin.bookings.detail.failure')}>{view.failure}</Field>
      ) : null}
      {view.refundCents !== null ? (
        <Field label={t('admin.bookings.detail.refund')}>
          {formatCents(view.refundCents, view.currency, lang)}
          {view.refundPending ? ` (${t('admin.bookings.detail.refundPending')})` : ''}
        </Field>
      ) : null}
    </>
  );
  // Each part of a package under its heading; the fields of the whole, and what was paid, last.
  const record = groups.map((group, g) => {
    const fields = (
      <dl className="grid gap-3 sm:grid-cols-3">
        {group.fields.map((field, i) => (
          <Field key={i} label={field.label}>
            {field.value}
          </Field>
        ))}
        {g === groups.length - 1 ? paid : null}
      </dl>
    );
    return group.heading ? (
      <div key={g}>
        <h4 className="mb-2 font-semibold text-slate-800">{group.heading}</h4>
        {fields}
      </div>
    ) : (
      <Fragment key={g}>{fields}</Fragment>
    );
  });
  return (
    <section aria-labelledby="booking-detail-trip">
      <h3 id="booking-detail-trip" className="mb-2 text-base font-semibold">
        {t('admin.bookings.detail.trip')}
      </h3>
      {groups.some((group) => group.heading) ? <div className="space-y-4">{record}</div> : record}
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-slate-700">
        <span className="font-medium">{t('admin.bookings.detail.terms')}</span> {terms}
      </p>
    </section>
  );
}
