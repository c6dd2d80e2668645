import type { CheckoutSession } from './api/create-session.ts';
import type { MobileMoneyCharge, WalletFailure } from './api/mobile-money.ts';
import { walletOutcome } from './mobile-money.ts';

/**
 * The checkout's steps as one explicit state machine: which step shows, and what moves it on.
 * The page runs the calls; this says what each answer does to the step. A move the current
 * step does not expect (a late answer after the traveller started over) changes nothing.
 *
 *   details --submit--> holding --opened--> card --3-D Secure--> authenticate
 *      ^                   |                  |                      |
 *      +----refused--------+                  +------paying----------+--> confirming
 *      +----restart------ card, authenticate, failed                          |
 *                                               failed <--failed--------------+--confirmed--> done
 *
 * Mobile money (the phone approves, the server settles; the page reads the charge until then):
 *
 *   card --walletAsked--> wallet --walletRead: paid--> confirming --confirmed--> done
 *     ^                     |
 *     +--retryPayment-- walletFailed <--walletRead: failed, expired / walletTimedOut
 */

/** The hold on the room or seats, and when it ends on this device's clock. */
export type Held = { session: CheckoutSession; deadline: number };

/** Why the session was refused, when the traveller has to decide something. */
export type Refusal =
  | {
      kind: 'priceChanged';
      message: string;
      /** The total the card would be charged now, and the subtotal it is made of. */
      newTotal: string;
      subtotal: string;
      /** A repriced flight: the offer that sells at the new total. */
      offerId?: string;
    }
  | { kind: 'unavailable'; message: string };

export type CheckoutState =
  | { step: 'details'; refusal: Refusal | null; fieldErrors: Record<string, string> }
  | { step: 'holding' }
  | ({ step: 'card'; expired: boolean } & Held)
  | ({ step: 'authenticate'; last4: string | null; expired: boolean } & Held)
  /** Waiting for the traveller to approve the charge on their phone. */
  | ({ step: 'wallet'; charge: MobileMoneyCharge } & Held)
  /** The phone refused, or did not answer in time: try again, or pay by card, while held. */
  | ({
      step: 'walletFailed';
      reason: WalletFailure | 'expired';
      charge: MobileMoneyCharge;
      expired: boolean;
    } & Held)
  | { step: 'confirming' }
  /** `lost`: the booking's answer never came (the network), so Retry asks for it again. */
  | { step: 'failed'; message: string; lost?: Held['session'] }
  | {
      step: 'done';
      bookingId: string;
      confirmationNumber: string;
      email: string;
      awaitingConfirmation: boolean;
    };

export type CheckoutStep = CheckoutState['step'];

export type CheckoutEvent =
  | { type: 'submit' }
  | { type: 'opened'; held: Held }
  | { type: 'refused'; refusal: Refusal | null; fieldErrors?: Record<string, string> }
  | { type: 'expired' }
  | { type: 'paying' }
  | { type: 'bankAsks'; held: Held; last4: string | null }
  | { type: 'failed'; message: string; lost?: Held['session'] }
  | { type: 'retry' }
  | {
      type: 'confirmed';
      bookingId: string;
      confirmationNumber: string;
      email: string;
      awaitingConfirmation: boolean;
    }
  | { type: 'restart' }
  | { type: 'walletAsked'; held: Held; charge: MobileMoneyCharge }
  | { type: 'walletRead'; charge: MobileMoneyCharge }
  | { type: 'walletTimedOut' }
  | { type: 'retryPayment' };

export type Machine = {
  state: CheckoutState;
  /** True once the traveller has left the first step: headings take the focus from then on. */
  moved: boolean;
};

export const initialMachine: Machine = {
  state: { step: 'details', refusal: null, fieldErrors: {} },
  moved: false,
};

/** The first step with a refusal already known (an offer that expired before checkout opened). */
export function refusedAtStart(refusal: Refusal): Machine {
  return { state: { step: 'details', refusal, fieldErrors: {} }, moved: false };
}

