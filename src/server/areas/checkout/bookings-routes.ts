import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderBookingIcs } from '../../services/documents/calendar-ics.ts';
import { renderVoucherPdf } from '../../services/documents/voucher-pdf.ts';
import { toBookingView } from '../../services/booking-view.ts';
import type { CheckoutService } from '../../services/checkout.ts';
import { ValidationError } from '../../errors.ts';
import { ownerOf, type CancelAccess } from '../../services/booking-access.ts';
import { email, token } from '../../../domain/input.ts';
import { CancellationQuote } from '../../../domain/booking-view.ts';
import { ResentAnswer } from '../../../domain/checkout.ts';
import { bookingViewSchema, cancelResultSchema } from '../../products/registry.ts';

const BookingIdParams = z.object({ bookingId: z.uuid('must be a booking id') });

/** The confirmation e-mail went out again, to the booking's own address (masked). */

/**
 * The traveller's side of a booking: view, documents, e-mail, cancel, guest lookup. A booking id
 * alone views (e-mail masked) and re-sends to the booking's own address; cancelling also needs
 * the e-mail address (docs/decisions/0004).
 */
export const bookingRoutes: FastifyPluginAsyncZod<{
  service: CheckoutService;
  access: CancelAccess;
}> = async (app, { service, access }) => {
  // The booking's trip is one of the registered products'.
  const BookingView = bookingViewSchema();
  const CancelResult = cancelResultSchema();
  app.get(
    '/api/orders',
    {
      schema: {
        // Stripe's redirect back carries both; the intent id alone is not enough.
        querystring: z.object({
          payment_intent: token(200),
          payment_intent_client_secret: token(300),
        }),
        response: { 200: BookingView },
      },
    },
    async (request) =>
      toBookingView(
        await service.lookup({
          paymentIntentId: request.query.payment_intent,
          clientSecret: request.query.payment_intent_client_secret,
        }),
      ),
  );

  app.get(
    '/api/orders/:bookingId',
    { schema: { params: BookingIdParams, response: { 200: BookingView } } },
    async (request) => toBookingView(await service.lookup(request.params), 'link'),
  );

  app.get(
    '/api/bookings/:reference',
    {
      schema: {
        params: z.object({
          reference: z
            .string()
            .trim()
            .regex(/^HO-[A-Za-z0-9]{4,12}$/i, 'must look like HO-XXXXXXXX'),
        }),
        querystring: z.object({ email }),
        response: { 200: BookingView },
      },
    },
    async (request) =>
      toBookingView(
        await service.lookup({ reference: request.params.reference, email: request.query.email }),
      ),
  );

  // The voucher and the calendar file are raw replies (PDF, ICS): no response schema.
  app.get(
    '/api/orders/:bookingId/voucher.pdf',
    { schema: { params: BookingIdParams } },
    async (request, reply) => {
      const order = await service.lookup(request.params);
      const pdf = await renderVoucherPdf(service.documentOf(order, 'link'));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="teranga-${order.confirmationNumber}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/orders/:bookingId/calendar.ics',
    { schema: { params: BookingIdParams } },
    async (request, reply) => {
      const order = await service.lookup(request.params);
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="teranga-${order.confirmationNumber}.ics"`,
        )
        .send(renderBookingIcs(service.documentOf(order, 'link')));
    },
  );

  app.post(
    '/api/orders/:bookingId/email',
    { schema: { params: BookingIdParams, response: { 200: ResentAnswer } } },
    async (request) => {
      const order = await service.lookup(request.params);
      if (order.paymentStatus !== 'succeeded') {
        throw new ValidationError([
          { field: 'bookingId', rule: 'not_paid', message: 'the booking is not paid yet' },
        ]);
      }
      await service.resendConfirmation(order);
      return { sent: true as const, to: toBookingView(order, 'link').customerEmail };
    },
  );

  app.get(
    '/api/account/bookings',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ bookings: z.array(BookingView) }) } },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const orders = await service.ordersOf(ownerOf(user));
      return { bookings: orders.map((order) => toBookingView(order, 'owner')) };
    },
  );

  // :id is the booking id or the HO- reference, either one with the booking's e-mail (or the
  // session of the account it belongs to).
  const orderToCancel = (request: FastifyRequest, id: string, email: string | undefined) =>
    access.orderToCancel(id, email, () => request.signedIn());

  // A live airline's booking: what the airline refunds if it is cancelled now. Nothing changes
  // until the traveller accepts it (cancel with its quoteId).
  app.post(
    '/api/bookings/:id/cancellation-quote',
    {
      schema: {
        params: z.object({ id: token(100) }),
        body: z.object({ email: email.optional() }).optional(),
        response: { 200: CancellationQuote },
      },
    },
    async (request) => {
      const order = await orderToCancel(request, request.params.id, request.body?.email);
      return service.quoteCancellation(order);
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        params: z.object({ id: token(100) }),
        body: z.object({ email: email.optional(), quoteId: token(100).optional() }).optional(),
        response: { 200: CancelResult },
      },
    },
    async (request) => {
      const order = await orderToCancel(request, request.params.id, request.body?.email);
      const quoteId = request.body?.quoteId;
      const result = await service.cancel(order, quoteId ? { quoteId } : {});
      return {
        ...result,
        booking: toBookingView(await service.lookup({ bookingId: order.sessionId! })),
      };
    },
  );
};
