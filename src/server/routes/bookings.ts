import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderBookingIcs, renderVoucherPdf } from '../services/booking-documents.ts';
import { toBookingDocument, toBookingView } from '../services/booking-view.ts';
import type { CheckoutService } from '../services/checkout.ts';
import { ValidationError } from '../errors.ts';

const BookingIdParams = z.object({ bookingId: z.uuid('must be a booking id') });
const email = z.string().trim().pipe(z.email('must be a valid e-mail address'));

/** The traveller's side of a booking: view, documents, e-mail, cancel, guest lookup. */
export const bookingRoutes: FastifyPluginAsyncZod<{ service: CheckoutService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/orders',
    {
      schema: {
        querystring: z.object({ payment_intent: z.string().trim().min(1, 'is required').max(200) }),
      },
    },
    async (request) =>
      toBookingView(await service.lookup({ paymentIntentId: request.query.payment_intent })),
  );

  app.get('/api/orders/:bookingId', { schema: { params: BookingIdParams } }, async (request) =>
    toBookingView(await service.lookup(request.params)),
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
      },
    },
    async (request) =>
      toBookingView(
        await service.lookup({ reference: request.params.reference, email: request.query.email }),
      ),
  );

  app.get(
    '/api/orders/:bookingId/voucher.pdf',
    { schema: { params: BookingIdParams } },
    async (request, reply) => {
      const order = await service.lookup(request.params);
      const pdf = await renderVoucherPdf(toBookingDocument(order));
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
        .send(renderBookingIcs(toBookingDocument(order)));
    },
  );

  app.post(
    '/api/orders/:bookingId/email',
    { schema: { params: BookingIdParams } },
    async (request) => {
      const order = await service.lookup(request.params);
      if (order.orderStatus === 'pending') {
        throw new ValidationError([{ field: 'bookingId', message: 'the booking is not paid yet' }]);
      }
      await service.sendConfirmation(order);
      return { sent: true, to: order.customerEmail };
    },
  );

  // :id is the booking id, or the HO- reference together with the booking's e-mail.
  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        body: z.object({ email: email.optional() }).optional(),
      },
    },
    async (request) => {
      const { id } = request.params;
      const isBookingId = z.uuid().safeParse(id).success;
      if (!isBookingId && !request.body?.email) {
        throw new ValidationError([
          { field: 'email', message: 'is required with a booking reference' },
        ]);
      }
      const order = await service.lookup(
        isBookingId ? { bookingId: id } : { reference: id, email: request.body?.email },
      );
      const result = await service.cancel(order);
      return {
        ...result,
        booking: toBookingView(await service.lookup({ bookingId: order.sessionId! })),
      };
    },
  );
};
