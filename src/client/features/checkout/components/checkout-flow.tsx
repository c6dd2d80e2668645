import { lazy, Suspense, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { loadPageTexts } from '../../../lib/i18n.ts';
import { ApiError, apiRequest, bodyOf } from '../../../lib/api.ts';
import { ruleText } from '../../../lib/field-rules.ts';
import { savePendingBooking, type PendingBooking } from '../../../lib/pending-booking.ts';
import { PENDING_BOOKING_KEY } from '../../../lib/pending-booking-key.ts';
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
  checkoutReducer,
  initialMachine,
  refusedAtStart,
  resumedWith,
  type Held,
  type Refusal,
} from '../checkout-machine.ts';
import {
  buildSessionBody,
  formFieldOf,
  initialDraft,
  totalsOf,
  type CheckoutDraft,
} from '../checkout-form.ts';
import { PaymentConfig } from '../../../../domain/checkout.ts';
import { formatCents, formatMoney } from '../../../../domain/format.ts';
import { productOf } from '../../../products/index.ts';
import { holdDeadline } from '../hold-countdown.ts';
import { walletOutcome } from '../mobile-money.ts';
import { offerExpired } from '../checkout-form.ts';
import { errorText, refusalMessage } from '../../../lib/refusals.ts';
import { fieldErrorsOf } from '../../../lib/field-rules.ts';
import { clearSavedCheckout, readSavedCheckout, saveCheckout } from '../saved-checkout.ts';
import { BankConfirmation } from './bank-confirmation.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CardStep } from './steps/card-step.tsx';
import { ConfirmingStep } from './steps/confirming-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { DoneStep } from './steps/done-step.tsx';
import { FailedStep } from './steps/failed-step.tsx';
import { HeldStep } from './steps/held-step.tsx';
import { RefusalNotice } from './steps/refusal-notice.tsx';
import type { PaymentMethod } from './payment-method-choice.tsx';
import {
  startWalletCharge,
  useMobileMoneyOptions,
  type MobileMoneyCharge,
  type WalletChargeBody,
} from '../api/mobile-money.ts';
import { getBooking } from '../api/get-booking.ts';
import { useWalletPolling } from '../use-wallet-polling.ts';
import type { FieldError } from '../../../../domain/field-errors.ts';

// Mobile money's form, steps and words load when a traveller chooses it: a card payer never
// downloads them (a first booking's bytes, issue 35's budget).
const withWalletTexts = <T,>(part: Promise<T>) =>
  Promise.all([part, loadPageTexts('payments')]).then(([module]) => module);
const MobileMoneyForm = lazy(() =>
  withWalletTexts(import('./mobile-money-form.tsx')).then((m) => ({ default: m.MobileMoneyForm })),
);
const WalletStep = lazy(() =>
  withWalletTexts(import('./steps/wallet-step.tsx')).then((m) => ({ default: m.WalletStep })),
);
const WalletFailedStep = lazy(() =>
  withWalletTexts(import('./steps/wallet-failed-step.tsx')).then((m) => ({
    default: m.WalletFailedStep,
  })),
);
import { currencyFor } from '../../../lib/currency.ts';

/** A session the traveller has not paid yet, with the e-mail that can give its hold back. */
type OpenSession = CheckoutSession & { email: string };

