import { z } from 'zod';
import { password, ROLES } from './accounts.ts';
import { CANCELLATION_POLICY_TEXTS, ORDER_STATUSES } from './checkout.ts';
import { AMENITIES, PROPERTY_TYPES } from './constants.ts';
import { email, freeText, plainText, searchText } from './input.ts';

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
export type AdminStats = {
  totalUsers: number;
  activeUsers: number;
  totalAccommodations: number;
  verifiedAccommodations: number;
  totalBookings: number;
  confirmedBookings: number;
  totalFlightBookings: number;
  totalCarRentals: number;
  totalTravelQueries: number;
  recentActivity: { id: number; query: string; response: string; createdAt: string }[];
  /** Money kept from paid bookings: charges less refunds, in cents. */
  revenueCents: number;
  /** Paid bookings per registered user, in percent, one decimal. */
  conversionRate: number;
  bookingsByType: Record<'hotel' | 'flight' | 'package', { total: number; confirmed: number }>;
  /** The last 30 days, oldest first: paid bookings made and money taken that day (UTC). */
  daily: { date: string; bookings: number; revenueCents: number }[];
};
