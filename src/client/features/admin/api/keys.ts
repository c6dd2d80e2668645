/**
 * Admin data lives under ['account', ...]: a sign-in or sign-out refreshes it with the rest of
 * what belongs to the signed-in account.
 */
export const adminKeys = {
  all: ['account', 'admin'] as const,
  stats: ['account', 'admin', 'stats'] as const,
  users: ['account', 'admin', 'users'] as const,
  properties: ['account', 'admin', 'properties'] as const,
  bookings: ['account', 'admin', 'bookings'] as const,
  carRentals: ['account', 'admin', 'car-rentals'] as const,
  audit: ['account', 'admin', 'audit'] as const,
  jobs: ['account', 'admin', 'jobs'] as const,
};

export const ADMIN_PAGE_SIZE = 20;
