import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderMetaBase } from '../../../domain/orders.ts';
import { duffelBookings, inventoryHolds } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import {
  FlightOrderRefused,
  type DuffelPassengerType,
  type OrderPassenger,
} from '../../providers/flights/duffel.ts';
import { giveBackAll } from '../inventory/stock.ts';
import { metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order, Tx } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

type Airline = NonNullable<OrderMetaBase['airline']>;

/** How long a second confirm waits for the one asking the airline, and how often it looks. */
const WAIT_FOR_TICKETS_MS = 20_000;
const LOOK_EVERY_MS = 250;
/**
 * How long after an order went unanswered the airline is still looked at for it: Duffel may
 * finish making it after we gave up waiting.
 */
export const STRAY_ORDER_WATCH_MS = 60 * 60_000;

const DUFFEL_TYPE = { adult: 'adult', child: 'child', infant: 'infant_without_seat' } as const;

/**
 * The order's travellers as the airline's order names them: each given the airline's passenger
 * id of their type, in turn; each infant on the lap of the adult of the same rank; everyone
 * reachable at their own contact or else the lead's. Duffel has no "Mstr": a boy is "mr".
 */
export function orderPassengers(
  meta: OrderMetaBase,
  airline: Airline,
  contact: { email: string; phone: string },
): OrderPassenger[] {
  const ids: Record<DuffelPassengerType, string[]> = {
    adult: [],
    child: [],
    infant_without_seat: [],
  };
  for (const p of airline.passengerIds) ids[p.type].push(p.id);
  const travellers = meta.passengers ?? [];
  const lead = travellers[0];
  const email = lead?.email ?? contact.email;
  const phone = lead?.phone_number ?? contact.phone;
  const taken: Record<DuffelPassengerType, number> = {
    adult: 0,
    child: 0,
    infant_without_seat: 0,
  };
  const named = travellers.map((p): OrderPassenger => {
    const type = DUFFEL_TYPE[p.type ?? 'adult'];
    const id = ids[type][taken[type]++];
    if (!id) throw new Error(`the airline's offer has no ${type} passenger left for a traveller`);
    return {
      id,
      type,
      title: (p.title === 'mstr' ? 'mr' : p.title) as OrderPassenger['title'],
      given_name: p.given_name,
      family_name: p.family_name,
      born_on: p.born_on,
      gender: p.gender as OrderPassenger['gender'],
      email: p.email ?? email,
      phone_number: p.phone_number ?? phone,
    };
  });
  const adults = named.filter((p) => p.type === 'adult');
  named
    .filter((p) => p.type === 'infant_without_seat')
    .forEach((infant, i) => {
      adults[i]!.infant_passenger_id = infant.id;
    });
  return named;
}

/**
 * Making a paid live flight's order at the airline: once per order, whatever the number of
 * confirms. The confirm that claims the order (in its transaction) asks the airline; any other
 * waits for its answer. A refusal or a failure after the card was charged refunds the payment in
 * full and ends the booking, with the reason; nothing is left charged without a ticket.
 */
