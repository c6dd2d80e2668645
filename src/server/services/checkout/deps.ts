import type { HoldLimits } from '../../../domain/checkout.ts';
import type { RatesSource } from '../../../domain/currencies.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { duffelBookings } from '../../db/schema/index.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { PaymentProvider } from '../../providers/payments/types.ts';
import type { FlightService } from '../flights.ts';
import type { Mailer } from '../mail.ts';

export { silentLog, type ServiceLog } from '../../lib/service-log.ts';

/** What every part of the checkout is built from. */
export type CheckoutDeps = {
  log: ServiceLog;
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  flights: FlightService;
  mailer: Mailer;
  holdMinutes: number;
  holdLimits: HoldLimits;
  /** The site as travellers reach it (PUBLIC_URL): the e-mails link to the booking there. */
  publicUrl: string;
  /** Where an e-mail owed to a traveller is queued, to be sent by a job (src/server/jobs). */
  mailQueue: MailQueue;
  /** Today's exchange rates, kept with a booking made in another currency; shipped if not given. */
  rates?: RatesSource | undefined;
};

/** A booking e-mail a committed change owes the traveller: its `order_events` row. */
export type OwedMail = { orderId: number; eventId: number };
/** Queues an owed e-mail's job; answers null when its job is queued already. */
export type MailQueue = { sendMail(owed: OwedMail): Promise<string | null> };

export type Order = typeof duffelBookings.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
