import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accommodations, propertyPhotoVariants } from '../db/schema/index.ts';
import { NotFoundError } from '../errors.ts';
import { makePhotoVariants } from '../lib/photo-variants.ts';
import type { AccommodationService } from './accommodations.ts';
import type { Actor, AuditLog } from './admin/audit.ts';

/**
 * A property's one uploaded photo (docs/decisions/0033): made into WebP widths when sent, kept in
 * the database beside the property (every server reads the same), replaced or removed whole.
 * Each change shows at once in the search (the listing cache is cleared) and is audited.
 */
export function createPropertyPhotos({
  db,
  stays,
  audit,
}: {
  db: Database;
  stays: Pick<AccommodationService, 'forgetListings'>;
  audit: AuditLog;
}) {
  async function photoOf(id: number) {
    const [row] = await db
      .select({ photo: accommodations.photo })
      .from(accommodations)
      .where(eq(accommodations.id, id));
    if (!row) throw new NotFoundError('Accommodation not found', { code: 'not_found' });
    return row.photo;
  }

  /** Takes `file` as the property's photo, in place of any before it. */
  async function save(actor: Actor, id: number, file: Buffer) {
    const before = await photoOf(id);
    // The work (about a second for a large photo) is done before the transaction opens.
    const { photo, variants } = await makePhotoVariants(file);
    await db.transaction(async (tx) => {
      await tx.delete(propertyPhotoVariants).where(eq(propertyPhotoVariants.accommodationId, id));
      await tx
        .insert(propertyPhotoVariants)
        .values(variants.map((v) => ({ accommodationId: id, hash: photo.hash, ...v })));
      const updated = await tx
        .update(accommodations)
        .set({ photo })
        .where(eq(accommodations.id, id))
        .returning({ id: accommodations.id });
      // Deleted while its photo was being made: its variants go with the transaction.
      if (!updated.length)
        throw new NotFoundError('Accommodation not found', { code: 'not_found' });
      await audit.record(tx, actor, {
        action: 'accommodation.photo_upload',
        targetType: 'accommodation',
        targetId: id,
        before: { photo: before },
        after: { photo },
      });
    });
    stays.forgetListings();
    return photo;
  }

  /** The property shows its drawn pictures alone again. */
  async function remove(actor: Actor, id: number) {
    const before = await photoOf(id);
    if (!before) return;
    await db.transaction(async (tx) => {
      await tx.delete(propertyPhotoVariants).where(eq(propertyPhotoVariants.accommodationId, id));
      await tx.update(accommodations).set({ photo: null }).where(eq(accommodations.id, id));
      await audit.record(tx, actor, {
        action: 'accommodation.photo_remove',
        targetType: 'accommodation',
        targetId: id,
        before: { photo: before },
        after: { photo: null },
      });
    });
    stays.forgetListings();
  }

  /** One width of the photo whose hash is `hash`; null once it is replaced or removed. */
  async function variant(id: number, hash: string, width: number) {
    const [row] = await db
      .select({ bytes: propertyPhotoVariants.bytes })
      .from(propertyPhotoVariants)
      .where(
        and(
          eq(propertyPhotoVariants.accommodationId, id),
          eq(propertyPhotoVariants.width, width),
          eq(propertyPhotoVariants.hash, hash),
        ),
      );
    return row?.bytes ?? null;
  }

  return { save, remove, variant };
}

export type PropertyPhotos = ReturnType<typeof createPropertyPhotos>;
