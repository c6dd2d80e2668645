import type { HoldLimits } from '../../../domain/checkout.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { duffelBookings } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../providers/payments/types.ts';
import type { FlightService } from '../flights.ts';
import type { Mailer } from '../mail.ts';

/** The part of pino the services use; lines carry ids and amounts, never names or e-mails. */
export type ServiceLog = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
};

export const silentLog: ServiceLog = { info: () => undefined, warn: () => undefined };

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
};

export type Order = typeof duffelBookings.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
