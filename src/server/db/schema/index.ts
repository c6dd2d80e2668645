export * from './users.ts';
export * from './accommodations.ts';
export * from './bookings.ts';
export * from './tours.ts';
export * from './trips.ts';
export * from './travel.ts';
export * from './flights.ts';
export * from './checkout.ts';
