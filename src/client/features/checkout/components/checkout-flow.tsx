import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { localIsoDate } from '../../../../domain/dates.ts';
import { formatAmount } from '../../../../domain/pricing.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import {
  PENDING_BOOKING_KEY,
  savePendingBooking,
  type PendingBooking,
} from '../../booking/pending-booking.ts';
import { cancelBooking } from '../api/cancel-booking.ts';
import { confirmCheckout } from '../api/confirm-checkout.ts';
import {
  createCheckoutSession,
  newAttemptKey,
  type CheckoutSession,
} from '../api/create-session.ts';
import {
  authenticateTestPayment,
  payWithTestCard,
  type TestPaymentResult,
} from '../api/test-card-payment.ts';
import {
  buildSessionBody,
  checkDraft,
  formFieldOf,
  initialDraft,
  totalsOf,
  type CheckoutDraft,
  type FieldProblems,
} from '../checkout-form.ts';
import { formatMoney } from '../format.ts';
import { refusalMessage } from '../refusals.ts';
import { holdDeadline } from '../hold-countdown.ts';
import { BankConfirmation } from './bank-confirmation.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CustomerDetailsForm } from './customer-details-form.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { StepHeading } from './step-heading.tsx';
import { TestCardForm, type CardDetails } from './test-card-form.tsx';

// Stripe Elements only when Stripe is configured: the test processor never loads it.
const StripeCardForm = lazy(() => import('../../payments/stripe-card-form.tsx'));

type PaymentConfig = { provider: 'test' | 'stripe'; publishableKey: string | null };

/** Time the confirmation stays on screen before the booking page opens. */
const SUCCESS_REDIRECT_MS = 2500;

type Held = { session: CheckoutSession; deadline: number };
type Step =
  | { name: 'details' }
  | ({ name: 'payment'; expired: boolean } & Held)
  | ({ name: 'authenticate'; last4: string | null; expired: boolean } & Held)
  | { name: 'processing' }
  | { name: 'success'; bookingId: string; confirmationNumber: string; email: string }
  | { name: 'error'; message: string };

/** Why the session was refused, when the traveller has to decide something. */
type Refusal =
  | { kind: 'priceChanged'; message: string; newTotal: string; subtotal: string }
  | { kind: 'unavailable'; message: string };

function bodyOf(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)
    : {};
}

/** A session the traveller has not paid yet, with the e-mail that can give its hold back. */
type OpenSession = CheckoutSession & { email: string };

