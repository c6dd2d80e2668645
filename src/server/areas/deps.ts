import type { Clock } from '../clock.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import type { PaymentProvider } from '../providers/payments/types.ts';
import type { AccountService } from '../services/accounts/accounts.ts';
import type { SessionStore } from '../services/accounts/sessions.ts';
import type { HoldLimits } from '../services/checkout.ts';
import type { AccommodationService } from '../services/accommodations.ts';
import type { FlightService } from '../services/flights.ts';
import type { Mailer } from '../services/mail.ts';

/**
 * What every area of the API is built from. An area is one Fastify plugin that builds its own
 * services from these and registers its routes; app.ts registers each in one line.
 */
export type AreaDeps = {
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Shared because checkout prices what these search. */
  stays: AccommodationService;
  flights: FlightService;
  holdLimits?: HoldLimits | undefined;
  stripeWebhookSecret?: string | undefined;
  stripePublishableKey?: string | undefined;
  accounts: AccountService;
  sessions: SessionStore;
  /** The site as travellers reach it (PUBLIC_URL). */
  publicUrl: string;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
  /** Sign-in and registration calls one address may make per minute. */
  authAttemptsPerMinute: number;
  /** An OpenAI-compatible model for the assistant; the built-in engine when not given. */
  assistantModel?: { apiKey: string; baseUrl?: string | undefined; model: string } | undefined;
  /** Questions one address may ask the assistant per minute (30 by default). */
  assistantQuestionsPerMinute?: number | undefined;
};
