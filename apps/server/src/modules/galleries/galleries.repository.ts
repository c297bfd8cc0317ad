import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '@studio/shared/i18n/locales';
import type { Db, Tx } from '../../db/client';
import {
  galleries,
  galleryComments,
  galleryFavourites,
  galleryLinks,
  galleryPeople,
  galleryPhotos,
  gallerySelections,
  gallerySets,
  type GalleryRow,
} from '../../db/schema/galleries';
import { bookingPayments } from '../../db/schema/payments';
import { bookingRequests } from '../../db/schema/bookings';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';

/**
 * The two accounts a gallery concerns: its photographer's (null for a studio client's gallery, which
 * staff run: docs/decisions/0047-studio-client-galleries.md) and its client's (null until known).
 */
export interface GalleryParties {
  photographerUserId: string | null;
  clientUserId: string | null;
  clientName: string;
}

/** A booking with the two accounts it concerns. */
export interface BookingParties {
  id: string;
  status: string;
  photographerUserId: string;
  clientUserId: string | null;
  clientEmail: string;
  clientName: string;
}

const isUniqueViolation = (err: unknown, constraint: string) =>
  [err, (err as { cause?: unknown } | null)?.cause].some((e) => {
    const pg = e as { code?: string; constraint?: string } | undefined;
    return pg?.code === '23505' && pg.constraint === constraint;
  });

