import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeStayRateId } from '../../../domain/accommodations.ts';
import {
  CheckoutConfirmAnswer,
  CheckoutConfirmBody,
  CheckoutSessionAnswer,
  PaymentConfig,
  Passenger,
  TestPaymentAnswer,
  travellerName,
} from '../../../domain/checkout.ts';
import { dbId, email, isoDate, searchText, token } from '../../../domain/input.ts';
import type { CheckoutService } from '../../services/checkout.ts';
import type { TestCardService } from '../../services/test-cards.ts';
import {
  checkoutTermsSchema,
  sessionBodySchema,
  termsBodySchema,
} from '../../products/registry.ts';

const date = isoDate;

/** POST /api/booking/create (spec 1 and 2): a hotel or flight booking through the same checkout. */
const BookingCreateBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hotel'),
    bookingData: z.object({
      accommodationId: dbId,
      guestName: travellerName('Guest name'),
      guestEmail: email,
      checkIn: date,
      checkOut: date,
      guests: z.coerce.number().int().min(1).max(10),
      totalAmount: z.coerce.number().positive().max(1_000_000).optional(),
    }),
  }),
  z.object({
    type: z.literal('flight'),
    bookingData: z.object({
      offerId: token(),
      passengers: z.array(Passenger).min(1, 'enter the details of every passenger').max(9),
      passengerName: travellerName('Passenger name'),
      passengerEmail: email,
    }),
  }),
]);

const DuffelHotelBookingBody = z.object({
  type: z.literal('hotel'),
  bookingData: z.object({
    hotel_id: dbId,
    check_in: date,
    check_out: date,
    guests: z.coerce.number().int().min(1).max(10),
    customer_name: travellerName('Name'),
    customer_email: email,
  }),
});

const TestCardBody = z.object({
  paymentIntentId: token(200),
  clientSecret: token(200),
  number: searchText(30).min(1, 'is required'),
  expMonth: z.coerce.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12'),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: searchText(4).min(1, 'is required'),
});

/** The booking-create answer of spec 1 and 2 (duffelBooking), beside the session's own fields. */
const PendingBookingAnswer = CheckoutSessionAnswer.extend({
  duffelBooking: z.object({
    id: z.string(),
    confirmation_number: z.string(),
    status: z.literal('pending'),
    payment_required: z.literal(true),
    amount: z.string(),
    currency: z.string(),
    hold_expires_at: z.string(),
  }),
});

/** Every booking-create route takes an Idempotency-Key: a repeat answers the first hold. */
const IdempotencyHeaders = z.object({ 'idempotency-key': token(255).optional() });

function pendingAnswer(
  session: Awaited<ReturnType<CheckoutService['createSession']>>,
): z.input<typeof PendingBookingAnswer> {
  return {
    duffelBooking: {
      id: session.sessionId,
      confirmation_number: session.confirmationNumber,
      status: 'pending' as const,
      payment_required: true as const,
      amount: session.amount,
      currency: session.currency,
      hold_expires_at: session.holdExpiresAt,
    },
    ...session,
  };
}

export const checkoutRoutes: FastifyPluginAsyncZod<{
  service: CheckoutService;
  testCards: TestCardService | null;
  paymentConfig: { provider: 'test' | 'stripe'; publishableKey: string | null };
}> = async (app, { service, testCards, paymentConfig }) => {
  // Which card form the checkout shows: the built-in test one, or Stripe Elements.
  app.get(
    '/api/checkout/config',
    { schema: { response: { 200: PaymentConfig } } },
    async () => paymentConfig,
  );

  // The checkout page sends one Idempotency-Key per attempt; a repeat answers the first session.
  app.post(
    '/api/checkout/session',
    {
      schema: {
        // Read by the schema of the product it asks for (products/registry.ts).
        body: sessionBodySchema(),
        headers: IdempotencyHeaders,
        response: { 200: CheckoutSessionAnswer },
      },
    },
    async (request) => {
      const signedIn = await request.signedIn();
      return service.createSession(request.body, {
        address: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
        ...(signedIn ? { userId: signedIn.user.id } : {}),
      });
    },
  );

  // The terms of what is about to be booked, shown beside the total before anything is held.
  app.post(
    '/api/checkout/terms',
    { schema: { body: termsBodySchema(), response: { 200: checkoutTermsSchema() } } },
    async (request) => service.quoteTerms(request.body),
  );

  app.post(
    '/api/checkout/confirm',
    { schema: { body: CheckoutConfirmBody, response: { 200: CheckoutConfirmAnswer } } },
    async (request) => service.confirm(request.body),
  );

  app.post(
    '/api/booking/create',
    {
      schema: {
        body: BookingCreateBody,
        headers: IdempotencyHeaders,
        response: { 200: PendingBookingAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      const client = { address: request.ip, idempotencyKey: request.headers['idempotency-key'] };
      if (body.type === 'hotel') {
        const d = body.bookingData;
        return pendingAnswer(
          await service.createSession(
            {
              type: 'hotel',
              product: 'stay',
              currency: 'USD',
              rateId: encodeStayRateId({
                accommodationId: d.accommodationId,
                checkIn: d.checkIn,
                checkOut: d.checkOut,
                guests: d.guests,
              }),
              amount: d.totalAmount,
              legacyAmount: true,
              customerName: d.guestName,
              customerEmail: d.guestEmail,
            },
            client,
          ),
        );
      }
      const d = body.bookingData;
      return pendingAnswer(
        await service.createSession(
          {
            type: 'flight',
            product: 'flight',
            currency: 'USD',
            offerId: d.offerId,
            passengers: d.passengers,
            customerName: d.passengerName,
            customerEmail: d.passengerEmail,
          },
          client,
        ),
      );
    },
  );

  app.post(
    '/api/duffel/booking/create',
    {
      schema: {
        body: DuffelHotelBookingBody,
        headers: IdempotencyHeaders,
        response: { 200: PendingBookingAnswer },
      },
    },
    async (request) => {
      const d = request.body.bookingData;
      return pendingAnswer(
        await service.createSession(
          {
            type: 'hotel',
            product: 'stay',
            currency: 'USD',
            rateId: encodeStayRateId({
              accommodationId: d.hotel_id,
              checkIn: d.check_in,
              checkOut: d.check_out,
              guests: d.guests,
            }),
            customerName: d.customer_name,
            customerEmail: d.customer_email,
          },
          { address: request.ip, idempotencyKey: request.headers['idempotency-key'] },
        ),
      );
    },
  );

  // The built-in test processor's card form posts here (what Stripe.js does with Stripe).
  if (testCards) {
    app.post(
      '/api/payments/test/confirm',
      { schema: { body: TestCardBody, response: { 200: TestPaymentAnswer } } },
      async (request) => {
        const { paymentIntentId, clientSecret, ...card } = request.body;
        return testCards.pay({ paymentIntentId, clientSecret, card });
      },
    );

    app.post(
      '/api/payments/test/authenticate',
      {
        schema: {
          body: z.object({
            paymentIntentId: token(200),
            clientSecret: token(200),
            approve: z.boolean(),
          }),
          response: { 200: TestPaymentAnswer },
        },
      },
      async (request) => testCards.authenticate(request.body),
    );
  }
};
