// Tours' public entry: what other features may use (docs/decisions/0024-boundaries.md).
export { DifficultyBadge, TourImage } from './components/tour-bits.tsx';
export { TourBookingDialog } from './components/tour-booking-dialog.tsx';
