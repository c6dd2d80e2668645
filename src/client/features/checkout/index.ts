// Checkout's public entry: what other features may use (docs/decisions/0024-boundaries.md).
export { BookingActions } from './components/booking-actions.tsx';
export { STATUS_CLASSES } from './components/booking-card.tsx';
