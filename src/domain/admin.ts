import { z } from 'zod';
import { password, ROLES } from './accounts.ts';
import { BookingView } from './booking-view.ts';
import {
  CANCELLATION_POLICY_TEXTS,
  ORDER_STATUSES,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_STATUSES,
} from './checkout.ts';
import { AMENITIES, PROPERTY_TYPES } from './constants.ts';
import { email, freeText, plainText, searchText } from './input.ts';
import { PropertyPhoto } from './property-photos.ts';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/** ?page=&pageSize=&q= of every admin list: pages from 1, a search text. */
export const AdminListQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .max(MAX_ADMIN_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE),
  q: searchText(100).optional(),
});
export type AdminListQuery = z.output<typeof AdminListQuery>;

/** A page of a list: the rows, and how many there are in all (the X-Total-Count header). */
export type Page<T> = { rows: T[]; total: number };

/** POST /api/admin/users (spec 2 section 3): username, email, password, role. */
export const AdminUserCreateBody = z.object({
  username: plainText('username', 60).regex(/^[\p{L}\p{N}._-]+$/u, {
    message: 'must be letters, digits, dots, dashes or underscores',
  }),
  email,
  password,
  role: z.enum(ROLES),
});

export const AdminRoleBody = z.object({ role: z.enum(ROLES) });

/** The admin's view of a user (spec 2 section 3), with the name and the last sign-in. */
export const AdminUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

const money = z.coerce
  .number({ error: 'must be a number' })
  .min(1, 'must be at least 1')
  .max(100_000, 'must be at most 100000')
  .transform((value) => value.toFixed(2));

/** A property as an administrator adds or edits it; both languages of its description. */
export const PropertyBody = z.object({
  name: plainText('name', 120),
  description: freeText(2000),
  descriptionFr: freeText(2000).optional(),
  location: plainText('location', 120),
  city: plainText('city', 60),
  country: plainText('country', 60),
  /**
   * The front desk's number as the country writes it or in E.164; blank for none. The server
   * checks it against the country's numbering plan and keeps it in E.164.
   */
  phone: searchText(30)
    .refine((value) => /^[+\d\s().-]*$/.test(value), {
      error: 'must be a phone number',
      params: { rule: 'not_a_number' },
    })
    .optional(),
  propertyType: z.enum(PROPERTY_TYPES),
  pricePerNight: money,
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_TEXTS),
  manualConfirmation: z.boolean().default(false),
  roomCount: z.coerce.number().int('must be a whole number').min(1).max(2000),
});
export type PropertyInput = z.output<typeof PropertyBody>;

export const PropertyPatchBody = PropertyBody.partial();

export const VerifyBody = z.object({ verified: z.boolean() });

/** The bookings tab's filters: kind, state, and a reference, e-mail or name. */
export const ADMIN_BOOKING_STATES = [...ORDER_STATUSES, 'awaiting_confirmation'] as const;
export const AdminBookingsQuery = AdminListQuery.extend({
  type: z.enum(['hotel', 'flight', 'package']).optional(),
  status: z.enum(ADMIN_BOOKING_STATES).optional(),
});

/** PATCH /api/admin/bookings/:id/status: a move along the order's allowed transitions. */
export const AdminBookingStatusBody = z.object({
  status: z.enum(['confirmed', 'canceled', 'completed']),
  reason: searchText(200).optional(),
});

export const AuditQuery = AdminListQuery.extend({
  targetType: z.enum(['user', 'accommodation', 'booking']).optional(),
  targetId: searchText(100).optional(),
  action: searchText(60).optional(),
});