/**
 * Checkout: the steps of checkout-machine.ts, one component each. This component runs the calls
 * and tells the machine their answers; the machine says which step shows.
 */
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
    queryFn: () => apiRequest('GET', '/api/checkout/config', undefined, { schema: PaymentConfig }),
  });
  // A fare that expired before the traveller came back says so at once, not after the forms.
  const expiredRefusal = (): Refusal => ({
    kind: 'unavailable',
    message: t('checkout.refusals.offer_expired'),
  });
  // What this tab kept of this checkout before a reload, or Back then Forward: the hold lives on.
  const [saved] = useState(() => readSavedCheckout(booking, Date.now()));
  const [{ state, moved }, dispatch] = useReducer(checkoutReducer, booking, (b) =>
    saved?.held
      ? resumedWith(
          saved.charge
            ? walletHeld(saved.held, saved.charge)
            : {
                session: saved.held,
                deadline: holdDeadline(saved.held.holdExpiresAt, Date.now()),
              },
          saved.charge,
        )
      : offerExpired(b, Date.now())
        ? refusedAtStart(expiredRefusal())
        : initialMachine,
  );
  const [draft, setDraft] = useState<CheckoutDraft>(() => saved?.draft ?? initialDraft(booking));
  // The Idempotency-Key of the attempt in flight; a new one once an attempt has an answer.
  const attemptKey = useRef<string | null>(null);
  // The unpaid session, to give its hold back when the traveller starts over.
  const openSession = useRef<OpenSession | null>(saved?.held ?? null);
  // Card or mobile money on the payment step; a wait resumed after a reload was mobile money.
  const [method, setMethod] = useState<PaymentMethod>(saved?.charge ? 'mobile_money' : 'card');
  const mobileMoney = useMobileMoneyOptions(state.step !== 'details');
  // The Idempotency-Key of the mobile-money charge being asked, as for the hold's.
  const walletKey = useRef<string | null>(null);

  const amount = formatCents(
    totalsOf(booking).totalCents,
    booking.currency || 'USD',
    i18n.language,
  );

  // The hold outlives a reload, Back and Forward, and a visit elsewhere (it is kept for this tab
  // until it ends); it is given back only when the traveller starts over, or when it expires.
  useEffect(() => {
    if (state.step === 'done') return clearSavedCheckout();
    // Paying: what was kept stays as it was until the payment's answer.
    if (state.step === 'confirming') return;
    const holding =
      state.step === 'card' ||
      state.step === 'authenticate' ||
      state.step === 'walletFailed' ||
      state.step === 'wallet';
    if (holding && state.step !== 'wallet' && state.expired) return clearSavedCheckout();
    const held = holding ? openSession.current : null;
    // While the phone is asked, the charge is kept too: a reload goes back to waiting for it.
    const charge = state.step === 'wallet' ? state.charge : null;
    saveCheckout(booking, draft, held, Date.now(), charge);
  }, [state, draft, booking]);

  useEffect(() => {
    if (moved) window.scrollTo({ top: 0 });
  }, [state.step, moved]);

  function releaseSession(session: OpenSession) {
    openSession.current = null;
    return cancelBooking(session.sessionId, session.email).catch(() => undefined);
  }

  function restart() {
    if (openSession.current) void releaseSession(openSession.current);
    dispatch({ type: 'restart' });
  }

  /** The spec's destructive toast, with the refusal in the traveller's language. */
  function toastRefusal(message: string, titleKey: string) {
    toast({ title: t(titleKey), description: message, variant: 'destructive' });
  }

  /** What a refused hold means for the traveller: a new price, fields to fix, or search again. */
  function refusalOf(error: unknown, message: string) {
    const body = bodyOf(error);
    if (body.code === 'price_changed' && typeof body.subtotal === 'string') {
      const refusal: Refusal = {
        kind: 'priceChanged',
        message,
        newTotal: String(body.newPrice),
        subtotal: body.subtotal,
        ...(typeof body.offerId === 'string' ? { offerId: body.offerId } : {}),
      };
      return { refusal };
    }
    const fieldErrors: Record<string, string> = {};
    for (const e of fieldErrorsOf(body)) {
      const field = formFieldOf(e.field, draft);
      if (field.startsWith('customer') || field.startsWith('passengers.')) {
        fieldErrors[field] = ruleText(t, e.rule, e.limit);
      }
    }
    if (Object.keys(fieldErrors).length) return { refusal: null, fieldErrors };
    const unavailable =
      error instanceof ApiError && [400, 404, 409].includes(error.status) ? true : false;
    return { refusal: unavailable ? ({ kind: 'unavailable', message } as const) : null };
  }

  async function hold(current: PendingBooking) {
    dispatch({ type: 'submit' });
    if (offerExpired(current, Date.now())) {
      dispatch({ type: 'refused', refusal: expiredRefusal() });
      return;
    }
    try {
      // One key per attempt: a second send of this same attempt gets this same session back.
      attemptKey.current ??= newAttemptKey();
      // The voucher and e-mails are written in the language the traveller books in.
      const language = i18n.language === 'fr' ? 'fr' : 'en';
      // And the currency they read prices in: the voucher shows amounts in it beside the dollars.
      const displayCurrency = currencyFor(i18n.language);
      const session = await createCheckoutSession(
        { ...buildSessionBody(current, draft), language, displayCurrency },
        attemptKey.current,
      );
      attemptKey.current = null;
      openSession.current = { ...session, email: draft.customerEmail.trim() };
      dispatch({
        type: 'opened',
        held: { session, deadline: holdDeadline(session.holdExpiresAt, Date.now()) },
      });
    } catch (error) {
      // An answer ends the attempt; a lost connection does not, so its retry keeps the key.
      if (error instanceof ApiError) attemptKey.current = null;
      const message = errorText(error, t, i18n.language, 'checkout.toast.sessionDefault');
      toastRefusal(message, 'checkout.toast.checkoutError');
      dispatch({ type: 'refused', ...refusalOf(error, message) });
    }
  }

  /** Goes on at the new total: the booking repriced (a flight's offer with it), held again. */
  function acceptNewPrice({ subtotal, offerId }: { subtotal: string; offerId?: string }) {
    const next = { ...booking, price: Number(subtotal), ...(offerId ? { offerId } : {}) };
    savePendingBooking(next);
    onBookingChange(next);
    void hold(next);
  }

  function fail(message: string) {
    toastRefusal(message, 'checkout.toast.bookingFailed');
    dispatch({ type: 'failed', message });
  }

  async function confirm(session: CheckoutSession) {
    // Paid: from here the session is never given back, only confirmed (or refunded by the server).
    openSession.current = null;
    try {
      const result = await confirmCheckout({
        paymentIntentId: session.paymentIntentId,
        sessionId: session.sessionId,
      });
      localStorage.removeItem(PENDING_BOOKING_KEY);
      toast({
        title: result.awaitingConfirmation
          ? t('checkout.success.awaitingTitle')
          : t('checkout.success.toastTitle'),
        description: t('checkout.success.toastText', { number: result.confirmationNumber }),
      });
      dispatch({ type: 'confirmed', ...result, email: draft.customerEmail.trim() });
    } catch (error) {
      const message = errorText(error, t, i18n.language, 'checkout.toast.confirmDefault');
      toastRefusal(message, 'checkout.toast.confirmFailed');
      // Paid, and the answer lost to the network: Retry confirms this same session again (never
      // a new one, which would be paid a second time; docs/decisions/0032).
      dispatch({
        type: 'failed',
        message,
        ...(error instanceof ApiError ? {} : { lost: session }),
      });
    }
  }

  async function afterPayment(held: Held, result: TestPaymentResult) {
    if (result.status === 'succeeded') return confirm(held.session);
    if (result.status === 'requires_action') {
      return dispatch({ type: 'bankAsks', held, last4: result.last4 });
    }
    fail(
      refusalMessage(
        { code: result.failureCode },
        t,
        i18n.language,
        'checkout.toast.confirmDefault',
      ),
    );
  }

  /** A card payment or a bank's answer, then what the test processor says of it. */
  async function payThen(held: Held, call: () => Promise<TestPaymentResult>) {
    dispatch({ type: 'paying' });
    try {
      await afterPayment(held, await call());
    } catch (error) {
      fail(errorText(error, t, i18n.language, 'checkout.toast.confirmDefault'));
    }
  }

  /**
   * Asks the traveller's phone for the total in the wallet's currency. Resolves with the fields
   * the server refused (shown under them); any other refusal ends the attempt as a card's does.
   */
  async function payByWallet(
    held: Held,
    body: Omit<WalletChargeBody, 'sessionId'>,
  ): Promise<FieldError[]> {
    try {
      walletKey.current ??= newAttemptKey();
      const charge = await startWalletCharge(
        { sessionId: held.session.sessionId, ...body },
        walletKey.current,
      );
      walletKey.current = null;
      const waiting = walletHeld(held.session, charge);
      dispatch({ type: 'walletAsked', held: waiting, charge });
      // A charge refused at once (an unknown number) ends the wait as a read would.
      dispatch({ type: 'walletRead', charge });
      return [];
    } catch (error) {
      // An answer ends the attempt; a lost connection does not, so its retry keeps the key.
      if (error instanceof ApiError) walletKey.current = null;
      const refused = fieldErrorsOf(bodyOf(error)).filter((e) =>
        ['country', 'network', 'phone'].includes(e.field),
      );
      if (error instanceof ApiError && error.status === 400 && refused.length) return refused;
      fail(errorText(error, t, i18n.language, 'checkout.toast.confirmDefault'));
      return [];
    }
  }

  /** The charge settled and the booking is made: the same end as a card's confirm. */
  async function walletPaid(session: CheckoutSession, charge: MobileMoneyCharge) {
    openSession.current = null;
    localStorage.removeItem(PENDING_BOOKING_KEY);
    // Whether the property confirms by hand is the booking's to say; the charge does not know.
    const view = await getBooking({ bookingId: session.sessionId }).catch(() => null);
    const awaitingConfirmation = view?.awaitingConfirmation ?? false;
    toast({
      title: awaitingConfirmation
        ? t('checkout.success.awaitingTitle')
        : t('checkout.success.toastTitle'),
      description: t('checkout.success.toastText', { number: charge.confirmationNumber }),
    });
    dispatch({
      type: 'confirmed',
      bookingId: session.sessionId,
      confirmationNumber: view?.confirmationNumber ?? charge.confirmationNumber,
      email: draft.customerEmail.trim(),
      awaitingConfirmation,
    });
  }

  useWalletPolling(
    state.step === 'wallet' ? state.charge : null,
    (charge) => {
      const session = state.step === 'wallet' ? state.session : null;
      dispatch({ type: 'walletRead', charge });
      if (session && walletOutcome(charge).kind === 'paid') void walletPaid(session, charge);
    },
    () => dispatch({ type: 'walletTimedOut' }),
  );

  /** Mobile money on the payment step, once the options say where it is offered. */
  function mobileMoneyPanel(held: Held) {
    if (mobileMoney.isPending) {
      return <p role="status">{t('checkout.wallet.method.loading')}</p>;
    }
    if (mobileMoney.isError || !mobileMoney.data.countries.length) {
      return (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" role="status">
          {t('checkout.wallet.method.unavailable')}
        </p>
      );
    }
    return (
      <Suspense fallback={<p role="status">{t('checkout.wallet.method.loading')}</p>}>
        <MobileMoneyForm
          options={mobileMoney.data}
          usdAmount={held.session.amount}
          contactPhone={draft.customerPhone}
          onPay={(body) => payByWallet(held, body)}
        />
      </Suspense>
    );
  }

  /** The card and bank steps, with the hold's countdown above them. */
  function whileHeld(held: { deadline: number; expired: boolean }, step: ReactNode) {
    return (
      <HeldStep
        deadline={held.deadline}
        expired={held.expired}
        onExpire={() => dispatch({ type: 'expired' })}
        onRestart={restart}
      >
        {step}
      </HeldStep>
    );
  }

  function stepView() {
    switch (state.step) {
      case 'details':
      case 'holding': {
        const details = state.step === 'details' ? state : null;
        // After a new price, Confirm Booking says the new total and goes on at it, as the notice does.
        const newPrice = details?.refusal?.kind === 'priceChanged' ? details.refusal : null;
        return (
          <DetailsStep
            booking={booking}
            draft={draft}
            onDraftChange={setDraft}
            fieldErrors={details?.fieldErrors ?? {}}
            busy={state.step === 'holding'}
            amount={
              newPrice
                ? formatMoney(newPrice.newTotal, booking.currency || 'USD', i18n.language)
                : amount
            }
            notice={
              details?.refusal ? (
                <RefusalNotice
                  refusal={details.refusal}
                  searchAgain={productOf(booking).searchAgain}
                  busy={false}
                  onAcceptPrice={acceptNewPrice}
                />
              ) : null
            }
            focusHeading={moved}
            onValid={() => (newPrice ? acceptNewPrice(newPrice) : void hold(booking))}
          />
        );
      }
      case 'card':
        return whileHeld(
          state,
          <CardStep
            session={state.session}
            publishableKey={paymentConfig.data?.publishableKey ?? null}
            amount={amount}
            focusHeading={moved}
            onPayWithTestCard={(card) =>
              void payThen(state, () => payWithTestCard(state.session, card))
            }
            onPaidWithStripe={() => {
              dispatch({ type: 'paying' });
              void confirm(state.session);
            }}
            onStripeFailed={fail}
            onChangeDetails={restart}
            method={method}
            onMethodChange={setMethod}
            mobileMoney={mobileMoneyPanel(state)}
          />,
        );
      case 'wallet':
        return (
          <Suspense fallback={<p role="status">{t('checkout.wallet.method.loading')}</p>}>
            <WalletStep
              charge={state.charge}
              testProcessor={mobileMoney.data?.provider === 'test'}
              focusHeading={moved}
            />
          </Suspense>
        );
      case 'walletFailed':
        return whileHeld(
          state,
          <Suspense fallback={<p role="status">{t('checkout.wallet.method.loading')}</p>}>
            <WalletFailedStep
              reason={state.reason}
              charge={state.charge}
              onTryWallet={() => {
                setMethod('mobile_money');
                dispatch({ type: 'retryPayment' });
              }}
              onPayByCard={() => {
                setMethod('card');
                dispatch({ type: 'retryPayment' });
              }}
            />
          </Suspense>,
        );
      case 'authenticate':
        return whileHeld(
          state,
          <BankConfirmation
            amount={amount}
            last4={state.last4}
            onAnswer={(approve) =>
              void payThen(state, () => authenticateTestPayment(state.session, approve))
            }
          />,
        );
      case 'confirming':
        return <ConfirmingStep />;
      case 'done':
        return (
          <DoneStep
            bookingId={state.bookingId}
            confirmationNumber={state.confirmationNumber}
            email={state.email}
            awaitingConfirmation={state.awaitingConfirmation}
          />
        );
      case 'failed': {
        const lost = state.lost;
        return (
          <FailedStep
            message={state.message}
            onTryAgain={restart}
            onRetry={
              lost
                ? () => {
                    dispatch({ type: 'retry' });
                    void confirm(lost);
                  }
                : undefined
            }
          />
        );
      }
    }
  }

  const early = state.step === 'details' || state.step === 'holding';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('checkout.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* On a phone the summary leads the details step, and follows the later steps. */}
        <aside className={`min-w-0 lg:sticky lg:top-4 lg:order-2 ${early ? '' : 'order-2'}`}>
          <BookingSummary booking={booking} leadName={draft.customerName} />
        </aside>
        <div className="min-w-0 lg:order-1" data-testid="checkout-step" data-step={state.step}>
          {stepView()}
        </div>
      </div>
    </div>
  );
}

/**
 * The hold while the phone is asked: the server extends it while a charge is pending, so its end
 * is the charge's, capped as any hold's is against a clock ahead of this device's.
 */
function walletHeld(session: CheckoutSession, charge: MobileMoneyCharge): Held {
  return {
    session,
    deadline: holdDeadline(charge.holdExpiresAt, Date.now(), WALLET_HOLD_CAP_MINUTES),
  };
}

/** Longest a hold can run from now while a mobile-money charge is pending (hold plus extension). */
const WALLET_HOLD_CAP_MINUTES = 30;