/** Checkout: details, then the hold and the card, then processing, then success or error. */
export function CheckoutFlow({
  booking,
  onBookingChange,
}: {
  booking: PendingBooking;
  onBookingChange: (booking: PendingBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const paymentConfig = useQuery({
    queryKey: ['checkout-config'],
    queryFn: () => apiRequest<PaymentConfig>('GET', '/api/checkout/config'),
  });
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<CheckoutDraft>(() => initialDraft(booking));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [creating, setCreating] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [moved, setMoved] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  // The Idempotency-Key of the attempt in flight; a new one once an attempt has an answer.
  const attemptKey = useRef<string | null>(null);
  // The unpaid session, to give its hold back when the traveller starts over or leaves.
  const openSession = useRef<OpenSession | null>(null);

  const totalCents = totalsOf(booking).totalCents;
  const amount = formatMoney(formatAmount(totalCents), booking.currency || 'USD', i18n.language);

  useEffect(() => {
    // A reload or a closed tab runs no React clean-up: give the hold back as the page goes, so
    // the traveller's own abandoned hold never blocks the last room when they come back.
    function onPageHide() {
      const session = openSession.current;
      if (!session) return;
      openSession.current = null;
      navigator.sendBeacon(
        `/api/bookings/${encodeURIComponent(session.sessionId)}/cancel`,
        new Blob([JSON.stringify({ email: session.email })], { type: 'application/json' }),
      );
    }
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (openSession.current) void releaseSession(openSession.current);
    };
  }, []);

  function go(next: Step) {
    setMoved(true);
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  function releaseSession(session: OpenSession) {
    openSession.current = null;
    return cancelBooking(session.sessionId, session.email).catch(() => undefined);
  }

  function backToDetails() {
    if (openSession.current) void releaseSession(openSession.current);
    go({ name: 'details' });
  }

  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function startSession(current: PendingBooking) {
    setCreating(true);
    setRefusal(null);
    setServerErrors({});
    try {
      // One key per attempt: a second send of this same attempt gets this same session back.
      attemptKey.current ??= newAttemptKey();
      const session = await createCheckoutSession(
        buildSessionBody(current, draft),
        attemptKey.current,
      );
      attemptKey.current = null;
      openSession.current = { ...session, email: draft.customerEmail.trim() };
      go({
        name: 'payment',
        session,
        deadline: holdDeadline(session.holdExpiresAt, Date.now()),
        expired: false,
      });
    } catch (error) {
      // An answer ends the attempt; a lost connection does not, so its retry keeps the key.
      if (error instanceof ApiError) attemptKey.current = null;
      const body = bodyOf(error);
      const message = toastRefusal(
        body,
        'checkout.toast.checkoutError',
        'checkout.toast.sessionDefault',
      );
      const code = body.code;
      if (code === 'price_changed' && typeof body.subtotal === 'string') {
        setRefusal({
          kind: 'priceChanged',
          message,
          newTotal: String(body.newPrice),
          subtotal: body.subtotal,
        });
      } else if (Array.isArray(body.errors)) {
        const byField: Record<string, string> = {};
        for (const e of body.errors as { field: string; message: string }[]) {
          byField[formFieldOf(e.field, draft)] = e.message;
        }
        const known = Object.keys(byField).filter(
          (f) => f.startsWith('customer') || f.startsWith('passengers.'),
        );
        setServerErrors(Object.fromEntries(known.map((f) => [f, byField[f]!])));
        if (known.length) focusFirstProblem();
        else setRefusal({ kind: 'unavailable', message });
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        // Sold out, an expired or vanished offer, or a flight whose fare moved: search again.
        setRefusal({ kind: 'unavailable', message });
      }
    } finally {
      setCreating(false);
    }
  }

  function submitDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.customerName.trim() || !draft.customerEmail.trim()) {
      toast({
        title: t('checkout.missingTitle'),
        description: t('checkout.missingText'),
        variant: 'destructive',
      });
      return;
    }
    const found = checkDraft(booking, draft, localIsoDate());
    setProblems(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    void startSession(booking);
  }

  function acceptNewPrice(subtotal: string) {
    const next = { ...booking, price: Number(subtotal) };
    savePendingBooking(next);
    onBookingChange(next);
    void startSession(next);
  }

  /** The spec's destructive toast with the server's message, or the spec's default text. */
  function toastRefusal(body: Record<string, unknown>, titleKey: string, defaultKey: string) {
    const message = refusalMessage(body, t, i18n.language, defaultKey);
    toast({ title: t(titleKey), description: message, variant: 'destructive' });
    return message;
  }

  function fail(message: string) {
    toast({
      title: t('checkout.toast.bookingFailed'),
      description: message,
      variant: 'destructive',
    });
    go({ name: 'error', message });
  }

  async function finish(session: CheckoutSession) {
    // Paid: from here the session is never given back, only confirmed (or refunded by the server).
    openSession.current = null;
    try {
      const result = await confirmCheckout({
        paymentIntentId: session.paymentIntentId,
        sessionId: session.sessionId,
      });
      localStorage.removeItem(PENDING_BOOKING_KEY);
      toast({
        title: t('checkout.success.toastTitle'),
        description: t('checkout.success.toastText', { number: result.confirmationNumber }),
      });
      go({ name: 'success', ...result, email: draft.customerEmail.trim() });
    } catch (error) {
      const message = toastRefusal(
        bodyOf(error),
        'checkout.toast.confirmFailed',
        'checkout.toast.confirmDefault',
      );
      go({ name: 'error', message });
    }
  }

  async function handlePayment(held: Held, result: TestPaymentResult) {
    if (result.status === 'succeeded') return finish(held.session);
    if (result.status === 'requires_action') {
      return go({
        name: 'authenticate',
        session: held.session,
        deadline: held.deadline,
        last4: result.last4,
        expired: false,
      });
    }
    fail(result.failureMessage ?? t('checkout.toast.confirmDefault'));
  }

  async function pay(held: Held, card: CardDetails) {
    go({ name: 'processing' });
    try {
      await handlePayment(held, await payWithTestCard(held.session, card));
    } catch (error) {
      fail(errorMessage(error));
    }
  }

  async function answerBank(held: Held, approve: boolean) {
    go({ name: 'processing' });
    try {
      await handlePayment(held, await authenticateTestPayment(held.session, approve));
    } catch (error) {
      fail(errorMessage(error));
    }
  }

  useEffect(() => {
    if (step.name !== 'success') return;
    const timer = window.setTimeout(
      () => navigate(`${paths.bookingSuccess}?bookingId=${encodeURIComponent(step.bookingId)}`),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  const searchAgainHref = booking.type === 'flight' ? paths.flights : paths.hotels;
  const notice = refusal ? (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="checkout-refusal"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        {refusal.kind === 'priceChanged'
          ? t('checkout.priceChanged.title')
          : t('checkout.unavailable.title')}
      </p>
      <p className="mt-1 text-sm">{refusal.message}</p>
      {refusal.kind === 'priceChanged' ? (
        <>
          <p className="mt-2 font-semibold">
            {t('checkout.priceChanged.newTotal', {
              amount: formatMoney(refusal.newTotal, 'USD', i18n.language),
            })}
          </p>
          <Button
            className="mt-3 w-full sm:w-auto"
            variant="secondary"
            onClick={() => acceptNewPrice(refusal.subtotal)}
            disabled={creating}
          >
            {t('checkout.priceChanged.accept')}
          </Button>
        </>
      ) : (
        <Link href={searchAgainHref} className={`${buttonClasses('outline')} mt-3`}>
          {booking.type === 'flight'
            ? t('checkout.unavailable.searchFlights')
            : t('checkout.unavailable.searchStays')}
        </Link>
      )}
    </div>
  ) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* On a phone the summary leads the details step, and follows the later steps. */}
        <aside
          className={`min-w-0 lg:sticky lg:top-4 lg:order-2 ${step.name === 'details' ? '' : 'order-2'}`}
        >
          <BookingSummary booking={booking} leadName={draft.customerName} />
        </aside>
        <div
          ref={formRef}
          className="min-w-0 lg:order-1"
          data-testid="checkout-step"
          data-step={step.name}
        >
          {step.name === 'details' ? (
            <CustomerDetailsForm
              booking={booking}
              draft={draft}
              onDraftChange={(next) => {
                setDraft(next);
                if (Object.keys(problems).length)
                  setProblems(checkDraft(booking, next, localIsoDate()));
              }}
              problems={problems}
              serverErrors={serverErrors}
              busy={creating}
              amount={amount}
              notice={notice}
              focusHeading={moved}
              onSubmit={submitDetails}
            />
          ) : step.name === 'payment' || step.name === 'authenticate' ? (
            <div className="space-y-4">
              {step.expired ? (
                <div
                  role="alert"
                  className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
                    {t('checkout.hold.expiredTitle')}
                  </p>
                  <p className="mt-1 text-sm">{t('checkout.hold.expiredText')}</p>
                  <Button className="mt-3" onClick={backToDetails}>
                    {t('checkout.hold.startAgain')}
                  </Button>
                </div>
              ) : (
                <>
                  <HoldCountdown
                    deadline={step.deadline}
                    onExpire={() => setStep({ ...step, expired: true })}
                  />
                  {step.name === 'authenticate' ? (
                    <BankConfirmation
                      amount={amount}
                      last4={step.last4}
                      onAnswer={(approve) => void answerBank(step, approve)}
                    />
                  ) : (
                    <section className="rounded-2xl border border-slate-200 p-4 sm:p-5">
                      <StepHeading focus={moved}>{t('checkout.payment.title')}</StepHeading>
                      <div className="mt-4">
                        {step.session.provider === 'test' ? (
                          <TestCardForm amount={amount} onPay={(card) => void pay(step, card)} />
                        ) : paymentConfig.data?.publishableKey ? (
                          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
                            <StripeCardForm
                              clientSecret={step.session.clientSecret}
                              publishableKey={paymentConfig.data.publishableKey}
                              amountLabel={amount}
                              onPaid={() => void finish(step.session)}
                              onFailed={fail}
                            />
                          </Suspense>
                        ) : (
                          <div
                            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
                            data-testid="stripe-unavailable"
                          >
                            <p className="font-semibold">{t('checkout.payment.stripeTitle')}</p>
                            <p className="mt-1 text-slate-700">
                              {t('checkout.payment.stripeText')}
                            </p>
                          </div>
                        )}
                      </div>
                      <Button variant="outline" className="mt-3" onClick={backToDetails}>
                        {t('checkout.payment.changeDetails')}
                      </Button>
                    </section>
                  )}
                </>
              )}
            </div>
          ) : step.name === 'processing' ? (
            <section
              role="status"
              className="rounded-2xl border border-slate-200 p-8 text-center"
              data-testid="checkout-processing"
            >
              <span
                className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
                aria-hidden="true"
              />
              <div className="mt-4">
                <StepHeading focus>{t('checkout.processing.title')}</StepHeading>
              </div>
              <p className="mt-1 text-slate-700">{t('checkout.processing.text')}</p>
            </section>
          ) : step.name === 'success' ? (
            <section
              className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center"
              data-testid="checkout-success"
            >
              <CheckCircle2 className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
              <div className="mt-3">
                <StepHeading focus>{t('checkout.success.title')}</StepHeading>
              </div>
              <p className="mt-3 text-sm text-slate-700">{t('checkout.success.number')}</p>
              <p
                className="font-mono text-2xl font-bold tracking-wider"
                data-testid="confirmation-number"
              >
                {step.confirmationNumber}
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {t('checkout.success.text', { email: step.email })}
              </p>
              <p role="status" className="mt-2 text-sm text-slate-700">
                {t('checkout.success.opening')}
              </p>
              <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
                <Link
                  href={`${paths.bookingSuccess}?bookingId=${encodeURIComponent(step.bookingId)}`}
                  className={buttonClasses('primary')}
                >
                  {t('checkout.success.view')}
                </Link>
                <Link href={paths.dashboard} className={buttonClasses('outline')}>
                  {t('checkout.success.dashboard')}
                </Link>
                <Link href={paths.home} className={buttonClasses('outline')}>
                  {t('checkout.success.another')}
                </Link>
              </div>
            </section>
          ) : (
            <section
              className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
              data-testid="checkout-error"
            >
              <XCircle className="mx-auto h-12 w-12 text-clay-600" aria-hidden="true" />
              <div className="mt-3">
                <StepHeading focus>{t('checkout.error.title')}</StepHeading>
              </div>
              <p role="alert" className="mt-2 font-medium text-red-900">
                {step.message}
              </p>
              <p className="mt-1 text-sm text-slate-700">{t('checkout.error.text')}</p>
              <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
                <Button onClick={backToDetails}>{t('checkout.error.tryAgain')}</Button>
                <Link href={paths.home} className={buttonClasses('outline')}>
                  {t('checkout.error.home')}
                </Link>
              </div>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