/**
 * The card step of a hold opened before a reload (or Back then Forward), while it lives; the wait
 * for the phone when a mobile-money charge was asked for (the page reads it again at once).
 */
export function resumedWith(held: Held, charge: MobileMoneyCharge | null = null): Machine {
  return {
    state: charge
      ? { step: 'wallet', charge, ...heldOf(held) }
      : { step: 'card', expired: false, ...heldOf(held) },
    moved: true,
  };
}

/** The hold alone, whatever else the object it came in carries (a step's state is one). */
const heldOf = ({ session, deadline }: Held): Held => ({ session, deadline });

function next(state: CheckoutState, event: CheckoutEvent): CheckoutState | null {
  switch (event.type) {
    case 'submit':
      return state.step === 'details' ? { step: 'holding' } : null;
    case 'opened':
      return state.step === 'holding'
        ? { step: 'card', expired: false, ...heldOf(event.held) }
        : null;
    case 'refused':
      return state.step === 'holding'
        ? { step: 'details', refusal: event.refusal, fieldErrors: event.fieldErrors ?? {} }
        : null;
    case 'expired':
      return state.step === 'card' || state.step === 'authenticate' || state.step === 'walletFailed'
        ? { ...state, expired: true }
        : null;
    case 'paying':
      return state.step === 'card' || state.step === 'authenticate' ? { step: 'confirming' } : null;
    case 'bankAsks':
      return state.step === 'confirming'
        ? { step: 'authenticate', last4: event.last4, expired: false, ...heldOf(event.held) }
        : null;
    case 'failed':
      return state.step === 'confirming' || state.step === 'card' || state.step === 'authenticate'
        ? { step: 'failed', message: event.message, ...(event.lost ? { lost: event.lost } : {}) }
        : null;
    case 'retry':
      // Only a booking whose answer was lost is asked for again (confirm is idempotent).
      return state.step === 'failed' && state.lost ? { step: 'confirming' } : null;
    case 'confirmed':
      return state.step === 'confirming' || state.step === 'card'
        ? {
            step: 'done',
            bookingId: event.bookingId,
            confirmationNumber: event.confirmationNumber,
            email: event.email,
            awaitingConfirmation: event.awaitingConfirmation,
          }
        : null;
    case 'restart':
      return state.step === 'card' ||
        state.step === 'authenticate' ||
        state.step === 'failed' ||
        state.step === 'wallet' ||
        state.step === 'walletFailed'
        ? { step: 'details', refusal: null, fieldErrors: {} }
        : null;
    case 'walletAsked':
      return state.step === 'card'
        ? { step: 'wallet', charge: event.charge, ...heldOf(event.held) }
        : null;
    case 'walletRead':
      return state.step === 'wallet' && state.charge.reference === event.charge.reference
        ? afterWalletRead(state, event.charge)
        : null;
    case 'walletTimedOut':
      return state.step === 'wallet'
        ? { ...state, step: 'walletFailed', reason: 'timeout', expired: false }
        : null;
    case 'retryPayment':
      return state.step === 'walletFailed' && !state.expired
        ? { step: 'card', expired: false, ...heldOf(state) }
        : null;
  }
}

/** A fresh read of the charge being waited for: still waiting, paid, or failed. */
function afterWalletRead(
  state: Extract<CheckoutState, { step: 'wallet' }>,
  charge: MobileMoneyCharge,
): CheckoutState {
  const outcome = walletOutcome(charge);
  if (outcome.kind === 'paid') return { step: 'confirming' };
  if (outcome.kind === 'failed') {
    return { ...state, step: 'walletFailed', charge, reason: outcome.reason, expired: false };
  }
  return { ...state, charge };
}

export function checkoutReducer(machine: Machine, event: CheckoutEvent): Machine {
  const state = next(machine.state, event);
  if (state === null) return machine;
  // A refusal keeps the traveller where they were typing; every other move is a new step.
  const moved = machine.moved || (event.type !== 'submit' && event.type !== 'refused');
  return { state, moved };
}
