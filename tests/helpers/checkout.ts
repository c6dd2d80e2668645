import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays } from '../../src/domain/dates.ts';

/** What the checkout page's card form sends for Stripe's good test card (or another). */
export function testCardPayment(
  session: { paymentIntentId: string; clientSecret: string },
  number = '4242424242424242',
) {
  return {
    paymentIntentId: session.paymentIntentId,
    clientSecret: session.clientSecret,
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  };
}

/**
 * A hotel checkout session request for a factory stay ($100 a night): one guest, check-in
 * `inDays` after `today`, priced as the page would show it (taxes included).
 */
export function hotelSessionBody(input: {
  accommodationId: number;
  today: string;
  email: string;
  name?: string;
  inDays?: number;
  nights?: number;
}) {
  const checkIn = addDays(input.today, input.inDays ?? 10);
  const nights = input.nights ?? 2;
  return {
    type: 'hotel',
    rateId: encodeStayRateId({
      accommodationId: input.accommodationId,
      checkIn,
      checkOut: addDays(checkIn, nights),
      guests: 1,
    }),
    amount: (100 * nights * 110) / 100,
    customerName: input.name ?? 'Ama Mensah',
    customerEmail: input.email,
  };
}