export function createTicketing(
  { db, clock, flights, log }: CheckoutDeps,
  { findBySession, lockBySession, lockOrder, recordMove, oweRefund, settleRefunds }: OrderLedger,
) {
  /** In confirm's transaction, on the locked and paid order: takes on asking the airline. */
  function claim(meta: OrderMetaBase, order: Order): 'claimed' | 'claimed_before' {
    const airline = meta.airline!;
    if (airline.orderKey) return 'claimed_before';
    airline.orderKey = `teranga-order-${order.id}`;
    return 'claimed';
  }

  /** Asks the airline for the order; answers the airline's reference, or ends the booking. */
  async function issue(order: Order): Promise<Airline> {
    const meta = metaOf(order);
    const airline = meta.airline!;
    try {
      const made = await flights.liveSeller().createOrder({
        offerId: airline.offerId,
        amountCents: airline.amountCents,
        key: airline.orderKey!,
        passengers: orderPassengers(meta, airline, {
          email: order.customerEmail ?? '',
          phone: order.customerPhone ?? '',
        }),
      });
      log.info({ orderId: order.id, airlineOrder: made.orderId }, 'airline order made');
      return { ...airline, orderId: made.orderId, bookingReference: made.bookingReference };
    } catch (error) {
      const refused = error instanceof FlightOrderRefused;
      // The airline's own words when it refused; the page says the rest in the reader's language.
      const failure = refused
        ? { code: error.code, reason: error.message }
        : { code: 'airline_unavailable', reason: 'The airline could not be reached' };
      // No second order is ever asked for: an order the airline made without answering is
      // found by its key (metadata teranga_order) and cancelled by reconcileStrayOrders.
      log.warn(
        {
          orderId: order.id,
          code: failure.code,
          key: airline.orderKey,
          err: (error as Error).message,
        },
        'airline order failed; refunding in full',
      );
      await fail(order.sessionId!, failure);
      throw refusal(failure);
    }
  }

  /** Ends a paid booking the airline did not make: stock back, cancelled, refunded in full. */
  async function fail(sessionId: string, failure: { code: string; reason: string }) {
    const reason = failureSentence(failure);
    const orderId = await db.transaction(async (tx) => {
      const order = await lockBySession(tx, sessionId);
      await giveBackKept(tx, order.id);
      const meta = { ...metaOf(order), failure: { ...failure, at: clock.now().toISOString() } };
      await tx.update(duffelBookings).set({ meta }).where(eq(duffelBookings.id, order.id));
      order.meta = meta;
      await recordMove(tx, order, 'orderStatus', 'canceled', reason);
      await oweRefund(tx, order, meta.totalCents, `refund-${order.id}`, reason);
      return order.id;
    });
    await settleRefunds(orderId);
  }

  /** The stock confirm kept for the booking (its holds were confirmed at the claim). */
  async function giveBackKept(tx: Tx, orderId: number) {
    const holds = await tx
      .update(inventoryHolds)
      .set({ status: 'released' })
      .where(and(eq(inventoryHolds.orderId, orderId), eq(inventoryHolds.status, 'confirmed')))
      .returning();
    await giveBackAll(tx, holds);
  }

  /** Another confirm is asking the airline: wait for the booking to be made or refused. */
  async function waitForTickets(sessionId: string): Promise<Order> {
    const deadline = Date.now() + WAIT_FOR_TICKETS_MS;
    while (Date.now() < deadline) {
      const order = await findBySession(sessionId);
      if (order.orderStatus !== 'pending') return order;
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
    throw new ConflictError(
      'The airline is still issuing your tickets; look up your booking again in a minute',
      { code: 'ticketing_in_progress' },
    );
  }

  /**
   * Orders the airline made after we stopped waiting for its answer (the traveller was told it
   * failed and refunded): each is looked for by its key among the lead traveller's orders and
   * cancelled at the airline, so no one holds a ticket they were told they do not have, and
   * the fare comes back to our balance. What was found is written on the booking; a failed
   * look is tried again at the next run, until STRAY_ORDER_WATCH_MS after the failure.
   */
  async function reconcileStrayOrders(): Promise<number> {
    const seller = flights.liveSellerIfAny();
    if (!seller) return 0;
    const unanswered = await db
      .select()
      .from(duffelBookings)
      .where(
        and(
          eq(duffelBookings.orderStatus, 'canceled'),
          sql`${duffelBookings.meta}->'failure'->>'code' = 'airline_unavailable'`,
          isNotNull(sql`${duffelBookings.meta}->'airline'->>'orderKey'`),
          isNull(sql`${duffelBookings.meta}->'airline'->>'orderId'`),
          isNull(sql`${duffelBookings.meta}->'airline'->'stray'`),
        ),
      );
    let cancelled = 0;
    for (const order of unanswered) {
      const meta = metaOf(order);
      const airline = meta.airline!;
      const now = clock.now();
      const failedAt = Date.parse(meta.failure?.at ?? '');
      const watching = now.getTime() - failedAt < STRAY_ORDER_WATCH_MS;
      const name = meta.passengers?.[0]?.family_name ?? order.customerName?.split(' ').at(-1);
      const fields = { orderId: order.id, key: airline.orderKey };
      let stray: NonNullable<Airline['stray']> = { checkedAt: now.toISOString() };
      try {
        const found = name ? await seller.findOrder(airline.orderKey!, name) : null;
        // None yet: Duffel may still be making it, so it is looked for again while watched.
        if (!found && watching) continue;
        if (found) {
          stray = { ...stray, orderId: found.orderId, bookingReference: found.bookingReference };
          if (!found.cancelled) {
            const quote = await seller.quoteCancellation(found.orderId);
            const done = await seller.confirmCancellation(quote.cancellationId);
            stray.refundCents = done.refundCents;
            cancelled += 1;
          }
          log.warn(
            { ...fields, airlineOrder: found.orderId, refundCents: stray.refundCents },
            'the airline made an order we gave up on; cancelled at the airline',
          );
        }
      } catch (error) {
        log.warn({ ...fields, err: (error as Error).message }, 'stray airline order not settled');
        if (watching) continue;
        stray.unsettled = (error as Error).message;
      }
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked) return;
        const current = metaOf(locked);
        const next = { ...current, airline: { ...current.airline!, stray } };
        await tx.update(duffelBookings).set({ meta: next }).where(eq(duffelBookings.id, order.id));
      });
    }
    return cancelled;
  }

  return { claim, issue, waitForTickets, reconcileStrayOrders };
}

/** What happened, in a sentence: the airline refused (in its words), or could not be reached. */
function failureSentence({ code, reason }: { code: string; reason: string }): string {
  return code === 'airline_unavailable'
    ? 'The airline could not be reached to issue the tickets'
    : `The airline did not issue the tickets: ${reason}`;
}

/** The traveller's message when the airline did not make the booking. */
export function refusal(failure: { code: string; reason: string }) {
  return new ConflictError(`${failureSentence(failure)}. Your payment is refunded in full.`, {
    code: 'airline_refused',
  });
}

export type Ticketing = ReturnType<typeof createTicketing>;
