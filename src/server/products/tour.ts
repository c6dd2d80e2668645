import { and, eq } from 'drizzle-orm';
import { titleIn, TourTrip } from '../../domain/booking-view.ts';
import { MAX_TOUR_GROUP, TOUR_OFFER, TOUR_WIRE } from '../../domain/checkout.ts';
import { TOUR_START_TIME } from '../../domain/constants.ts';
import { addDays, toIsoDate } from '../../domain/dates.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { TourOrderMeta } from '../../domain/orders.ts';
import { placeName } from '../../domain/place-names.ts';
import { timeZoneOfCountry, zonedTimeToUtc } from '../../domain/time-zones.ts';
import { tourTotalCents } from '../../domain/tours.ts';
import { tourBookings, tourDepartures, tourOperators, tourPackages } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { Product } from './product.ts';

type TourBody = { offerId: string; startDate: string; travelers: number };

/**
 * A tour package (offerId tour_{packageId}) from a verified operator: price per person × the
 * group, on a departure that exists and has the places (taken when the hold is made, like rooms
 * and seats), the `tour_bookings` row, the operator's policy.
 */
export const tour: Product<'tour', TourBody, TourOrderMeta, TourTrip> = {
  wire: TOUR_WIRE,
  meta: TourOrderMeta,
  pricing: ({ db, clock }) => ({
    async price(body) {
      const packageId = Number(TOUR_OFFER.exec(body.offerId)?.[1]);
      const [found] = Number.isSafeInteger(packageId)
        ? await db
            .select({ pkg: tourPackages, operator: tourOperators })
            .from(tourPackages)
            .innerJoin(tourOperators, eq(tourPackages.operatorId, tourOperators.id))
            .where(and(eq(tourPackages.id, packageId), eq(tourPackages.isActive, true)))
        : [];
      if (!found) {
        throw new NotFoundError(
          'Unknown travel package; choose a package from the tour operators page',
          { code: 'package_unknown' },
        );
      }
      const { pkg, operator } = found;
      const { startDate, travelers } = body;
      const issues: FieldError[] = [];
      const maxGroup = pkg.maxGroupSize ?? MAX_TOUR_GROUP;
      if (travelers > maxGroup) {
        issues.push({
          field: 'travelers',
          rule: 'too_big',
          message: `this tour takes groups of at most ${maxGroup}`,
          limit: maxGroup,
        });
      }
      if (startDate < toIsoDate(clock.now())) {
        issues.push({ field: 'startDate', rule: 'in_past', message: 'must not be in the past' });
      }
      const [departure] = issues.length
        ? []
        : await db
            .select()
            .from(tourDepartures)
            .where(
              and(eq(tourDepartures.packageId, pkg.id), eq(tourDepartures.startDate, startDate)),
            );
      if (!issues.length && !departure) {
        issues.push({
          field: 'startDate',
          rule: 'no_departure',
          message: 'this tour does not start on that day: choose one of its departures',
        });
      }
      if (issues.length) throw new ValidationError(issues);
      const timeZone = timeZoneOfCountry(operator.country);
      const endDate = addDays(startDate, pkg.duration - 1);
      return {
        title: pkg.name,
        subtotalCents: tourTotalCents(pkg.pricePerPerson, travelers),
        stock: [
          {
            kind: 'tour',
            resource: String(pkg.id),
            day: startDate,
            cabin: null,
            total: departure!.total,
            quantity: travelers,
          },
        ],
        meta: {
          details: {
            packageId: pkg.id,
            operatorId: operator.id,
            name: pkg.name,
            ...(pkg.nameFr ? { nameFr: pkg.nameFr } : {}),
            operatorName: operator.name,
            destination: operator.location,
            country: operator.country,
            startDate,
            endDate,
            duration: pkg.duration,
            travelers,
            pricePerPerson: pkg.pricePerPerson,
            category: pkg.category ?? '',
            ...(pkg.meetingPoint ? { meetingPoint: pkg.meetingPoint } : {}),
            ...(pkg.meetingPointFr ? { meetingPointFr: pkg.meetingPointFr } : {}),
          },
          startsAt: zonedTimeToUtc(startDate, TOUR_START_TIME, timeZone).toISOString(),
          start: { date: startDate, time: TOUR_START_TIME, tz: timeZone },
          end: { date: endDate },
          location: `${operator.location}, ${operator.country}`,
          policy: operator.cancellationPolicy,
          // A tour's 'first night' fee is its first day.
          nights: pkg.duration,
        },
      };
    },
  }),
  async writeRecords(tx, order, meta, payment) {
    const d = meta.details;
    const [row] = await tx
      .insert(tourBookings)
      .values({
        userId: order.userId,
        packageId: d.packageId,
        operatorId: d.operatorId,
        bookingReference: order.confirmationNumber!,
        startDate: d.startDate,
        endDate: d.endDate,
        numberOfPeople: d.travelers,
        totalPrice: order.amount,
        guestName: order.customerName ?? '',
        guestEmail: order.customerEmail ?? '',
        guestPhone: order.customerPhone,
        status: 'confirmed',
        paymentStatus: 'succeeded',
        stripePaymentIntentId: payment.intentId,
      })
      .returning({ id: tourBookings.id });
    return { bookingRecord: { table: 'tour_bookings', id: row!.id } };
  },
  async markRecords(tx, meta, status, now) {
    if (!meta.bookingRecord) return;
    await tx
      .update(tourBookings)
      .set({ status, updatedAt: now })
      .where(eq(tourBookings.id, meta.bookingRecord.id));
  },
  view: {
    tripSchema: TourTrip,
    rule: 'package',
    trip: (meta) => {
      const d = meta.details;
      return {
        kind: 'tour',
        packageId: d.packageId,
        name: d.name,
        ...(d.nameFr ? { nameFr: d.nameFr } : {}),
        operatorName: d.operatorName,
        destination: d.destination,
        country: d.country,
        startDate: d.startDate,
        endDate: d.endDate,
        duration: d.duration,
        travelers: d.travelers,
        ...(d.meetingPoint ? { meetingPoint: d.meetingPoint } : {}),
        ...(d.meetingPointFr ? { meetingPointFr: d.meetingPointFr } : {}),
        timeZone: meta.start.tz ?? 'UTC',
        ...(meta.start.time ? { startTime: meta.start.time } : {}),
      };
    },
    notes: () => ['tour_photo_id'],
    frenchTitle: (meta) => meta.details.nameFr ?? null,
    lines: (trip, w, view) => [
      { label: w.lines.tour, value: titleIn({ title: trip.name, titleFr: trip.nameFr }, w.locale) },
      {
        label: w.lines.operator,
        value: `${trip.operatorName}, ${placeName(trip.destination, w.locale)}`,
      },
      { label: w.lines.startsOn, value: trip.startDate },
      { label: w.lines.endsOn, value: trip.endDate },
      { label: w.lines.travelers, value: String(trip.travelers) },
      { label: w.lines.leadGuest, value: view.customerName ?? '' },
    ],
    termsPlace: (trip) => ({ name: trip.destination, timeZone: trip.timeZone, tour: true }),
  },
};
