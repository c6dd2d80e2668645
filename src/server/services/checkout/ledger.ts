import { ORDER_REASONS } from '../../../domain/orders.ts';
import {
  and,
  eq,
  gt,
  inArray,
  like,
  lt,
  notExists,
  sql,
  type AnyColumn,
  type Placeholder,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canMove,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type OrderStatus,
  type PaymentStatus,
} from '../../../domain/checkout.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { inTransaction, placeholders, preparedShapes } from '../../db/prepared.ts';
import {
  duffelBookings,
  inventoryHolds,
  orderEvents,
  paymentRecords,
  walletCharges,
} from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { PaymentIntent } from '../../providers/payments/types.ts';
import { toBookingDocument } from '../booking-view.ts';
import { renderBookingIcs } from '../documents/calendar-ics.ts';
import { renderConfirmationEmail } from '../documents/confirmation-email.ts';
import { renderVoucherPdf } from '../documents/voucher-pdf.ts';
import { giveBackAll, takeAllStock, type Executor } from '../inventory/stock.ts';
import { isWalletReference, WALLET_REFERENCE_PREFIX } from '../mobile-money/wallet-payments.ts';
import { metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order, OwedMail, Tx } from './deps.ts';

// An order's row is changed by a few sets of fields (paid and confirmed, cancelled...): each set
// prepared once, the first time it is written. A change that writes a null (or leaves a field
// undefined) is built as usual: drizzle encodes a prepared value by its column, and a timestamp's
// encoding takes neither.
const orderRowWritten = preparedShapes('order_written', 16, (executor, shape) =>
  executor
    .update(duffelBookings)
    .set(placeholders(...(shape.split(',') as (keyof Order)[])) as unknown as Partial<Order>)
    .where(eq(duffelBookings.id, sql.placeholder('orderId'))),
);

async function writeOrderRow(tx: Tx | Database, orderId: number, row: Partial<Order>) {
  const prepared = Object.values(row).some((value) => value === null || value === undefined)
    ? undefined
    : orderRowWritten(tx, Object.keys(row).sort().join(','));
  if (prepared) await prepared.execute({ ...row, orderId });
  else await tx.update(duffelBookings).set(row).where(eq(duffelBookings.id, orderId));
}

// An order's events are written one to a few at once: each number of them prepared once.
const EVENT_FIELDS = ['orderId', 'field', 'fromStatus', 'toStatus', 'reason'] as const;
const eventsWritten = preparedShapes('order_events_written', 4, (executor, shape) =>
  executor
    .insert(orderEvents)
    .values(
      Array.from({ length: Number(shape) }, (_, i) => ({
        ...Object.fromEntries(EVENT_FIELDS.map((key) => [key, sql.placeholder(`${key}${i}`)])),
        // Written as JSON text: drizzle's own encoding would make a missing value JSON's null.
        data: sql`${sql.placeholder(`data${i}`)}::jsonb`,
      })) as (typeof orderEvents.$inferInsert)[],
    )
    .returning({ id: orderEvents.id, field: orderEvents.field }),
);

/** An order's events written at once (prepared by their number), answering their ids and fields. */
export async function writeEvents(tx: Tx | Database, rows: (typeof orderEvents.$inferInsert)[]) {
  const prepared = eventsWritten(tx, String(rows.length));
  if (!prepared) {
    return tx
      .insert(orderEvents)
      .values(rows)
      .returning({ id: orderEvents.id, field: orderEvents.field });
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const key of EVENT_FIELDS) values[`${key}${i}`] = row[key] ?? null;
    values[`data${i}`] =
      row.data === undefined || row.data === null ? null : JSON.stringify(row.data);
  });
  return prepared.execute(values);
}

/**
 * Changes to one locked order in a transaction, written together when `write` is called: its
 * row in one update, its events in one insert, in the order they were made. A status move is
 * checked against its transition table when it is made, and `order` shows it at once.
 */
