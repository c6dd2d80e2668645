import { ORDER_REASONS } from '../../../domain/orders.ts';
import { ConflictError } from '../../errors.ts';
import { productOf } from '../../products/registry.ts';
import { isAwaitingConfirmation, metaOf } from '../order-meta.ts';
import type { CheckoutDeps, Order } from './deps.ts';
import type { OrderLedger } from './ledger.ts';

/**
 * A property that confirms bookings by hand (or an administrator for it) confirms a paid
 * booking; the traveller is e-mailed (by a job). Refusing is a cancellation by the property, refunded in
 * full (cancel's `by: 'property'`).
 */
export function createPropertyConfirm(
  { db, clock, log }: CheckoutDeps,
  { lockOrder, recordMove, oweMail, queueMail }: OrderLedger,
) {
  return async function confirmByProperty(order: Order): Promise<void> {
    const owed = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked || !isAwaitingConfirmation(locked)) {
        throw new ConflictError('This booking is not awaiting confirmation', {
          code: 'not_awaiting_confirmation',
        });
      }
      await recordMove(tx, locked, 'orderStatus', 'confirmed', ORDER_REASONS.confirmed_by_property);
      await productOf(locked.product).markRecords(tx, metaOf(locked), 'confirmed', clock.now());
      return oweMail(tx, locked, 'confirmation');
    });
    log.info({ orderId: order.id }, 'confirmed by the property');
    await queueMail(owed);
  };
}
