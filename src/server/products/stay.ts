import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  decodeStayRateId,
  MAX_STAY_DAYS_AHEAD,
  MAX_STAY_NIGHTS,
} from '../../domain/accommodations.ts';
import { StayTrip } from '../../domain/booking-view.ts';
import { STAY_WIRE, stayStartsAt } from '../../domain/checkout.ts';
import { STAY_CHECK_IN_TIME } from '../../domain/constants.ts';
import { addDays, daysBetween, toIsoDate } from '../../domain/dates.ts';
import type { FieldError, FieldRule } from '../../domain/field-errors.ts';
import { HotelOrderMeta, type HotelDetails } from '../../domain/orders.ts';
import { localizedAddress } from '../../domain/place-names.ts';
import { countNights, hotelTotalCents } from '../../domain/pricing.ts';
import { timeZoneOfCountry } from '../../domain/time-zones.ts';
import { placeholders, preparedOnce } from '../db/prepared.ts';
import { accommodations, bookings } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { BookingDocument } from '../services/documents/booking-document.ts';
import type { Wording } from '../services/documents/wording.ts';
import type { StockItem } from '../services/inventory/stock.ts';
import { prepareStayRow } from '../services/accommodations.ts';
import type { Order, Product, ProductContext, Tx } from './product.ts';

/** A stay at one property: its room nights, the `bookings` row, the property's policy. */
export const stay: Product<'stay', { rateId: string }, HotelOrderMeta, StayTrip> = {
  wire: STAY_WIRE,
  meta: HotelOrderMeta,
  pricing(context) {
    const parts = stayParts(context);
    return {
      async price(body) {
        const rate = parts.checkRate(body.rateId);
        const property = await parts.find(rate.accommodationId);
        const part = parts.of(property, rate, 1);
        return {
          title: property.name,
          subtotalCents: hotelTotalCents(
            property.pricePerNight,
            rate.checkIn,
            rate.checkOut,
            rate.guests,
          ),
          stock: part.stock,
          meta: {
            details: part.details,
            startsAt: part.startsAt.toISOString(),
            start: { date: rate.checkIn, time: STAY_CHECK_IN_TIME, tz: part.timeZone },
            end: { date: rate.checkOut },
            location: part.location,
            policy: property.cancellationPolicy,
            nights: part.nights,
          },
        };
      },
    };
  },
  confirmsByHand: (meta) => meta.details.manualConfirmation,
  async writeRecords(tx, order, meta, payment) {
    return {
      bookingRecord: await writeStayRecord(tx, order, meta.details, order.amount, payment),
    };
  },
  async markRecords(tx, meta, status) {
    const record = meta.bookingRecord;
    if (record) await markStayRecord(tx, record.id, status);
  },
  view: {
    tripSchema: StayTrip,
    rule: 'hotel',
    trip: (meta) => ({
      kind: 'stay',
      ...stayTripOf(meta.details, meta.nights ?? 1, meta.start.tz ?? 'UTC'),
    }),
    notes: (meta) =>
      meta.details.manualConfirmation ? ['photo_id', 'manual_confirmation'] : ['photo_id'],
    lines: (trip, w, view) => stayLines(trip, w, view.customerName ?? ''),
    termsPlace: (trip) => ({ name: trip.city, timeZone: trip.timeZone, tour: false }),
  },
};

