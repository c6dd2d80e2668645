import type { OrderMetaBase } from '../../domain/orders.ts';
import { AppError } from '../errors.ts';
import { productOf } from '../products/registry.ts';

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
  product: string;
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
export function frenchTitleOf(order: { product: string }, meta: OrderMetaBase): string | null {
  return productOf(order.product).view.frenchTitle?.(meta) ?? null;
}

/** The order's details, or the reason they are not its product's. */
export function parseMetaOf(order: {
  product: string;
  meta: unknown;
}): { ok: true; meta: OrderMetaBase } | { ok: false; reason: string } {
  let schema;
  try {
    schema = productOf(order.product).meta;
  } catch {
    return { ok: false, reason: `unknown product '${order.product}'` };
  }
  const parsed = schema.safeParse(order.meta);
  if (parsed.success) return { ok: true, meta: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, reason: `${issue.path.join('.') || 'meta'}: ${issue.message}` };
}

/** The order's details, parsed by its product's schema. */
export function metaOf(order: { id: number; product: string; meta: unknown }): OrderMetaBase {
  const parsed = parseMetaOf(order);
  if (!parsed.ok) throw new DamagedOrderError(order.id, parsed.reason);
  return parsed.meta;
}
