import { addDays, localIsoDate } from '../../../domain/dates.ts';
import type { StayRequest } from './api/get-stays.ts';

/** Spec 2 section 9: the Liberia page's packages are those of operator 4. */
export const LIBERIA_OPERATOR_ID = 4;

export const LIBERIA_TABS = ['overview', 'hotels', 'packages', 'flights'] as const;
export type LiberiaTab = (typeof LIBERIA_TABS)[number];

export function isLiberiaTab(value: string | null): value is LiberiaTab {
  return LIBERIA_TABS.some((tab) => tab === value);
}

/**
 * The live search's stay: 2 guests, check-in 7 days ahead as the spec says, but check-out 10
 * days ahead rather than its 100: our search refuses stays over 60 nights (MAX_STAY_NIGHTS).
 */
export function liberiaLiveStay(today = localIsoDate()): StayRequest {
  return { checkIn: addDays(today, 7), checkOut: addDays(today, 10), guests: 2 };
}