/** What a stay is made of, for a stay alone and for a package's stay. */
export function stayParts({ db, clock }: ProductContext) {
  /** A stay rate's dates and guests, checked against the calendar; refused with the field. */
  function checkRate(rateId: string) {
    const rate = decodeStayRateId(rateId);
    if (!rate) {
      throw new ValidationError([
        { field: 'rateId', rule: 'unknown_rate', message: 'is not a rate we issued' },
      ]);
    }
    const today = toIsoDate(clock.now());
    const issues: FieldError[] = [];
    const refuse = (rule: FieldRule, message: string, limit?: number) =>
      issues.push({ field: 'rateId', rule, message, ...(limit === undefined ? {} : { limit }) });
    if (rate.checkIn < addDays(today, -1)) refuse('in_past', 'check-in is in the past');
    if (rate.checkIn > addDays(today, MAX_STAY_DAYS_AHEAD))
      refuse(
        'too_far_ahead',
        `check-in must be within the next ${MAX_STAY_DAYS_AHEAD} days`,
        MAX_STAY_DAYS_AHEAD,
      );
    const nights = daysBetween(rate.checkIn, rate.checkOut);
    if (nights <= 0) refuse('check_out_before_check_in', 'check-out must be after check-in');
    if (nights > MAX_STAY_NIGHTS)
      refuse('too_many_nights', `a stay can be at most ${MAX_STAY_NIGHTS} nights`, MAX_STAY_NIGHTS);
    if (rate.guests < 1 || rate.guests > 10) refuse('too_big', 'guests must be 1 to 10', 10);
    if (issues.length) throw new ValidationError(issues);
    return { ...rate, nights };
  }

  const propertyById = prepareStayRow(db);

  async function find(accommodationId: number) {
    const [property] = await propertyById.execute({ id: accommodationId });
    if (!property) {
      throw new NotFoundError('This property no longer exists', { code: 'property_gone' });
    }
    return property;
  }

  /** The room nights a stay takes (`rooms` of each night), and what its order keeps of it. */
  function of(
    property: typeof accommodations.$inferSelect,
    rate: ReturnType<typeof checkRate>,
    rooms: number,
  ) {
    const timeZone = timeZoneOfCountry(property.country);
    const stock: StockItem[] = Array.from({ length: rate.nights }, (_, n) => ({
      kind: 'room',
      resource: String(property.id),
      day: addDays(rate.checkIn, n),
      cabin: null,
      total: property.roomCount,
      quantity: rooms,
    }));
    const location = `${property.location}, ${property.country}`;
    return {
      stock,
      timeZone,
      location,
      startsAt: stayStartsAt(rate.checkIn, timeZone),
      nights: countNights(rate.checkIn, rate.checkOut),
      details: {
        accommodationId: property.id,
        name: property.name,
        location,
        checkIn: rate.checkIn,
        checkOut: rate.checkOut,
        guests: rate.guests,
        pricePerNight: property.pricePerNight,
        manualConfirmation: property.manualConfirmation ?? false,
        ...(property.phone ? { phone: property.phone } : {}),
      },
    };
  }

  return { checkRate, find, of };
}

/** Every field a stay's row in `bookings` is written with (the others are the table's defaults). */
const STAY_RECORD_FIELDS = [
  'userId',
  'accommodationId',
  'guestName',
  'guestEmail',
  'checkIn',
  'checkOut',
  'guests',
  'totalPrice',
  'status',
  'stripePaymentIntentId',
  'bookingReference',
] as const;
type StayRecord = Required<Pick<typeof bookings.$inferInsert, (typeof STAY_RECORD_FIELDS)[number]>>;

// Every stay booked writes its row once: prepared once.
const stayRecordWritten = preparedOnce('stay_record_written', (tx) =>
  tx
    .insert(bookings)
    .values(placeholders(...STAY_RECORD_FIELDS))
    .returning({ id: bookings.id }),
);

/** The stay's row in `bookings`, for a stay booked alone or within a package. */
export async function writeStayRecord(
  tx: Tx,
  order: Order,
  d: HotelDetails,
  totalPrice: string,
  payment: { intentId: string; status: 'pending' | 'confirmed' },
) {
  const [row] = await stayRecordWritten(tx).execute({
    userId: order.userId,
    accommodationId: d.accommodationId,
    guestName: order.customerName ?? '',
    guestEmail: order.customerEmail ?? '',
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    guests: d.guests,
    totalPrice,
    status: payment.status,
    stripePaymentIntentId: payment.intentId,
    bookingReference: order.confirmationNumber!,
  } satisfies StayRecord);
  return { table: 'bookings', id: row!.id };
}

export async function markStayRecord(tx: Tx, id: number, status: 'confirmed' | 'canceled') {
  await tx.update(bookings).set({ status }).where(eq(bookings.id, id));
}

/** 'Oniru, Lagos, Nigeria' -> 'Lagos': the part before the country. */
function cityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.length > 1 ? (parts[parts.length - 2] ?? '') : (parts[0] ?? '');
}

/** '+233302114567' as the traveller reads and dials it: '+233 30 211 4567'. */
function readablePhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

export function stayTripOf(
  d: HotelDetails,
  nights: number,
  timeZone: string,
): Omit<StayTrip, 'kind'> {
  return {
    accommodationId: d.accommodationId,
    name: d.name,
    address: d.location,
    city: cityOf(d.location),
    timeZone,
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    nights,
    guests: d.guests,
    manualConfirmation: d.manualConfirmation,
    ...(d.phone ? { phone: readablePhone(d.phone) } : {}),
  };
}

export function stayLines(
  trip: Omit<StayTrip, 'kind'>,
  w: Wording,
  customerName: string,
): BookingDocument['lines'] {
  return [
    { label: w.lines.property, value: trip.name },
    { label: w.lines.address, value: localizedAddress(trip.address, w.locale) },
    { label: w.lines.checkIn, value: trip.checkIn },
    { label: w.lines.checkOut, value: trip.checkOut },
    { label: w.lines.nights, value: String(trip.nights) },
    { label: w.lines.guests, value: String(trip.guests) },
    { label: w.lines.leadGuest, value: customerName },
  ];
}