export function orderChanges(order: Order, clock: Clock) {
  let fields: Partial<Order> = {};
  let events: (typeof orderEvents.$inferInsert)[] = [];
  return {
    order,
    /** Moves one of the order's statuses along its transition table; the move is recorded. */
    move(
      ...move:
        | [field: 'paymentStatus', to: PaymentStatus, reason?: string]
        | [field: 'orderStatus', to: OrderStatus, reason?: string]
    ) {
      const [field, to, reason] = move;
      const from = order[field];
      if (from === to) return;
      const allowed =
        move[0] === 'paymentStatus'
          ? canMove(PAYMENT_TRANSITIONS, order.paymentStatus, move[1])
          : canMove(ORDER_TRANSITIONS, order.orderStatus, move[1]);
      if (!allowed) {
        throw new ConflictError(`This booking cannot move from ${from} to ${to}`, {
          code: 'invalid_transition',
        });
      }
      fields = { ...fields, [field]: to, updatedAt: clock.now() };
      events.push({ orderId: order.id, field, fromStatus: from, toStatus: to, reason });
      if (move[0] === 'paymentStatus') order.paymentStatus = move[1];
      else order.orderStatus = move[1];
    },
    /** Sets more of the order's row (its meta, its hold's end). */
    set(more: Pick<Partial<Order>, 'meta' | 'holdExpiresAt'>) {
      fields = { ...fields, ...more };
      Object.assign(order, more);
    },
    /**
     * Records that the traveller is owed an e-mail: sent by a job queued after the commit
     * (queueMail), or, if this server dies before it queues it, by the one the reconciler
     * queues.
     */
    oweMail(mail: 'confirmation' | 'cancellation') {
      events.push({ orderId: order.id, field: 'email', toStatus: 'owed', data: { mail } });
    },
    /** Writes what was changed since the last write; answers the e-mail owed, if any. */
    async write(tx: Tx | Database): Promise<OwedMail | null> {
      const [row, rows] = [fields, events];
      fields = {};
      events = [];
      if (Object.keys(row).length > 0) await writeOrderRow(tx, order.id, row);
      if (rows.length === 0) return null;
      const written = await writeEvents(tx, rows);
      const owed = written.find((event) => event.field === 'email');
      return owed ? { orderId: order.id, eventId: owed.id } : null;
    },
  };
}

export type OrderChanges = ReturnType<typeof orderChanges>;

/**
 * What every use case of the checkout does to an order: move its statuses along the transition
 * tables, give its held stock back, record money with the provider (charges, owed refunds, and
 * sending them), and tell the traveller.
 */
