import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Download, Mail, XCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/refusals.ts';
import { bodyOf } from '../../../lib/api.ts';
import { fieldErrorsOf } from '../../../lib/field-rules.ts';
import { cancelBooking } from '../api/cancel-booking.ts';
import { emailBooking } from '../api/email-booking.ts';
import { quoteCancellation } from '../api/quote-cancellation.ts';
import type { BookingView, CancellationQuote } from '../../../../domain/booking-view.ts';
import { calendarUrl, voucherUrl } from '../api/get-booking.ts';
import { bookingTermsText } from '../../../lib/cancellation-terms.ts';
import { previewCancellation } from '../cancellation-preview.ts';
import { formatInstant, toCents, toMinorUnits } from '../../../../domain/format.ts';
import { productOfTrip } from '../../../products/index.ts';
import { useMoney } from '../../../lib/money.ts';
import { refundedToWalletText, walletRefundText } from '../refund-words.ts';

/**
 * Voucher, e-mail, calendar and cancellation of a booking. `label` names the group where several
 * bookings are listed, so each one's actions say whose they are.
 */
export function BookingActions({
  view,
  onChange,
  label,
}: {
  view: BookingView;
  onChange: (view: BookingView) => void;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const active = view.status === 'confirmed' || view.awaitingConfirmation;
  const paid = active || view.status === 'completed';

  async function sendEmail() {
    setSending(true);
    try {
      const { to } = await emailBooking(view.bookingId);
      toast({
        title: t('checkout.booking.emailSentTitle'),
        description: t('checkout.booking.emailSentText', { to }),
      });
    } catch (error) {
      toast({
        title: t('checkout.booking.emailFailed'),
        description: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-label={label ?? t('checkout.booking.actions')}
      className="flex flex-wrap gap-2 border-t border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <a
        href={voucherUrl(view.bookingId)}
        download={`teranga-${view.confirmationNumber}.pdf`}
        className={buttonClasses('outline')}
        aria-label={t('checkout.booking.downloadLabel')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('checkout.booking.download')}
      </a>
      {paid ? (
        <Button
          variant="outline"
          onClick={() => void sendEmail()}
          disabled={sending}
          aria-label={
            view.customerEmail
              ? t('checkout.booking.emailLabel', { email: view.customerEmail })
              : undefined
          }
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          {sending ? t('checkout.booking.sending') : t('checkout.booking.email')}
        </Button>
      ) : null}
      <a
        href={calendarUrl(view.bookingId)}
        download={`teranga-${view.confirmationNumber}.ics`}
        className={buttonClasses('outline')}
        aria-label={t('checkout.booking.calendarLabel')}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        {t('checkout.booking.calendar')}
      </a>
      {active ? (
        <Button
          variant="ghost"
          className="text-clay-600 hover:bg-red-50 sm:ml-auto"
          onClick={() => setCancelOpen(true)}
        >
          <XCircle className="h-4 w-4" aria-hidden="true" />
          {t('checkout.booking.cancel')}
        </Button>
      ) : null}
      {active && view.airline ? (
        <AirlineCancelDialog
          view={view}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          onCancelled={(next) => {
            setCancelOpen(false);
            onChange(next);
          }}
        />
      ) : active ? (
        <CancelBookingDialog
          view={view}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          onCancelled={(next) => {
            setCancelOpen(false);
            onChange(next);
          }}
        />
      ) : null}
    </section>
  );
}

/** What a cancel dialog is given: the booking, its open state, and what to do once cancelled. */
type CancelDialogProps = {
  view: BookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (view: BookingView) => void;
};

function CancelBookingDialog({ view, open, onOpenChange, onCancelled }: CancelDialogProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // Opened by its link alone, the booking shows a masked e-mail: the traveller types it.
  const [typedEmail, setTypedEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const prices = useMoney();
  const money = (amount: string) =>
    prices.charged(toMinorUnits(amount, view.currency), view.currency);
  const preview = previewCancellation(view, new Date());
  // Paid by mobile money: the refund goes back to that wallet, in its currency.
  const wallet = view.payment?.method === 'mobile_money';
  const refundTo = walletRefundText(t, i18n.language, view, toCents(preview.refund));

  async function confirmCancel() {
    const email = view.emailMasked ? typedEmail.trim() : (view.customerEmail ?? '');
    if (!email) {
      setEmailError(t('checkout.cancel.emailRequired'));
      document.getElementById('cancel-email')?.focus();
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      const result = await cancelBooking(view.bookingId, email);
      toast({
        title: t('checkout.cancel.doneTitle'),
        description:
          refundedToWalletText(t, i18n.language, result.booking) ??
          t('checkout.cancel.doneText', { refund: money(result.refund) }),
      });
      onCancelled(result.booking);
    } catch (error) {
      toast({
        title: t('checkout.cancel.failed'),
        description: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('checkout.cancel.title')}
      description={`${view.title} · ${view.confirmationNumber}`}
      className="sm:w-[min(32rem,calc(100vw-2rem))]"
    >
      <div className="space-y-3 text-sm text-slate-800" data-testid="cancel-terms">
        <p>{bookingTermsText(t, i18n.language, view)}</p>
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 font-medium">
          {preview.nonRefundable
            ? t('checkout.cancel.nonRefundable')
            : preview.free
              ? t(wallet ? 'checkout.wallet.cancel.free' : 'checkout.cancel.free', {
                  refund: money(preview.refund),
                })
              : t(wallet ? 'checkout.wallet.cancel.late' : 'checkout.cancel.late', {
                  fee: money(preview.fee),
                  refund: money(preview.refund),
                  rule: t(productOfTrip(view.trip).lateRule),
                })}
        </p>
        {refundTo && !preview.nonRefundable ? (
          <p data-testid="cancel-refund-to">{refundTo}</p>
        ) : null}
        {view.emailMasked ? (
          <CancelEmailField
            view={view}
            value={typedEmail}
            onChange={setTypedEmail}
            error={emailError}
          />
        ) : null}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('checkout.cancel.keep')}
        </Button>
        <Button variant="destructive" onClick={() => void confirmCancel()} disabled={busy}>
          {busy ? t('checkout.cancel.cancelling') : t('checkout.cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/** What the airline's quote dialog shows: asking, the quote to accept or decline, or a refusal. */
type QuoteState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'quoted'; quote: CancellationQuote }
  | { kind: 'refused'; message: string };

/** A refused quote or cancel said in the reader's words; a missing quote by its own text. */
function quoteErrorText(error: unknown, t: Translate, language: string): string {
  if (fieldErrorsOf(bodyOf(error)).some((refused) => refused.field === 'quoteId')) {
    return t('checkout.refusals.quote_required');
  }
  return errorText(error, t, language, 'checkout.refusals.server_error');
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A live airline's booking is cancelled on the airline's own quote: the dialog asks for it, says
 * what the airline refunds and what the traveller gets back, and cancels only once accepted.
 */
function AirlineCancelDialog({ view, open, onOpenChange, onCancelled }: CancelDialogProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });
  const [accepting, setAccepting] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const quoteRef = useRef<HTMLDivElement>(null);
  const prices = useMoney();
  const money = (amount: string) =>
    prices.charged(toMinorUnits(amount, view.currency), view.currency);
  const email = () => (view.emailMasked ? typedEmail.trim() : (view.customerEmail ?? ''));

  async function askQuote() {
    if (!email()) {
      setEmailError(t('checkout.cancel.emailRequired'));
      document.getElementById('cancel-email')?.focus();
      return;
    }
    setEmailError(undefined);
    setState({ kind: 'asking' });
    try {
      const quote = await quoteCancellation(view.bookingId, email());
      setState({ kind: 'quoted', quote });
    } catch (error) {
      setState({ kind: 'refused', message: quoteErrorText(error, t, i18n.language) });
    }
  }

  async function acceptQuote(quote: CancellationQuote) {
    setAccepting(true);
    try {
      const result = await cancelBooking(view.bookingId, email(), quote.quoteId);
      toast({
        title: t('checkout.cancel.doneTitle'),
        description: t('checkout.cancel.doneText', { refund: money(result.refund) }),
      });
      onCancelled(result.booking);
    } catch (error) {
      setState({ kind: 'refused', message: quoteErrorText(error, t, i18n.language) });
    } finally {
      setAccepting(false);
    }
  }

  // Opening asks the airline at once when the booking's e-mail is known; closing forgets the quote.
  useEffect(() => {
    if (!open) {
      setState({ kind: 'idle' });
      return;
    }
    if (!view.emailMasked) void askQuote();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The quote, once it comes, is where the keyboard and the screen reader go next.
  useEffect(() => {
    if (state.kind === 'quoted' || state.kind === 'refused') quoteRef.current?.focus();
  }, [state.kind]);

  const expiry = (iso: string) =>
    formatInstant(iso, i18n.language, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('checkout.cancel.title')}
      description={`${view.title} · ${view.confirmationNumber}`}
      className="sm:w-[min(32rem,calc(100vw-2rem))]"
    >
      <div className="space-y-3 text-sm text-slate-800" data-testid="cancel-terms">
        <p>{t('checkout.cancel.airlineIntro')}</p>
        {view.emailMasked ? (
          <CancelEmailField
            view={view}
            value={typedEmail}
            onChange={setTypedEmail}
            error={emailError}
          />
        ) : null}
        <div aria-live="polite" aria-atomic="true">
          {state.kind === 'asking' ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3" role="status">
              {t('checkout.cancel.asking')}
            </p>
          ) : state.kind === 'quoted' ? (
            <div
              ref={quoteRef}
              tabIndex={-1}
              aria-labelledby="airline-quote-heading"
              className="rounded-lg border border-slate-300 bg-slate-50 p-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
              data-testid="airline-quote"
            >
              <h3 id="airline-quote-heading" className="font-semibold text-slate-900">
                {t('checkout.cancel.quoteTitle')}
              </h3>
              <p className="mt-1 font-medium">
                {t('checkout.cancel.quote', {
                  airlineRefund: money(state.quote.airlineRefund),
                  refund: money(state.quote.refund),
                  fee: money(state.quote.fee),
                })}
              </p>
              {state.quote.expiresAt ? (
                <p className="mt-1">
                  {t('checkout.cancel.quoteExpires', { time: expiry(state.quote.expiresAt) })}
                </p>
              ) : null}
              <p className="mt-1 text-slate-700">{t('checkout.cancel.quoteNote')}</p>
            </div>
          ) : state.kind === 'refused' ? (
            <div
              ref={quoteRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
              data-testid="airline-quote-error"
            >
              <p className="font-semibold">{t('checkout.cancel.failed')}</p>
              <p className="mt-1">{state.message}</p>
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={accepting}>
          {t('checkout.cancel.keep')}
        </Button>
        {state.kind === 'quoted' ? (
          <Button
            key="accept"
            variant="destructive"
            onClick={() => void acceptQuote(state.quote)}
            disabled={accepting}
          >
            {accepting ? t('checkout.cancel.cancelling') : t('checkout.cancel.accept')}
          </Button>
        ) : (
          // Its own element: the accept button never fades in from the ask button's colour.
          <Button
            key="ask"
            onClick={() => void askQuote()}
            disabled={state.kind === 'asking' || (state.kind === 'idle' && !view.emailMasked)}
          >
            {state.kind === 'refused' ? t('checkout.cancel.askAgain') : t('checkout.cancel.ask')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** A booking opened by its link alone: its e-mail, typed again, before it can be cancelled. */
function CancelEmailField({
  view,
  value,
  onChange,
  error,
}: {
  view: BookingView;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id="cancel-email"
      label={t('checkout.cancel.email')}
      hint={t('checkout.cancel.emailHint', { email: view.customerEmail ?? '' })}
      error={error}
      required
    >
      <Input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
