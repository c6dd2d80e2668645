import { asc, count, eq, like } from 'drizzle-orm';
import type { AdminListQuery, PropertyInput } from '../../../domain/admin.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import type { Database } from '../../db/client.ts';
import { accommodations } from '../../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { propertyPhone } from '../../lib/property-phone.ts';
import { containsPattern } from '../../lib/like.ts';
import { pageOf, totalOver } from '../../lib/paging.ts';
import type { AccommodationService } from '../accommodations.ts';
import type { Actor, AuditLog } from './audit.ts';

type Row = typeof accommodations.$inferSelect;

/** A property as the properties tab lists and edits it. */
export function toAdminProperty(row: Row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    descriptionFr: row.descriptionFr,
    location: row.location,
    city: row.city,
    country: row.country,
    phone: row.phone ?? null,
    propertyType: row.propertyType,
    pricePerNight: row.pricePerNight,
    rating: row.rating,
    reviewCount: row.reviewCount ?? 0,
    amenities: row.amenities.map((a) => a.name),
    cancellationPolicy: row.cancellationPolicy,
    manualConfirmation: row.manualConfirmation ?? false,
    verified: row.verified ?? false,
    roomCount: row.roomCount,
    imageUrl: row.imageUrl,
    photo: row.photo ?? null,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  };
}
export type AdminProperty = ReturnType<typeof toAdminProperty>;

const searchTextOf = (p: { name: string; location: string; city: string; country: string }) =>
  normalizeSearchText(`${p.name} ${p.location} ${p.city} ${p.country}`);

/**
 * The properties tab: list, add, edit, verify. Every change shows at once in the traveller's
 * search (the listing cache is cleared) and is written to the audit log.
 */
export function createAdminProperties({
  db,
  stays,
  audit,
}: {
  db: Database;
  stays: AccommodationService;
  audit: AuditLog;
}) {
  async function list(query: AdminListQuery) {
    const where = query.q
      ? like(accommodations.searchText, containsPattern(normalizeSearchText(query.q)))
      : undefined;
    const page = await pageOf(
      await db
        .select({ row: accommodations, total: totalOver() })
        .from(accommodations)
        .where(where)
        .orderBy(asc(accommodations.name), asc(accommodations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      async () => (await db.select({ n: count() }).from(accommodations).where(where))[0]?.n ?? 0,
    );
    return { rows: page.rows.map(toAdminProperty), total: page.total };
  }

  async function find(id: number): Promise<Row> {
    const [row] = await db.select().from(accommodations).where(eq(accommodations.id, id));
    if (!row) throw new NotFoundError('Accommodation not found', { code: 'not_found' });
    return row;
  }

  /** The phone to store, checked against the property's country; a refusal changes nothing. */
  function checkedPhone(phone: string, country: string): string | null {
    const checked = propertyPhone(phone, country);
    if ('error' in checked) throw new ValidationError([checked.error]);
    return checked.phone;
  }

  async function create(actor: Actor, input: PropertyInput) {
    const [row] = await db
      .insert(accommodations)
      .values({
        ...input,
        phone: checkedPhone(input.phone ?? '', input.country),
        descriptionFr: input.descriptionFr || null,
        amenities: input.amenities.map((name) => ({ name, verified: false })),
        images: [],
        verified: false,
        searchText: searchTextOf(input),
      })
      .returning();
    await audit.record(db, actor, {
      action: 'accommodation.create',
      targetType: 'accommodation',
      targetId: row!.id,
      after: toAdminProperty(row!),
    });
    stays.forgetListings();
    return toAdminProperty(row!);
  }

  async function update(actor: Actor, id: number, patch: Partial<PropertyInput>) {
    const before = await find(id);
    const { amenities, descriptionFr, phone, ...fields } = patch;
    // A new country is checked with the number kept, so the two never disagree.
    const phoneToCheck = phone ?? (fields.country !== undefined ? (before.phone ?? '') : undefined);
    const checkedPhoneValue =
      phoneToCheck === undefined
        ? undefined
        : checkedPhone(phoneToCheck, fields.country ?? before.country);
    const [row] = await db
      .update(accommodations)
      .set({
        ...fields,
        ...(checkedPhoneValue !== undefined ? { phone: checkedPhoneValue } : {}),
        ...(descriptionFr !== undefined ? { descriptionFr: descriptionFr || null } : {}),
        ...(amenities
          ? {
              // An amenity an inspector verified stays verified while it is kept.
              amenities: amenities.map((name) => ({
                name,
                verified: before.amenities.find((a) => a.name === name)?.verified ?? false,
              })),
            }
          : {}),
        searchText: searchTextOf({ ...before, ...fields }),
      })
      .where(eq(accommodations.id, id))
      .returning();
    await audit.record(db, actor, {
      action: 'accommodation.update',
      targetType: 'accommodation',
      targetId: id,
      before: toAdminProperty(before),
      after: toAdminProperty(row!),
    });
    stays.forgetListings();
    return toAdminProperty(row!);
  }

  async function setVerified(actor: Actor, id: number, verified: boolean) {
    const before = await find(id);
    const [row] = await db
      .update(accommodations)
      .set({ verified })
      .where(eq(accommodations.id, id))
      .returning();
    await audit.record(db, actor, {
      action: verified ? 'accommodation.verify' : 'accommodation.unverify',
      targetType: 'accommodation',
      targetId: id,
      before: { verified: before.verified ?? false },
      after: { verified },
    });
    stays.forgetListings();
    return toAdminProperty(row!);
  }

  return { list, create, update, setVerified };
}

export type AdminProperties = ReturnType<typeof createAdminProperties>;
