import { normalizeSearchText } from '../../src/domain/text.ts';
import type { Database } from '../../src/server/db/client.ts';
import { accommodations, roomNights } from '../../src/server/db/schema/index.ts';

type NewAccommodation = typeof accommodations.$inferInsert;

let counter = 0;

/** Inserts one accommodation; unspecified fields get plain, valid values. */
export async function makeAccommodation(db: Database, overrides: Partial<NewAccommodation> = {}) {
  counter += 1;
  const base = {
    name: `Test Stay ${counter}`,
    description: 'A quiet test stay.',
    location: 'Osu, Accra',
    city: 'Accra',
    country: 'Ghana',
    propertyType: 'Hotel',
    pricePerNight: '100.00',
    images: [`/images/stays/test-stay-${counter}/1.svg`],
    imageUrl: `/images/stays/test-stay-${counter}/1.svg`,
    amenities: [{ name: 'Free WiFi', verified: true }],
    rating: '4.0',
    reviewCount: 10,
    cancellationPolicy: 'Free cancellation until 24 hours before check-in.',
    manualConfirmation: false,
    verified: true,
    roomCount: 5,
    ...overrides,
  } satisfies NewAccommodation;
  const searchText = normalizeSearchText(
    `${base.name} ${base.location} ${base.city} ${base.country}`,
  );
  const [row] = await db
    .insert(accommodations)
    .values({ ...base, searchText })
    .returning();
  return row!;
}

/** Marks rooms as taken on the given nights. */
export async function takeRooms(
  db: Database,
  accommodationId: number,
  total: number,
  nights: string[],
  taken = total,
) {
  for (const night of nights) {
    await db.insert(roomNights).values({ accommodationId, night, total, taken });
  }
}