export function galleriesRepository(db: Db) {
  const partiesColumns = {
    id: bookingRequests.id,
    status: bookingRequests.status,
    photographerUserId: portfolios.userId,
    clientUserId: bookingRequests.clientUserId,
    clientEmail: bookingRequests.clientEmail,
    clientName: bookingRequests.clientName,
  };
  /**
   * What is still to pay through the site on the gallery's accepted booking, in cents: the price
   * less what was paid while its payment is open. 0 once paid, for a booking paid outside the site,
   * and once the booking is completed: the balance can no longer be paid here then (ADR 0038), and
   * completing it is the photographer's word that the money is settled.
   */
  const balanceDueCents = sql<number>`coalesce(case when ${bookingRequests.status} = 'accepted'
      and ${bookingPayments.state} in ('awaiting_deposit', 'confirmed')
      then ${bookingPayments.priceCents} - ${bookingPayments.paidCents} end, 0)`.mapWith(Number);
  // Names written whole: in a query of one table drizzle leaves columns unqualified, and "id" would be the photo's.
  const photoCount = sql<number>`(select count(*)::int from "gallery_photos" where "gallery_photos"."gallery_id" = "galleries"."id")`;
  return {
    isUniqueViolation,

    /** The name of the photographer who shot the booking (the watermark of its gallery). */
    async photographerName(bookingId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: users.username })
        .from(bookingRequests)
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .innerJoin(users, eq(users.id, portfolios.userId))
        .where(eq(bookingRequests.id, bookingId));
      return row?.name ?? undefined;
    },

    async bookingParties(bookingId: string): Promise<BookingParties | undefined> {
      const [row] = await db
        .select(partiesColumns)
        .from(bookingRequests)
        .innerJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .where(eq(bookingRequests.id, bookingId));
      return row;
    },

    /** A gallery with its parties and its booking's open balance (0 for a studio client's gallery). */
    async galleryWithParties(
      galleryId: string,
    ): Promise<{ gallery: GalleryRow; parties: GalleryParties; balanceDueCents: number } | undefined> {
      const [row] = await db
        .select({
          gallery: galleries,
          photographerUserId: portfolios.userId,
          clientUserId: sql<string | null>`coalesce(${bookingRequests.clientUserId}, ${galleries.studioClientUserId})`,
          clientName: sql<string>`coalesce(${bookingRequests.clientName}, ${galleries.studioClientName})`,
          balanceDueCents,
        })
        .from(galleries)
        .leftJoin(bookingRequests, eq(bookingRequests.id, galleries.bookingRequestId))
        .leftJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .leftJoin(bookingPayments, eq(bookingPayments.bookingRequestId, galleries.bookingRequestId))
        .where(eq(galleries.id, galleryId));
      if (!row) return undefined;
      const { gallery, photographerUserId, clientUserId, clientName } = row;
      return {
        gallery,
        parties: { photographerUserId, clientUserId, clientName },
        balanceDueCents: row.balanceDueCents,
      };
    },

    async linkByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ link: galleryLinks, gallery: galleries, balanceDueCents })
        .from(galleryLinks)
        .innerJoin(galleries, eq(galleries.id, galleryLinks.galleryId))
        .leftJoin(bookingRequests, eq(bookingRequests.id, galleries.bookingRequestId))
        .leftJoin(bookingPayments, eq(bookingPayments.bookingRequestId, galleries.bookingRequestId))
        .where(eq(galleryLinks.tokenHash, tokenHash));
      return row;
    },

    /** The account's role (staff run the studio clients' galleries); undefined for an account that is gone. */
    async roleOf(userId: string) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },

    /** The studio clients' galleries, newest first (docs/decisions/0047-studio-client-galleries.md). */
    async studioGalleries() {
      return db
        .select({ gallery: galleries, photos: photoCount })
        .from(galleries)
        .where(isNull(galleries.bookingRequestId))
        .orderBy(sql`${galleries.createdAt} desc`);
    },

    /** Replaces the studio gallery's invitation: the earlier token stops working. */
    async setInvitation(tx: Tx, galleryId: string, hash: string, at: Date): Promise<GalleryRow | undefined> {
      const [row] = await tx
        .update(galleries)
        .set({ invitationHash: hash, invitedAt: at, updatedAt: at })
        .where(and(eq(galleries.id, galleryId), isNull(galleries.bookingRequestId)))
        .returning();
      return row;
    },

    async galleryByInvitation(hash: string): Promise<GalleryRow | undefined> {
      const [row] = await db.select().from(galleries).where(eq(galleries.invitationHash, hash));
      return row;
    },

    /** Gives the invited gallery to the account and uses the token up; undefined when it is not (or no longer) valid. */
    async acceptInvitation(hash: string, userId: string): Promise<GalleryRow | undefined> {
      const [row] = await db
        .update(galleries)
        .set({ studioClientUserId: userId, invitationHash: null, updatedAt: new Date() })
        .where(eq(galleries.invitationHash, hash))
        .returning();
      return row;
    },

    async linkById(linkId: string) {
      const [row] = await db.select().from(galleryLinks).where(eq(galleryLinks.id, linkId));
      return row;
    },

    async guestByKeyHash(keyHash: string) {
      const [row] = await db.select().from(galleryPeople).where(eq(galleryPeople.keyHash, keyHash));
      return row;
    },

    async insertGallery(values: typeof galleries.$inferInsert, tx: Tx | Db = db): Promise<GalleryRow> {
      const [row] = await tx.insert(galleries).values(values).returning();
      return row!;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async updateGallery(galleryId: string, values: Partial<typeof galleries.$inferInsert>): Promise<void> {
      await db
        .update(galleries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(galleries.id, galleryId));
    },

    /** Galleries the user made (photographer) or received (client, a booking's or the studio's), newest first. */
    async listForUser(userId: string) {
      return db
        .select({ gallery: galleries, photographerUserId: portfolios.userId, photos: photoCount })
        .from(galleries)
        .leftJoin(bookingRequests, eq(bookingRequests.id, galleries.bookingRequestId))
        .leftJoin(portfolios, eq(portfolios.id, bookingRequests.portfolioId))
        .where(
          sql`${portfolios.userId} = ${userId} or ${bookingRequests.clientUserId} = ${userId} or ${galleries.studioClientUserId} = ${userId}`,
        )
        .orderBy(sql`${galleries.createdAt} desc`);
    },

    async sets(galleryId: string) {
      return db
        .select({ id: gallerySets.id, name: gallerySets.name, photos: count(galleryPhotos.id) })
        .from(gallerySets)
        .leftJoin(galleryPhotos, eq(galleryPhotos.setId, gallerySets.id))
        .where(eq(gallerySets.galleryId, galleryId))
        .groupBy(gallerySets.id)
        .orderBy(asc(gallerySets.position), asc(gallerySets.createdAt));
    },

    async setOf(galleryId: string, setId: string) {
      const [row] = await db
        .select()
        .from(gallerySets)
        .where(and(eq(gallerySets.id, setId), eq(gallerySets.galleryId, galleryId)));
      return row;
    },

    async insertSet(galleryId: string, name: string, tx: Tx | Db = db) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(gallerySets)
        .where(eq(gallerySets.galleryId, galleryId));
      const [row] = await tx.insert(gallerySets).values({ galleryId, name, position: n }).returning();
      return row!;
    },

    async photos(galleryId: string, setId?: string) {
      return db
        .select()
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), setId ? eq(galleryPhotos.setId, setId) : undefined))
        .orderBy(asc(galleryPhotos.fileName), asc(galleryPhotos.id));
    },

    /**
     * One page of a gallery's photographs (or one set's) in the order of `photos`, the file name
     * then the id: those after `after` (a keyset, so a page never shifts when photographs are added
     * or removed meanwhile), at most `limit`.
     */
    async photoPage(
      galleryId: string,
      page: { setId?: string; after?: { fileName: string; id: string }; limit: number },
    ) {
      const { setId, after, limit } = page;
      return db
        .select()
        .from(galleryPhotos)
        .where(
          and(
            eq(galleryPhotos.galleryId, galleryId),
            setId ? eq(galleryPhotos.setId, setId) : undefined,
            after
              ? sql`(${galleryPhotos.fileName}, ${galleryPhotos.id}) > (${after.fileName}, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(galleryPhotos.fileName), asc(galleryPhotos.id))
        .limit(limit);
    },

    async photoWithGallery(photoId: string) {
      const [row] = await db
        .select({ photo: galleryPhotos, gallery: galleries })
        .from(galleryPhotos)
        .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
        .where(eq(galleryPhotos.id, photoId));
      return row;
    },

    /** The photograph made from the upload whose id is `stem`, if its processing got that far. */
    async photoByStem(galleryId: string, stem: string) {
      const [row] = await db
        .select()
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), eq(galleryPhotos.stem, stem)));
      return row;
    },

    /** Inserts a photograph once: a second processing of the same upload (same stem) answers the first row. */
    async insertPhoto(values: typeof galleryPhotos.$inferInsert) {
      const [row] = await db
        .insert(galleryPhotos)
        .values(values)
        .onConflictDoNothing({ target: [galleryPhotos.galleryId, galleryPhotos.stem] })
        .returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, values.galleryId), eq(galleryPhotos.stem, values.stem)));
      return existing!;
    },

    async deletePhoto(photoId: string) {
      await db.delete(galleryPhotos).where(eq(galleryPhotos.id, photoId));
    },

    async clientPerson(galleryId: string, userId: string, name: string) {
      await db.insert(galleryPeople).values({ galleryId, userId, name }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(galleryPeople)
        .where(and(eq(galleryPeople.galleryId, galleryId), eq(galleryPeople.userId, userId)));
      return row!;
    },

    async insertGuest(galleryId: string, linkId: string, name: string, keyHash: string) {
      const [row] = await db.insert(galleryPeople).values({ galleryId, linkId, name, keyHash }).returning();
      return row!;
    },

    async favouritesOf(personId: string): Promise<Set<string>> {
      const rows = await db
        .select({ photoId: galleryFavourites.photoId })
        .from(galleryFavourites)
        .where(eq(galleryFavourites.personId, personId));
      return new Set(rows.map((r) => r.photoId));
    },

    async favouriteCounts(galleryId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ photoId: galleryFavourites.photoId, n: count() })
        .from(galleryFavourites)
        .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
        .where(eq(galleryPhotos.galleryId, galleryId))
        .groupBy(galleryFavourites.photoId);
      return new Map(rows.map((r) => [r.photoId, r.n]));
    },

    async setFavourite(personId: string, photoId: string, on: boolean) {
      if (on) await db.insert(galleryFavourites).values({ personId, photoId }).onConflictDoNothing();
      else
        await db
          .delete(galleryFavourites)
          .where(and(eq(galleryFavourites.personId, personId), eq(galleryFavourites.photoId, photoId)));
    },

    /** The comments on `photoIds` (photographs of the gallery), oldest first. */
    async comments(galleryId: string, photoIds: string[]) {
      if (photoIds.length === 0) return [];
      return db
        .select({
          id: galleryComments.id,
          photoId: galleryComments.photoId,
          body: galleryComments.body,
          createdAt: galleryComments.createdAt,
          personName: galleryPeople.name,
          photographerName: users.username,
        })
        .from(galleryComments)
        .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryComments.photoId))
        .leftJoin(galleryPeople, eq(galleryPeople.id, galleryComments.personId))
        .leftJoin(users, eq(users.id, galleryComments.photographerUserId))
        .where(and(eq(galleryPhotos.galleryId, galleryId), inArray(galleryComments.photoId, photoIds)))
        .orderBy(asc(galleryComments.createdAt), asc(galleryComments.id));
    },

    async insertComment(values: typeof galleryComments.$inferInsert) {
      const [row] = await db.insert(galleryComments).values(values).returning();
      return row!;
    },

    async selection(galleryId: string): Promise<Set<string>> {
      const rows = await db
        .select({ photoId: gallerySelections.photoId })
        .from(gallerySelections)
        .where(eq(gallerySelections.galleryId, galleryId));
      return new Set(rows.map((r) => r.photoId));
    },

    /**
     * Replaces the selection within a transaction that holds the gallery's row, so a submit and a
     * change never interleave; `check` sees the locked row and may refuse.
     */
    async lockedGallery<T>(galleryId: string, work: (tx: Tx, gallery: GalleryRow) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [gallery] = await tx.select().from(galleries).where(eq(galleries.id, galleryId)).for('update');
        if (!gallery) throw new Error('gallery vanished');
        return work(tx, gallery);
      });
    },

    async countPhotosIn(tx: Tx, galleryId: string, photoIds: string[]): Promise<number> {
      if (photoIds.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, galleryId), inArray(galleryPhotos.id, photoIds)));
      return row?.n ?? 0;
    },

    async replaceSelection(tx: Tx, galleryId: string, photoIds: string[]) {
      await tx.delete(gallerySelections).where(eq(gallerySelections.galleryId, galleryId));
      if (photoIds.length)
        await tx.insert(gallerySelections).values(photoIds.map((photoId) => ({ galleryId, photoId })));
    },

    async countSelection(tx: Tx, galleryId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(gallerySelections)
        .where(eq(gallerySelections.galleryId, galleryId));
      return row?.n ?? 0;
    },

    async submitSelection(tx: Tx, galleryId: string, at: Date) {
      await tx.update(galleries).set({ selectionSubmittedAt: at, updatedAt: at }).where(eq(galleries.id, galleryId));
    },

    /** Everyone's favourites with file names, for the photographer's picks. */
    async picks(galleryId: string) {
      const people = await db
        .select({ id: galleryPeople.id, name: galleryPeople.name, userId: galleryPeople.userId })
        .from(galleryPeople)
        .where(eq(galleryPeople.galleryId, galleryId))
        .orderBy(asc(galleryPeople.createdAt));
      const favourites = await db
        .select({ personId: galleryFavourites.personId, photoId: galleryPhotos.id, fileName: galleryPhotos.fileName })
        .from(galleryFavourites)
        .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
        .where(eq(galleryPhotos.galleryId, galleryId))
        .orderBy(asc(galleryPhotos.fileName));
      const selection = await db
        .select({ photoId: galleryPhotos.id, fileName: galleryPhotos.fileName })
        .from(gallerySelections)
        .innerJoin(galleryPhotos, eq(galleryPhotos.id, gallerySelections.photoId))
        .where(eq(gallerySelections.galleryId, galleryId))
        .orderBy(asc(galleryPhotos.fileName));
      return { people, favourites, selection };
    },

    async links(galleryId: string) {
      return db
        .select()
        .from(galleryLinks)
        .where(eq(galleryLinks.galleryId, galleryId))
        .orderBy(asc(galleryLinks.createdAt));
    },

    async insertLink(values: typeof galleryLinks.$inferInsert) {
      const [row] = await db.insert(galleryLinks).values(values).returning();
      return row!;
    },

    async revokeLink(galleryId: string, linkId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(galleryLinks)
        .set({ revokedAt: sql`coalesce(${galleryLinks.revokedAt}, ${at})` })
        .where(and(eq(galleryLinks.id, linkId), eq(galleryLinks.galleryId, galleryId)))
        .returning({ id: galleryLinks.id });
      return rows.length > 0;
    },

    /** Galleries whose reminder is due (expiry within `days`, not yet reminded, not expired). */
    async dueReminders(now: Date, days: number) {
      return db
        .select({
          gallery: galleries,
          clientEmail: sql<string>`coalesce(${bookingRequests.clientEmail}, ${users.email})`,
          clientName: sql<string>`coalesce(${bookingRequests.clientName}, ${galleries.studioClientName})`,
          // The client's account's language, else the language they sent the request in.
          clientLanguage: sql<Locale>`coalesce(${users.language}, ${bookingRequests.language}, 'en')`,
        })
        .from(galleries)
        .leftJoin(bookingRequests, eq(bookingRequests.id, galleries.bookingRequestId))
        .leftJoin(users, eq(users.id, sql`coalesce(${bookingRequests.clientUserId}, ${galleries.studioClientUserId})`))
        .where(
          and(
            // A studio client's gallery reminds the account that accepted it; before that there is no one to remind.
            sql`(${galleries.bookingRequestId} is not null or ${galleries.studioClientUserId} is not null)`,
            isNull(galleries.reminderSentAt),
            isNull(galleries.filesDeletedAt),
            sql`${galleries.expiresAt} > ${now}`,
            lte(galleries.expiresAt, new Date(now.getTime() + days * 86_400_000)),
          ),
        );
    },

    /** Marks the reminder sent; false when another process got there first. */
    async claimReminder(tx: Tx, galleryId: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(galleries)
        .set({ reminderSentAt: at })
        .where(and(eq(galleries.id, galleryId), isNull(galleries.reminderSentAt)))
        .returning({ id: galleries.id });
      return rows.length > 0;
    },

    /** Galleries expired before `before` whose files are still there. */
    async expiredBefore(before: Date) {
      return db
        .select({ id: galleries.id })
        .from(galleries)
        .where(and(isNull(galleries.filesDeletedAt), lte(galleries.expiresAt, before)));
    },

    /** Deletes the photographs' rows and marks the files gone; false when the gallery was extended meanwhile. */
    async markFilesDeleted(galleryId: string, before: Date, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(galleries)
          .set({ filesDeletedAt: at, updatedAt: at })
          .where(and(eq(galleries.id, galleryId), isNull(galleries.filesDeletedAt), lte(galleries.expiresAt, before)))
          .returning({ id: galleries.id });
        if (!rows.length) return false;
        await tx.delete(galleryPhotos).where(eq(galleryPhotos.galleryId, galleryId));
        return true;
      });
    },
  };
}
export type GalleriesRepository = ReturnType<typeof galleriesRepository>;
