import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminBookingsQuery } from '../../../domain/admin.ts';
import type { Database } from '../../db/client.ts';
import { duffelBookings, orderEvents, paymentRecords } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { totalOver } from '../../lib/paging.ts';
import { toBookingView } from '../booking-view.ts';
import type { CheckoutService } from '../checkout.ts';
import type { Order } from '../checkout/deps.ts';
import { frenchTitleOf, isAwaitingConfirmation, parseMetaOf } from '../order-meta.ts';
import type { Actor, AuditLog } from './audit.ts';

type Query = z.output<typeof AdminBookingsQuery>;

/** A row's French title; a damaged record lists with none rather than failing the list. */
function titleFrOf(order: Order): string | null {
  const parsed = parseMetaOf(order);
  return parsed.ok ? frenchTitleOf(order, parsed.meta) : null;
}

/** One row of the bookings tab. */
function toRow(order: Order) {
  return {
    id: order.id,
    type: order.type,
    confirmationNumber: order.confirmationNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    userId: order.userId,
    amount: order.amount,
    currency: order.currency,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    awaitingConfirmation: isAwaitingConfirmation(order),
    title: (order.meta as { title?: string }).title ?? null,
    titleFr: titleFrOf(order),
    createdAt: (order.createdAt ?? new Date(0)).toISOString(),
  };
}
export type AdminBookingRow = ReturnType<typeof toRow>;

/** A state of the filter as SQL: an awaiting booking is pending and paid; 'pending' is unpaid. */
function stateFilter(status: Query['status']): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'awaiting_confirmation':
      return and(
        eq(duffelBookings.orderStatus, 'pending'),
        eq(duffelBookings.paymentStatus, 'succeeded'),
      );
    case 'pending':
      return and(
        eq(duffelBookings.orderStatus, 'pending'),
        ne(duffelBookings.paymentStatus, 'succeeded'),
      );
    default:
      return eq(duffelBookings.orderStatus, status);
  }
}

/**
 * The bookings tab: every order of the checkout service, filtered and paged on the server; the
 * full record with its history and payments; status moves through the checkout's own use cases
 * (a cancellation refunds exactly as the traveller's would), each written to the audit log.
 */
export function createAdminBookings({
  db,
  checkout,
  audit,
}: {
  db: Database;
  checkout: CheckoutService;
  audit: AuditLog;
}) {
  async function list(query: Query) {
    const filters: SQL[] = [];
    if (query.type) filters.push(eq(duffelBookings.type, query.type));
    const state = stateFilter(query.status);
    if (state) filters.push(state);
    if (query.q) {
      const needle = containsPattern(query.q.trim());
      filters.push(
        or(
          ilike(duffelBookings.confirmationNumber, needle),
          ilike(duffelBookings.customerEmail, needle),
          ilike(duffelBookings.customerName, needle),
        )!,
      );
    }
    const where = filters.length ? and(...filters) : undefined;
    // The page's ids and the whole count in one scan, from the (created_at, id) index; then
    // only those rows, which carry their whole details: a far page never reads or sorts
    // thousands of wide rows.
    const page = await db
      .select({ id: duffelBookings.id, total: totalOver() })
      .from(duffelBookings)
      .where(where)
      .orderBy(desc(duffelBookings.createdAt), desc(duffelBookings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    if (page.length === 0) {
      // Past the last page: the count needs its own query.
      const [all] = await db.select({ n: count() }).from(duffelBookings).where(where);
      return { rows: [], total: all?.n ?? 0 };
    }
    const rows = await db
      .select()
      .from(duffelBookings)
      .where(
        inArray(
          duffelBookings.id,
          page.map((p) => p.id),
        ),
      )
      .orderBy(desc(duffelBookings.createdAt), desc(duffelBookings.id));
    return { rows: rows.map(toRow), total: page[0]!.total };
  }

  async function find(id: number): Promise<Order> {
    const [order] = await db.select().from(duffelBookings).where(eq(duffelBookings.id, id));
    if (!order)
      throw new NotFoundError('No booking matches these details', {
        code: 'booking_not_found',
      });
    return order;
  }

  /** The whole record: the order, what the traveller sees, every status move and payment. */
  async function detail(id: number) {
    const order = await find(id);
    const [events, payments] = await Promise.all([
      db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
      db
        .select()
        .from(paymentRecords)
        .where(eq(paymentRecords.orderId, id))
        .orderBy(asc(paymentRecords.id)),
    ]);
    return {
      booking: toRow(order),
      view: order.confirmationNumber ? toBookingView(order, 'owner') : null,
      meta: order.meta,
      events: events.map((e) => ({
        id: e.id,
        field: e.field,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        reason: e.reason,
        createdAt: (e.createdAt ?? new Date(0)).toISOString(),
      })),
      payments: payments.map((p) => ({
        id: p.id,
        kind: p.kind,
        provider: p.provider,
        providerId: p.providerId,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status,
        createdAt: (p.createdAt ?? new Date(0)).toISOString(),
      })),
    };
  }

  /**
   * Confirm (a booking awaiting the property), complete (a confirmed one whose trip is over), or
   * cancel (awaiting: refused with a full refund; otherwise under its policy, as the traveller's).
   */
  async function setStatus(
    actor: Actor,
    id: number,
    status: 'confirmed' | 'canceled' | 'completed',
    reason?: string,
  ) {
    const order = await find(id);
    const before = toRow(order);
    const awaiting = isAwaitingConfirmation(order);
    let refundCents: number | undefined;
    if (status === 'confirmed') {
      if (!awaiting) throw notAllowed(order, status);
      await checkout.confirmByProperty(order);
    } else if (status === 'completed') {
      if (order.orderStatus !== 'confirmed') throw notAllowed(order, status);
      await checkout.complete(order);
    } else {
      const result = awaiting
        ? await checkout.refuseByProperty(order)
        : await checkout.cancel(order);
      refundCents = Math.round(Number(result.refund) * 100);
    }
    const after = toRow(await find(id));
    await audit.record(db, actor, {
      action: `booking.${status}`,
      targetType: 'booking',
      targetId: id,
      before,
      after: {
        ...after,
        ...(reason ? { reason } : {}),
        ...(refundCents === undefined ? {} : { refundCents }),
      },
    });
    return after;
  }

  return { list, detail, setStatus };
}

function notAllowed(order: Order, to: string) {
  return new ConflictError(`This booking cannot move from ${order.orderStatus} to ${to}`, {
    code: 'invalid_transition',
  });
}

export type AdminBookings = ReturnType<typeof createAdminBookings>;