export function createOrderLedger({
  db,
  clock,
  payments,
  mailer,
  mailQueue,
  log,
  publicUrl,
}: CheckoutDeps) {
  /** Changes to one locked order, written together (see `orderChanges`). */
  function changesOf(order: Order): OrderChanges {
    return orderChanges(order, clock);
  }

  /** Moves one of an order's statuses along its transition table, and records the move. */
  async function recordMove(
    tx: Tx | Database,
    order: Order,
    ...move:
      | [field: 'paymentStatus', to: PaymentStatus, reason?: string]
      | [field: 'orderStatus', to: OrderStatus, reason?: string]
  ) {
    const changes = changesOf(order);
    changes.move(...move);
    await changes.write(tx);
  }

  /** The order, locked for this transaction: every use case locks the order before its holds. */
  async function lockOrder(tx: Tx, orderId: number): Promise<Order | undefined> {
    const [order] = await tx
      .select()
      .from(duffelBookings)
      .where(eq(duffelBookings.id, orderId))
      .for('update');
    return order;
  }

  /**
   * Cancels an open payment at the provider, so it can never succeed later; answers what the
   * provider then says of it (succeeded, when it was paid meanwhile), or null when it is silent.
   */
  async function closePayment(intentId: string): Promise<PaymentIntent | null> {
    return payments
      .cancelIntent(intentId)
      .catch(() => payments.retrieveIntent(intentId).catch(() => null));
  }

  /** Records, on the locked order, that its payment was cancelled at the provider. */
  async function recordPaymentClosed(tx: Tx, order: Order) {
    if (canMove(PAYMENT_TRANSITIONS, order.paymentStatus, 'canceled'))
      await recordMove(tx, order, 'paymentStatus', 'canceled', ORDER_REASONS.checkout_closed);
  }

  // Every confirm and payment form reads its order by session first: prepared once.
  const orderBySession = db
    .select()
    .from(duffelBookings)
    .where(eq(duffelBookings.sessionId, sql.placeholder('sessionId')))
    .prepare('order_by_session');

  function known(order: Order | undefined): Order {
    if (!order) throw new NotFoundError('Unknown checkout session', { code: 'session_unknown' });
    return order;
  }

  /** A checkout session's order as it stands, outside any transaction. */
  async function findBySession(sessionId: string): Promise<Order> {
    return known((await orderBySession.execute({ sessionId }))[0]);
  }

  // Every confirm locks its order by session first: prepared once, run in its transaction.
  const orderLockedBySession = db
    .select()
    .from(duffelBookings)
    .where(eq(duffelBookings.sessionId, sql.placeholder('sessionId')))
    .for('update')
    .prepare('order_locked_by_session');

  /** A checkout session's order, locked for the rest of `tx`. */
  async function lockBySession(tx: Tx, sessionId: string): Promise<Order> {
    return known((await inTransaction(orderLockedBySession, tx).execute({ sessionId }))[0]);
  }

  /** Inside a transaction that has locked the order: gives its held stock back and cancels it. */
  async function releaseHeldStock(tx: Tx, order: Order, reason: string) {
    const holds = await tx
      .update(inventoryHolds)
      .set({ status: 'released' })
      .where(and(eq(inventoryHolds.orderId, order.id), eq(inventoryHolds.status, 'held')))
      .returning();
    await giveBackAll(tx, holds);
    if (order.orderStatus === 'pending')
      await recordMove(tx, order, 'orderStatus', 'canceled', reason);
  }

  /**
   * The orders whose hold ran out by `now`: their held stock's time is up, or, kept open after
   * their stock went back while a mobile-money charge was pending, their own hold is.
   */
  function dueOrderIds(executor: Executor, now: Date | Placeholder) {
    return executor
      .select({ id: inventoryHolds.orderId })
      .from(inventoryHolds)
      .where(and(eq(inventoryHolds.status, 'held'), lt(inventoryHolds.expiresAt, now)))
      .union(
        // A union, not an OR on the orders: each side reads its own index
        // (inventory_holds_status_expiry_idx, duffel_bookings_status_hold_idx).
        executor
          .select({ id: duffelBookings.id })
          .from(duffelBookings)
          .where(
            and(
              eq(duffelBookings.orderStatus, 'pending'),
              lt(duffelBookings.holdExpiresAt, now),
              like(
                duffelBookings.duffelPaymentIntentId,
                `${WALLET_REFERENCE_PREFIX.replace('_', '\\_')}%`,
              ),
            ),
          ),
      );
  }

  // The read every checkout makes first, prepared once.
  const anyDueAt = db
    .select({ id: duffelBookings.id })
    .from(duffelBookings)
    .where(inArray(duffelBookings.id, dueOrderIds(db, sql.placeholder('now'))))
    .limit(1)
    .prepare('any_hold_due');

  /**
   * Gives back the stock of holds whose time ran out and cancels their unpaid orders. Returns
   * the orders touched. Safe to run concurrently: each order is claimed by one sweep only.
   */
  async function releaseExpiredHolds(now: Date): Promise<number[]> {
    // Every checkout runs this first, and almost always nothing is due: a plain read says so
    // without opening a transaction (two statements and a round trip each fewer). A hold that
    // runs out just after it is released by the next checkout or the sweep, as before.
    const anyDue = await anyDueAt.execute({ now: now.toISOString() });
    if (anyDue.length === 0) return [];
    return db.transaction(async (tx) => {
      // Orders first, as confirm and cancel lock them first; one being confirmed right now is
      // skipped (its confirm decides), so the two never wait on each other.
      const due = await tx
        .select()
        .from(duffelBookings)
        .where(inArray(duffelBookings.id, dueOrderIds(tx, now)))
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const orderIds = due.map((order) => order.id);
      const expired = await tx
        .update(inventoryHolds)
        .set({ status: 'released' })
        .where(and(inArray(inventoryHolds.orderId, orderIds), eq(inventoryHolds.status, 'held')))
        .returning();
      // All of them in one fixed order, the order every checkout takes stock in.
      await giveBackAll(tx, expired);
      const waiting = await ordersAwaitingWallet(tx, due, now);
      const touched = new Set(expired.map((hold) => hold.orderId));
      for (const order of due) {
        // The stock goes back, but the order waits for its phone: a success books if the stock
        // is still free (confirm takes it again), and is refunded in full otherwise.
        if (order.orderStatus === 'pending' && !waiting.has(order.id)) {
          await recordMove(tx, order, 'orderStatus', 'canceled', ORDER_REASONS.hold_expired);
          touched.add(order.id);
        }
      }
      return [...touched];
    });
  }

  /** Of these orders, those whose payment is a mobile-money charge still waiting for the phone. */
  async function ordersAwaitingWallet(tx: Tx, orders: Order[], now: Date): Promise<Set<number>> {
    const references = orders
      .map((order) => order.duffelPaymentIntentId)
      .filter((id): id is string => id !== null && isWalletReference(id));
    if (references.length === 0) return new Set();
    const pending = await tx
      .select({ orderId: walletCharges.orderId })
      .from(walletCharges)
      .where(
        and(
          inArray(walletCharges.reference, references),
          eq(walletCharges.status, 'pending'),
          gt(walletCharges.expiresAt, now),
        ),
      );
    return new Set(pending.map((row) => row.orderId));
  }

  /**
   * On the locked, pending order about to be confirmed: takes again, under the same guards, the
   * stock its holds gave back when the hold ran out while its mobile-money charge was pending.
   * False when any of it is gone (nothing is taken then), or when the charge was paid after we
   * stopped waiting for it; true when nothing had been given back.
   */
  async function retakeStock(tx: Tx, order: Order): Promise<boolean> {
    const paymentId = order.duffelPaymentIntentId;
    // Only a pending mobile-money charge keeps an order open once its stock went back
    // (releaseExpiredHolds cancels every other): a card's order still holds all it took.
    if (!paymentId || !isWalletReference(paymentId)) return true;
    // Paid after we told the traveller it timed out: refunded, never booked.
    const [charge] = await tx
      .select({ settledAt: walletCharges.settledAt, expiresAt: walletCharges.expiresAt })
      .from(walletCharges)
      .where(eq(walletCharges.reference, paymentId));
    if (charge?.settledAt && charge.settledAt > charge.expiresAt) return false;
    const holds = await tx
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order.id));
    if (holds.length === 0 || holds.some((hold) => hold.status !== 'released')) return true;
    try {
      // A savepoint: a sold-out item undoes what was taken before it, and the order goes on.
      await tx.transaction(async (sp) => {
        await takeAllStock(
          sp,
          holds.map((hold) => ({ ...hold, total: hold.quantity })),
        );
      });
    } catch (error) {
      if (error instanceof ConflictError && error.code === 'sold_out') return false;
      throw error;
    }
    await tx
      .update(inventoryHolds)
      .set({ status: 'held' })
      .where(eq(inventoryHolds.orderId, order.id));
    log.info({ orderId: order.id }, 'late mobile-money payment: stock taken again');
    return true;
  }

  // Every paid order's charge is recorded with this statement: prepared once.
  const chargeRecorded = db
    .insert(paymentRecords)
    .values({
      orderId: sql.placeholder('orderId'),
      provider: payments.name,
      kind: 'charge',
      providerId: sql.placeholder('providerId'),
      amountCents: sql.placeholder('amountCents'),
      status: 'succeeded',
    })
    .onConflictDoNothing()
    .returning({ id: paymentRecords.id })
    .prepare('charge_recorded');

  /**
   * The charge as the provider reports it: the payment status moves (in `changes`, written by the
   * caller), and a record is kept.
   */
  async function recordCharge(tx: Tx, changes: OrderChanges, intent: PaymentIntent) {
    const { order } = changes;
    if (canMove(PAYMENT_TRANSITIONS, order.paymentStatus, 'succeeded'))
      changes.move('paymentStatus', 'succeeded');
    const [charge] = await inTransaction(chargeRecorded, tx).execute({
      orderId: order.id,
      providerId: intent.id,
      amountCents: intent.amountCents,
    });
    if (charge) {
      log.info(
        { orderId: order.id, amountCents: intent.amountCents, provider: payments.name },
        'charge recorded',
      );
    }
  }

  /**
   * Records, in the caller's transaction, money the traveller is owed; settleRefunds sends it
   * after the commit, and again later until the provider takes it (one idempotency key each).
   */
  async function oweRefund(
    tx: Tx,
    order: Order,
    amountCents: number,
    idempotencyKey: string,
    reason: string,
  ) {
    if (amountCents <= 0 || !order.duffelPaymentIntentId) return;
    const [owed] = await tx
      .insert(paymentRecords)
      .values({
        orderId: order.id,
        provider: payments.name,
        kind: 'refund',
        idempotencyKey,
        amountCents,
        status: 'owed',
      })
      .onConflictDoNothing()
      .returning();
    if (!owed) return;
    const [fresh] = await tx
      .select({ meta: duffelBookings.meta })
      .from(duffelBookings)
      .where(eq(duffelBookings.id, order.id));
    const meta = { ...metaOf({ ...order, meta: fresh!.meta }), refundCents: amountCents };
    meta.feeCents ??= meta.totalCents - amountCents;
    meta.refundStatus = 'owed';
    await tx.update(duffelBookings).set({ meta }).where(eq(duffelBookings.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      field: 'refund',
      toStatus: 'owed',
      reason,
      data: { amountCents },
    });
    log.info({ orderId: order.id, amountCents, idempotencyKey, reason }, 'refund owed');
  }

  /**
   * Sends the refunds still owed (of one order, or all): each with its own idempotency key, so
   * a retry never pays twice. A provider that fails leaves them owed for the next try.
   */
  async function settleRefunds(orderId?: number) {
    const owed = await db
      .select({ record: paymentRecords, intentId: duffelBookings.duffelPaymentIntentId })
      .from(paymentRecords)
      .innerJoin(duffelBookings, eq(duffelBookings.id, paymentRecords.orderId))
      .where(
        and(
          eq(paymentRecords.kind, 'refund'),
          eq(paymentRecords.status, 'owed'),
          orderId === undefined ? undefined : eq(paymentRecords.orderId, orderId),
        ),
      );
    let settled = 0;
    for (const { record, intentId } of owed) {
      try {
        const refund = await payments.refund({
          paymentIntentId: intentId!,
          amountCents: record.amountCents,
          idempotencyKey: record.idempotencyKey!,
        });
        await db
          .update(paymentRecords)
          .set({ providerId: refund.id, status: refund.status })
          .where(eq(paymentRecords.id, record.id));
        await db
          .update(duffelBookings)
          .set({ meta: sql`jsonb_set(${duffelBookings.meta}, '{refundStatus}', '"refunded"')` })
          .where(eq(duffelBookings.id, record.orderId));
        await db.insert(orderEvents).values({
          orderId: record.orderId,
          field: 'refund',
          fromStatus: 'owed',
          toStatus: 'refunded',
          data: { amountCents: record.amountCents, providerId: refund.id },
        });
        settled += 1;
        log.info(
          { orderId: record.orderId, amountCents: record.amountCents, refundId: refund.id },
          'refund sent',
        );
      } catch (error) {
        // Still owed: the next settle (every minute in main.ts) tries again with the same key.
        log.warn(
          {
            orderId: record.orderId,
            amountCents: record.amountCents,
            err: (error as Error).message,
          },
          'refund not taken by the provider; still owed',
        );
      }
    }
    return settled;
  }

  /** The booking's e-mail with its voucher and calendar file, as the booking page gives them. */
  async function sendConfirmation(order: Order) {
    const doc = toBookingDocument(order, 'owner', clock.now());
    const reference = order.confirmationNumber ?? '';
    const link = `${publicUrl.replace(/\/+$/, '')}/bookings?reference=${encodeURIComponent(reference)}`;
    const email = renderConfirmationEmail(doc, { link });
    await mailer.send({
      to: order.customerEmail ?? '',
      ...email,
      attachments: [
        {
          filename: `teranga-${reference}.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(await renderVoucherPdf(doc)),
        },
        {
          filename: `teranga-${reference}.ics`,
          contentType: 'text/calendar; charset=utf-8',
          content: Buffer.from(renderBookingIcs(doc), 'utf8'),
        },
      ],
    });
  }

  /**
   * Records, in the transaction that confirms or cancels a booking, that its e-mail is owed (see
   * `changesOf`).
   */
  async function oweMail(
    tx: Tx,
    order: Order,
    mail: 'confirmation' | 'cancellation',
  ): Promise<OwedMail> {
    const changes = changesOf(order);
    changes.oweMail(mail);
    return (await changes.write(tx))!;
  }

  /**
   * After the commit: a job sends the e-mail. Answers whether a job was added (not when one is
   * queued already); when queueing fails, the reconciler queues it later.
   */
  async function queueMail(owed: OwedMail): Promise<boolean> {
    const job = await mailQueue.sendMail(owed).catch((error: unknown) => {
      log.warn({ ...owed, err: error }, 'e-mail not queued; the reconciler will queue it');
      return null;
    });
    return job !== null;
  }

  /**
   * The job's work: sends an owed e-mail once. Its sending is recorded as soon as it is done, and
   * a job run again (a retry, a second queueing) finds it recorded and sends nothing. An e-mail
   * owed before a newer one of the same booking is not sent: the newer tells the booking as it
   * is now (both would, as each is drawn when sent).
   */
  async function sendOwedMail({
    orderId,
    eventId,
  }: OwedMail): Promise<'sent' | 'superseded' | 'already sent'> {
    const [done] = await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), sentMarkOf(eventId)));
    if (done) return 'already sent';
    const [newer] = await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.field, 'email'),
          eq(orderEvents.toStatus, 'owed'),
          gt(orderEvents.id, eventId),
        ),
      )
      .limit(1);
    let outcome: 'sent' | 'superseded' = 'superseded';
    if (!newer) {
      const [order] = await db.select().from(duffelBookings).where(eq(duffelBookings.id, orderId));
      if (!order) throw new NotFoundError(`No order ${orderId} to e-mail`);
      await sendConfirmation(order);
      outcome = 'sent';
    }
    await db.insert(orderEvents).values({
      orderId,
      field: 'email',
      fromStatus: 'owed',
      toStatus: outcome,
      data: { owed: eventId },
    });
    log.info({ orderId, eventId, outcome }, 'booking e-mail done');
    return outcome;
  }

  /**
   * E-mails owed but not sent, of the last days (older ones are left: a failed job shows them to
   * the admin). Queueing one twice adds no job (the job's id is the owed e-mail's).
   */
  async function unsentMail(): Promise<OwedMail[]> {
    const owed = alias(orderEvents, 'owed');
    return db
      .select({ orderId: owed.orderId, eventId: owed.id })
      .from(owed)
      .where(
        and(
          eq(owed.field, 'email'),
          eq(owed.toStatus, 'owed'),
          sql`${owed.createdAt} > now() - interval '3 days'`,
          notExists(
            db
              .select({ id: orderEvents.id })
              .from(orderEvents)
              .where(and(eq(orderEvents.orderId, owed.orderId), sentMarkOf(owed.id))),
          ),
        ),
      );
  }

  return {
    oweMail,
    changesOf,
    queueMail,
    sendOwedMail,
    unsentMail,
    recordMove,
    lockOrder,
    releaseExpiredHolds,
    closePayment,
    recordPaymentClosed,
    findBySession,
    lockBySession,
    releaseHeldStock,
    retakeStock,
    recordCharge,
    oweRefund,
    settleRefunds,
    sendConfirmation,
  };
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;

/** The row that records an owed e-mail as done: sent, or superseded by a newer one. */
function sentMarkOf(eventId: number | AnyColumn) {
  return and(
    eq(orderEvents.field, 'email'),
    eq(orderEvents.fromStatus, 'owed'),
    sql`(${orderEvents.data}->>'owed')::int = ${eventId}`,
  );
}
