import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import { bookingTermsText } from '../../src/client/lib/cancellation-terms.ts';
import { previewCancellation } from '../../src/client/features/checkout/cancellation-preview.ts';
import type { BookingView, TermsPartView } from '../../src/domain/booking-view.ts';
import { applyPackageTerms, packageParts, stayStartsAt } from '../../src/domain/checkout.ts';
import { formatAmount } from '../../src/domain/pricing.ts';
import { zonedTimeToUtc } from '../../src/domain/time-zones.ts';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { translation: { ...en, checkout: checkoutEn } },
    fr: { translation: { ...fr, checkout: checkoutFr } },
  },
  lng: 'en',
  interpolation: { escapeValue: false },
});

// Lagos (UTC+1) to Accra (UTC+0); the stay keeps half of itself after 48 hours before check-in.
const flightStartsAt = zonedTimeToUtc('2026-12-20', '08:10', 'Africa/Lagos');
const parts = packageParts({
  flightStartsAt,
  stayStartsAt: stayStartsAt('2026-12-20', 'Africa/Accra'),
  stayPolicy:
    'Free cancellation until 48 hours before check-in. Later cancellations are charged 50% of the stay.',
  nights: 3,
  flightCents: 60_000,
  hotelCents: 90_000,
  totalCents: 140_250,
  taxesCents: 12_750,
});

/** The parts as the API sends them: each deadline an ISO string. */
const partViews: TermsPartView[] = parts.map(
  ({ part, policy, totalCents, taxesCents, nights }) => ({
    part,
    freeHours: policy.freeHours,
    lateFee: policy.lateFee,
    freeUntil: policy.freeUntil?.toISOString() ?? null,
    totalCents,
    taxesCents,
    nights,
  }),
);

function makePackageView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    bookingId: 'b',
    confirmationNumber: 'HO-ABCD2345',
    type: 'package',
    status: 'confirmed',
    awaitingConfirmation: false,
    paymentStatus: 'succeeded',
    title: 'Accra: flight + Labadi Palms',
    customerName: 'Aissatou Diallo',
    customerEmail: 'aissatou@example.com',
    emailMasked: false,
    trip: {
      kind: 'package',
      flight: {
        from: 'LOS',
        to: 'ACC',
        fromCity: 'Lagos',
        toCity: 'Accra',
        airline: 'Teranga Air',
        cabinClass: 'economy',
        timeZone: 'Africa/Lagos',
        slices: [
          {
            from: 'LOS',
            to: 'ACC',
            departure: '2026-12-20T08:10',
            arrival: '2026-12-20T08:25',
            stops: 0,
            flights: ['TA100'],
          },
        ],
        passengers: [{ title: 'ms', givenName: 'Aissatou', familyName: 'Diallo', type: 'adult' }],
      },
      stay: {
        accommodationId: 12,
        name: 'Labadi Palms',
        address: 'Labadi, Accra, Ghana',
        city: 'Accra',
        timeZone: 'Africa/Accra',
        checkIn: '2026-12-20',
        checkOut: '2026-12-23',
        nights: 3,
        guests: 2,
        manualConfirmation: false,
      },
      rooms: 1,
      travelers: 2,
      discountCents: 22_500,
      timeZone: 'Africa/Lagos',
    },
    notes: ['arrive_early', 'photo_id'],
    cancellation: {
      freeHours: 48,
      lateFee: 'half',
      freeUntil: partViews[1]!.freeUntil,
      parts: partViews,
    },
    currency: 'USD',
    subtotalCents: 127_500,
    taxesCents: 12_750,
    totalCents: 140_250,
    cardLast4: '4242',
    refundCents: null,
    refundPending: false,
    cancellationFeeCents: null,
    startsAt: flightStartsAt.toISOString(),
    holdExpiresAt: null,
    createdAt: null,
    ...overrides,
  };
}

describe("a package's cancellation terms", () => {
  it("states each part's terms, each deadline in its own place and zone", () => {
    const text = bookingTermsText(i18n.getFixedT('en'), 'en', makePackageView());
    expect(text).toBe(
      'Flight: free cancellation until Sat, Dec 19, 2026, 08:10 (Lagos time). After that, the ' +
        'fare is kept and the taxes and fees are refunded. ' +
        'Stay: free cancellation until Fri, Dec 18, 2026, 14:00 (Accra time). After that, 50% of ' +
        'the stay is charged.',
    );
  });

  it('in French too', () => {
    const text = bookingTermsText(i18n.getFixedT('fr'), 'fr', makePackageView());
    expect(text).toMatch(
      /^Vol\u202f: annulation gratuite jusqu'au sam\. 19 déc\. 2026, 08:10 \(heure de Lagos\)\. Ensuite, le tarif du vol est conservé/,
    );
    expect(text).toMatch(
      /Séjour\u202f: annulation gratuite jusqu'au ven\. 18 déc\. 2026, 14:00 \(heure d'Accra\)\. Ensuite, 50 % du séjour est facturé\.$/,
    );
  });

  it('says a non-refundable stay is so, beside the flight it came with', () => {
    const stay = { ...partViews[1]!, freeHours: null, lateFee: 'all' as const, freeUntil: null };
    const view = makePackageView({
      cancellation: {
        freeHours: null,
        lateFee: 'all',
        freeUntil: null,
        parts: [partViews[0]!, stay],
      },
    });
    expect(bookingTermsText(i18n.getFixedT('en'), 'en', view)).toMatch(
      /refunded\. Stay: non-refundable: cancelling refunds nothing\.$/,
    );
  });
});

describe("a package's cancellation preview", () => {
  const at = (iso: string) => previewCancellation(makePackageView(), new Date(iso));

  it('refunds everything while both parts are free', () => {
    expect(at('2026-12-01T09:00:00Z')).toEqual({
      free: true,
      refund: '1402.50',
      fee: '0.00',
      freeUntil: new Date('2026-12-18T14:00:00Z'),
      nonRefundable: false,
    });
  });

  it("keeps half the stay's share once its deadline is past, the flight still free", () => {
    expect(at('2026-12-19T00:00:00Z')).toMatchObject({
      free: false,
      fee: '420.75',
      refund: '981.75',
    });
  });

  it("then keeps the flight's fare too, refunding its taxes", () => {
    expect(at('2026-12-19T12:00:00Z')).toMatchObject({
      free: false,
      fee: formatAmount(42_075 + 51_000),
      refund: formatAmount(140_250 - 42_075 - 51_000),
    });
  });

  it('is the shared rule applied to the parts the server stated', () => {
    for (const iso of ['2026-12-10T00:00:00Z', '2026-12-18T20:00:00Z', '2026-12-20T06:00:00Z']) {
      const now = new Date(iso);
      const expected = applyPackageTerms(parts, now);
      expect(previewCancellation(makePackageView(), now)).toMatchObject({
        free: expected.free,
        refund: formatAmount(expected.refundCents),
        fee: formatAmount(expected.feeCents),
      });
    }
  });
});
