import { parseOrderMeta, type OrderMeta } from '../../domain/orders.ts';
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

/** The order's details, parsed by its type's schema. */
export function metaOf(order: { id: number; type: string; meta: unknown }): OrderMeta {
  const parsed = parseOrderMeta(order.type, order.meta);
  if (!parsed.ok) throw new DamagedOrderError(order.id, parsed.reason);
  return parsed.meta;
}
