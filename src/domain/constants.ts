/** Business constants of spec 1 section 9 and spec 2 section 9, in one place for both sides. */

export const CURRENCY = 'USD';
export const TAX_RATE = 0.1;
export const CONFIRMATION_PREFIX = 'HO-';
export const PACKAGE_DISCOUNT_RATE = 0.15;

export const DEFAULT_GUESTS = 2;
export const MIN_GUESTS = 1;
export const MAX_SEARCH_GUESTS = 10;
export const GUEST_OPTIONS = [1, 2, 3, 4, 5] as const; // 5 is shown as "5+ Guests"

export const PRICE_SLIDER_MIN = 20;
export const PRICE_SLIDER_MAX = 1000;
export const PRICE_SLIDER_STEP = 10;
export const DEFAULT_MIN_PRICE = 30;
export const DEFAULT_MAX_PRICE = 500;

export const MAX_DESTINATION_SUGGESTIONS = 6;
export const MAX_AIRPORT_SUGGESTIONS = 8;
export const MAX_AMENITY_BADGES = 3;
export const SKELETON_CARDS = 6;

export const HOME_PREFILL_CHECK_IN_DAYS = 7;
export const HOME_PREFILL_CHECK_OUT_DAYS = 10;

export const FREE_CANCELLATION_HOURS = 24;
/** When a stay begins, in the property's local time: its cancellation deadlines count from it. */
export const STAY_CHECK_IN_TIME = '14:00';
/** When a tour begins on its start day, in the operator's local time: its deadlines count from it. */
export const TOUR_START_TIME = '08:00';

export const AMENITIES = [
  'Free WiFi',
  'Swimming Pool',
  'Spa & Wellness',
  'Airport Shuttle',
  'Business Center',
  'Fitness Center',
  'Restaurant',
  'Room Service',
  'Air Conditioning',
  'Parking',
  'Pet Friendly',
  'Beach Access',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const PROPERTY_TYPES = [
  'Hotel',
  'Resort',
  'Boutique Hotel',
  'Business Hotel',
  'Luxury Hotel',
  'Budget Hotel',
  'Guesthouse',
  'Apartment',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export type Destination = {
  name: string;
  country: string;
  popularityScore: number;
  averagePrice: number;
};

/** The built-in destinations table of spec 1 section 3, used for suggestions. */
export const DESTINATIONS: readonly Destination[] = [
  { name: 'Lagos', country: 'Nigeria', popularityScore: 95, averagePrice: 120 },
  { name: 'Accra', country: 'Ghana', popularityScore: 88, averagePrice: 95 },
  { name: 'Dakar', country: 'Senegal', popularityScore: 82, averagePrice: 110 },
  { name: 'Abidjan', country: "Côte d'Ivoire", popularityScore: 75, averagePrice: 105 },
  { name: 'Freetown', country: 'Sierra Leone', popularityScore: 68, averagePrice: 85 },
  { name: 'Monrovia', country: 'Liberia', popularityScore: 65, averagePrice: 80 },
  { name: 'Lomé', country: 'Togo', popularityScore: 62, averagePrice: 75 },
  { name: 'Ouagadougou', country: 'Burkina Faso', popularityScore: 58, averagePrice: 70 },
];

/** Home page destination cards, with the airport each card's Flights button searches. */
export const DESTINATION_CARDS = [
  { city: 'Lagos', country: 'Nigeria', airport: 'LOS' },
  { city: 'Accra', country: 'Ghana', airport: 'ACC' },
  { city: 'Dakar', country: 'Senegal', airport: 'DKR' },
  { city: 'Abidjan', country: "Côte d'Ivoire", airport: 'ABJ' },
  { city: 'Monrovia', country: 'Liberia', airport: 'ROB' },
] as const;

/** Country select of the hotels page (spec 2). */
export const HOTEL_PAGE_COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Senegal',
  'Sierra Leone',
  'Liberia',
] as const;

/** Popular destination links of the hotels page, to their country pages. */
export const POPULAR_DESTINATION_LINKS = [
  { city: 'Lagos', path: '/country/nigeria' },
  { city: 'Accra', path: '/country/ghana' },
  { city: 'Dakar', path: '/country/senegal' },
  { city: 'Freetown', path: '/country/sierra-leone' },
  { city: 'Monrovia', path: '/country/liberia' },
] as const;

/** A booking's confirmation e-mail can be sent again this many times a day. */
export const MAX_CONFIRMATION_RESENDS_PER_DAY = 3;
