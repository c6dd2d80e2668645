import { isTourMeta, parseOrderMeta, type OrderMeta } from '../../domain/orders.ts';
import { AppError } from '../errors.ts';

/** An order whose stored details do not parse: a bug or a damaged row, never shown as if fine. */
export class DamagedOrderError extends AppError {
  constructor(orderId: number, reason: string) {
    super(500, `The record of this booking is damaged (order ${orderId}); our team has been told`, {
      code: 'damaged_order',
    });
    this.cause = reason;
  }
}

/**
 * Paid, its booking written and its stock kept, but not confirmed yet: the property confirms
 * bookings by hand (the order stays pending until it, or an administrator, decides).
 */
export function isAwaitingConfirmation(order: {
  id: number;
  type: string;
  meta: unknown;
  orderStatus: string;
  paymentStatus: string;
}): boolean {
  return (
    order.orderStatus === 'pending' &&
    order.paymentStatus === 'succeeded' &&
    metaOf(order).bookingRecord !== undefined
  );
}

/** The booking's title in French where French says it differently: a tour's French name. */
export function frenchTitleOf(meta: OrderMeta): string | null {
  return isTourMeta(meta) ? (meta.details.nameFr ?? null) : null;
}

/** The order's details, parsed by its type's schema. */
export function metaOf(order: { id: number; type: string; meta: unknown }): OrderMeta {
  const parsed = parseOrderMeta(order.type, order.meta);
  if (!parsed.ok) throw new DamagedOrderError(order.id, parsed.reason);
  return parsed.meta;
}