/** Spec 2's admin stats, and the real figures the analytics tab shows beside them. */
export const AdminStats = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalAccommodations: z.number(),
  verifiedAccommodations: z.number(),
  totalBookings: z.number(),
  confirmedBookings: z.number(),
  totalFlightBookings: z.number(),
  totalCarRentals: z.number(),
  totalTravelQueries: z.number(),
  recentActivity: z.array(
    z.object({ id: z.number(), query: z.string(), response: z.string(), createdAt: z.string() }),
  ),
  /** Money kept from paid bookings: charges less refunds, in cents. */
  revenueCents: z.number(),
  /** Paid bookings per registered user, in percent, one decimal. */
  conversionRate: z.number(),
  bookingsByType: z.record(
    z.enum(['hotel', 'flight', 'package']),
    z.object({ total: z.number(), confirmed: z.number() }),
  ),
  /** The last 30 days, oldest first: paid bookings made and money taken that day (UTC). */
  daily: z.array(z.object({ date: z.string(), bookings: z.number(), revenueCents: z.number() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** A property as GET /api/admin/accommodations lists it and the properties tab edits it. */
export const AdminProperty = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  /** The front desk's number in E.164, or null. */
  phone: z.string().nullable(),
  propertyType: z.string(),
  pricePerNight: z.string(),
  rating: z.string().nullable(),
  reviewCount: z.number(),
  amenities: z.array(z.string()),
  cancellationPolicy: z.string().nullable(),
  manualConfirmation: z.boolean(),
  verified: z.boolean(),
  roomCount: z.number(),
  imageUrl: z.string().nullable(),
  /** The uploaded photo, or null: the drawn pictures are shown alone. */
  photo: PropertyPhoto.nullable(),
  createdAt: z.string(),
});
export type AdminProperty = z.infer<typeof AdminProperty>;

/** One row of the bookings tab (GET /api/admin/bookings). */
export const AdminBookingRow = z.object({
  id: z.number(),
  type: z.string(),
  confirmationNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The number the traveller gave at checkout (a flight's lead passenger's), to call them on. */
  customerPhone: z.string().nullable(),
  userId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  awaitingConfirmation: z.boolean(),
  title: z.string().nullable(),
  titleFr: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRow>;

/** GET /api/admin/bookings/:id: the order, the traveller's view, its history and payments. */
export const AdminBookingDetail = z.object({
  booking: AdminBookingRow,
  view: BookingView.nullable(),
  meta: z.unknown(),
  events: z.array(
    z.object({
      id: z.number(),
      field: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      provider: z.string(),
      providerId: z.string().nullable(),
      amountCents: z.number(),
      currency: z.string(),
      status: z.enum(PAYMENT_RECORD_STATUSES),
      createdAt: z.string(),
    }),
  ),
});

/** An entry of the audit log: who changed what, the record before and after. */
export const AuditEntry = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

/** A message of the outbox (GET /api/admin/outbox), its secrets withheld. */
export const OutboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Spec 2's hotel booking record (GET /api/bookings), newest first. */
export const HotelBookingRecord = z.object({
  id: z.number(),
  userId: z.string().nullable(),
  accommodationId: z.number().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number(),
  totalPrice: z.string(),
  status: z.string(),
  stripePaymentIntentId: z.string().nullable(),
  bookingReference: z.string().nullable(),
  specialRequests: z.string().nullable(),
  createdAt: z.string().nullable(),
});

/** Spec 2's flight booking record (GET /api/flights/bookings); no return date is one-way. */
export const FlightBookingRecord = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  departDate: z.string(),
  returnDate: z.string().nullable(),
  passengers: z.number(),
  tripType: z.string(),
  passengerName: z.string(),
  passengerEmail: z.string(),
  totalPrice: z.string(),
  status: z.string(),
  bookingReference: z.string().nullable(),
  createdAt: z.string().nullable(),
  userId: z.string().nullable(),
});

/** Spec 2's car rental record (GET /api/cars/bookings). */
export const CarRentalRecord = z.object({
  id: z.number(),
  driverName: z.string(),
  driverEmail: z.string(),
  driverAge: z.number().nullable(),
  location: z.string(),
  pickupDate: z.string(),
  returnDate: z.string(),
  carType: z.string(),
  totalPrice: z.string(),
  status: z.string(),
  createdAt: z.string().nullable(),
});
export type CarRentalRecord = z.infer<typeof CarRentalRecord>;
export type AdminBookingDetail = z.infer<typeof AdminBookingDetail>;

/** What an administrator's change was made to: each has its text in the audit log. */
export const AUDIT_TARGETS = ['user', 'accommodation', 'booking', 'outbox'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
export type AuditEntry = z.infer<typeof AuditEntry>;
