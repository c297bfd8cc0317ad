import {
  GALLERY_OPEN_DAYS_MAX,
  GALLERY_PAGE_SIZE,
  type GalleryCreateInput,
  type GalleryLinkCreateInput,
  type GalleryPhoto,
  type GalleryPhotoPage,
  type GalleryPicks,
  type GalleryUpdateInput,
  type GalleryView,
  galleriesTexts as t,
  type SharedGalleryView,
  type StudioGalleryClient,
  type StudioGalleryCreateInput,
  type StudioGallerySummary,
} from '@studio/shared';
import type { Db, Tx } from '../../db/client';
import type {
  GalleryLinkRow,
  GalleryPersonRow,
  GalleryPhotoRow,
  GalleryRow,
  galleries,
} from '../../db/schema/galleries';
import { AppError } from '../../lib/app-error';
import { type AttemptCounter, memoryAttemptCounter } from '../auth/attempt-counter';
import { createPasswordHasher } from '../auth/password-hasher';
import type { UserRow } from '../users/users.repository';
import { type GalleryParties, galleriesRepository } from './galleries.repository';
import { hashSecret, newSecret, signedUrl } from './signed-urls';

/** Wrong PINs a link takes in PIN_WINDOW_MS before it answers 429 until the window ends. */
export const PIN_ATTEMPTS_MAX = 5;
export const PIN_WINDOW_MS = 15 * 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', t.notFound);
const linkGone = () => new AppError('NOT_FOUND', t.linkNotFound);
const photoNotFound = () => new AppError('NOT_FOUND', t.photoNotFound);

/** Who is looking at a gallery, and what they may do there. */
export type GalleryAccess = (
  | { role: 'photographer'; gallery: GalleryRow; parties: GalleryParties; user: UserRow }
  | { role: 'client'; gallery: GalleryRow; parties: GalleryParties; user: UserRow }
  | { role: 'guest'; gallery: GalleryRow; link: GalleryLinkRow; person: GalleryPersonRow }
) & {
  /** Still to pay on the booking through the site, in cents; downloads wait for 0 (ADR 0039). */
  balanceDueCents: number;
};

export const isExpired = (gallery: GalleryRow, now = new Date()) => gallery.expiresAt.getTime() <= now.getTime();

/**
 * Whether the account runs the gallery: its photographer, or for a studio client's gallery (no
 * photographer) any studio staff (docs/decisions/0047-studio-client-galleries.md).
 */
export const runsGallery = (parties: GalleryParties, user: { id: string; role?: UserRow['role'] }) =>
  parties.photographerUserId === null ? user.role === 'admin' : parties.photographerUserId === user.id;

export function rightsOf(access: GalleryAccess) {
  const { gallery } = access;
  switch (access.role) {
    case 'photographer':
      return { favourite: false, comment: true, download: true, select: false, share: true };
    case 'client':
      return {
        favourite: true,
        comment: true,
        download: gallery.clientDownloads && access.balanceDueCents === 0,
        select: gallery.selectionSubmittedAt === null,
        share: true,
      };
    case 'guest':
      return {
        favourite: access.link.canFavourite,
        comment: access.link.canFavourite,
        // The photographer's switch holds for everyone: a link cannot give more than the client has.
        download: access.link.canDownload && gallery.clientDownloads && access.balanceDueCents === 0,
        select: false,
        share: false,
      };
  }
}

/**
 * Why a viewer may not download: the photographer's switch is off (said to everyone, guests too),
 * the booking's balance is still open, or the guest's link does not give the right.
 */
export function downloadRefusal(access: GalleryAccess): AppError {
  if (access.role !== 'photographer' && !access.gallery.clientDownloads)
    return new AppError('FORBIDDEN', t.downloadsOff);
  if (access.role !== 'photographer' && access.balanceDueCents > 0)
    return new AppError('FORBIDDEN', t.downloadsAfterBalance);
  return new AppError('FORBIDDEN', t.noDownloadRight);
}

/** The signature's `who`: the link for a guest, so that revoking it stops its addresses at once. */
export const whoOf = (access: GalleryAccess) => (access.role === 'guest' ? `l${access.link.id}` : `u${access.user.id}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a page of photographs ends, as the next page's `after`: the last one's file name and id. */
export const pageCursor = (photo: { fileName: string; id: string }) =>
  Buffer.from(JSON.stringify([photo.fileName, photo.id])).toString('base64url');

/** The place a cursor of `pageCursor` names; anything else is 400 with a message that says so. */
export function readCursor(after: string): { fileName: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [fileName, id] = value as unknown[];
      if (typeof fileName === 'string' && typeof id === 'string' && UUID.test(id)) return { fileName, id };
    }
  } catch {
    // Not JSON: refused below like any other cursor this server did not make.
  }
  throw new AppError('VALIDATION', t.pageCursorInvalid, { after: [t.pageCursorInvalid] });
}

/** The last instant of `yyyy-mm-dd` in Nairobi (UTC+3): a gallery "open until 30 Nov" is open all that day. */
export function endOfNairobiDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+03:00`);
}

function checkExpiry(expiresOn: string, now: Date): Date {
  const at = endOfNairobiDay(expiresOn);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())
    throw new AppError('VALIDATION', t.expiresInPast, { expiresOn: [t.expiresInPast] });
  if (at.getTime() > now.getTime() + (GALLERY_OPEN_DAYS_MAX + 1) * 86_400_000)
    throw new AppError('VALIDATION', t.expiresTooFar, { expiresOn: [t.expiresTooFar] });
  return at;
}

/** Client galleries (docs/decisions/0039-client-galleries.md): rights, views, favourites, proofing, links. */
export function galleriesService(deps: { db: Db; publicUrl: string; pinAttempts?: AttemptCounter }) {
  const repo = galleriesRepository(deps.db);
  const hasher = createPasswordHasher();
  // Wrong PINs per link, whatever address they come from: a 4-digit PIN cannot be walked through.
  const pinAttempts = deps.pinAttempts ?? memoryAttemptCounter(PIN_WINDOW_MS);

  /** The gallery as the signed-in user may see it: 404 to anyone who is neither its photographer nor its client. */
  async function accessFor(user: UserRow, galleryId: string, now = new Date()): Promise<GalleryAccess> {
    const found = await repo.galleryWithParties(galleryId);
    if (!found) throw notFound();
    const { gallery, parties, balanceDueCents } = found;
    if (runsGallery(parties, user)) return { role: 'photographer', gallery, parties, user, balanceDueCents };
    if (parties.clientUserId !== user.id) throw notFound();
    if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
    if (isExpired(gallery, now)) throw new AppError('FORBIDDEN', t.expired);
    return { role: 'client', gallery, parties, user, balanceDueCents };
  }

  /** A new gallery with its first set, for a booking or a studio client. */
  async function insert(
    owner: Pick<typeof galleries.$inferInsert, 'bookingRequestId' | 'studioClientName' | 'studioClientEmail'>,
    input: GalleryCreateInput,
    now: Date,
  ) {
    const expiresAt = checkExpiry(input.expiresOn, now);
    return repo.transaction(async (tx) => {
      const gallery = await repo.insertGallery(
        {
          ...owner,
          title: input.title,
          urlKey: newSecret(),
          expiresAt,
          selectionMin: input.selectionMin ?? null,
          selectionMax: input.selectionMax ?? null,
          clientDownloads: input.clientDownloads ?? true,
        },
        tx,
      );
      await repo.insertSet(gallery.id, 'Highlights', tx);
      return gallery;
    });
  }

  async function ownerAccess(user: UserRow, galleryId: string) {
    const access = await accessFor(user, galleryId);
    if (access.role !== 'photographer') throw new AppError('FORBIDDEN', t.onlyPhotographer);
    return access as Extract<GalleryAccess, { role: 'photographer' }>;
  }

  /** The live link behind a share token, or 404 (unknown or revoked). */
  async function openLink(token: string) {
    const found = await repo.linkByTokenHash(hashSecret(token));
    if (!found || found.link.revokedAt) throw linkGone();
    return found;
  }

  /** A guest's access by the share token and the key their visit set; the key must belong to that link. */
  async function guestAccess(token: string, guestKey: string | undefined, now = new Date()): Promise<GalleryAccess> {
    const { link, gallery, balanceDueCents } = await openLink(token);
    if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
    if (isExpired(gallery, now)) throw new AppError('FORBIDDEN', t.expired);
    const person = guestKey ? await repo.guestByKeyHash(hashSecret(guestKey)) : undefined;
    if (!person || person.linkId !== link.id) throw new AppError('UNAUTHORIZED', t.visitFirst);
    return { role: 'guest', gallery, link, person, balanceDueCents };
  }

  async function personOf(access: GalleryAccess): Promise<GalleryPersonRow | undefined> {
    if (access.role === 'guest') return access.person;
    if (access.role === 'client')
      return repo.clientPerson(access.gallery.id, access.user.id, access.parties.clientName);
    return undefined;
  }

  async function photoIn(access: GalleryAccess, photoId: string) {
    const found = await repo.photoWithGallery(photoId);
    if (!found || found.gallery.id !== access.gallery.id) throw photoNotFound();
    return found.photo;
  }

  /** The photographs as `access` sees them: addresses signed for it, its favourites, the comments. */
  async function listed(
    access: GalleryAccess,
    person: GalleryPersonRow | undefined,
    photos: GalleryPhotoRow[],
    now: Date,
  ): Promise<GalleryPhoto[]> {
    const { gallery } = access;
    const rights = rightsOf(access);
    const [mine, counts, comments, selection] = await Promise.all([
      person ? repo.favouritesOf(person.id) : Promise.resolve(new Set<string>()),
      access.role === 'photographer' ? repo.favouriteCounts(gallery.id) : Promise.resolve(new Map<string, number>()),
      repo.comments(
        gallery.id,
        photos.map((p) => p.id),
      ),
      repo.selection(gallery.id),
    ]);
    const who = whoOf(access);
    const url = (photoId: string, kind: string) => signedUrl(gallery.urlKey, { photoId, kind, who }, now.getTime());
    const commentsOf = new Map<string, GalleryPhoto['comments']>();
    for (const c of comments) {
      const list = commentsOf.get(c.photoId) ?? [];
      list.push({
        id: c.id,
        author: c.personName ?? c.photographerName ?? '',
        body: c.body,
        createdAt: c.createdAt.toISOString(),
      });
      commentsOf.set(c.photoId, list);
    }
    return photos.map((p) => ({
      id: p.id,
      setId: p.setId,
      fileName: p.fileName,
      width: p.width,
      height: p.height,
      placeholder: p.placeholder,
      srcset: p.widths.map((w) => `${url(p.id, `w${w}.webp`)} ${w}w`).join(', '),
      large: url(p.id, `w${p.widths[p.widths.length - 1]}.webp`),
      downloadWeb: rights.download ? url(p.id, 'web.webp') : null,
      downloadOriginal: rights.download ? url(p.id, 'original') : null,
      favourite: mine.has(p.id),
      selected: selection.has(p.id),
      favourites: access.role === 'photographer' ? (counts.get(p.id) ?? 0) : mine.has(p.id) ? 1 : 0,
      comments: commentsOf.get(p.id) ?? [],
    }));
  }

  /** Everything of the view but its photographs: title, rights, selection, the sets with their counts. */
  async function heading(
    access: GalleryAccess,
    person: GalleryPersonRow | undefined,
    now: Date,
  ): Promise<Omit<GalleryView, 'photos'>> {
    const { gallery } = access;
    const rights = rightsOf(access);
    const [sets, selection] = await Promise.all([repo.sets(gallery.id), repo.selection(gallery.id)]);
    return {
      id: gallery.id,
      title: gallery.title,
      role: access.role,
      viewerName: person?.name ?? null,
      expiresAt: gallery.expiresAt.toISOString(),
      expired: isExpired(gallery, now),
      canFavourite: rights.favourite,
      canDownload: rights.download,
      canSelect: rights.select,
      canShare: rights.share,
      clientDownloads: gallery.clientDownloads,
      downloadsAwaitPayment: access.balanceDueCents > 0,
      balanceDueCents: access.role === 'guest' ? null : access.balanceDueCents,
      bookingId: gallery.bookingRequestId,
      studioClient: access.role === 'photographer' ? studioClientOf(gallery) : null,
      selection: {
        min: gallery.selectionMin,
        max: gallery.selectionMax,
        count: selection.size,
        submittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
      },
      sets: sets.map((s) => ({ id: s.id, name: s.name, photos: s.photos })),
    };
  }

  /** The whole gallery, every photograph: the photographer's and the client's pages. */
  async function view(access: GalleryAccess, now = new Date()): Promise<GalleryView> {
    const person = await personOf(access);
    const [head, photos] = await Promise.all([heading(access, person, now), repo.photos(access.gallery.id)]);
    return { ...head, photos: await listed(access, person, photos, now) };
  }

  /**
   * One page of the photographs (of the gallery, or of one of its sets) after the cursor `after`
   * (docs/decisions/0044-gallery-first-screen.md); a cursor this server did not make is 400.
   */
  async function photoPage(
    access: GalleryAccess,
    page: { setId?: string; after?: string },
    person?: GalleryPersonRow,
    now = new Date(),
  ): Promise<GalleryPhotoPage> {
    if (page.setId && !(await repo.setOf(access.gallery.id, page.setId)))
      throw new AppError('NOT_FOUND', t.setNotFound);
    const rows = await repo.photoPage(access.gallery.id, {
      setId: page.setId,
      after: page.after === undefined ? undefined : readCursor(page.after),
      limit: GALLERY_PAGE_SIZE + 1,
    });
    const photos = rows.slice(0, GALLERY_PAGE_SIZE);
    const last = photos[photos.length - 1];
    return {
      photos: await listed(access, person ?? (await personOf(access)), photos, now),
      next: rows.length > GALLERY_PAGE_SIZE && last ? pageCursor(last) : null,
    };
  }

  /** A share link's gallery as its guest opens it: the view with the first page of photographs. */
  async function sharedView(access: GalleryAccess, now = new Date()): Promise<SharedGalleryView> {
    const person = await personOf(access);
    const [head, page] = await Promise.all([heading(access, person, now), photoPage(access, {}, person, now)]);
    return { ...head, ...page };
  }

  return {
    repo,
    accessFor,
    ownerAccess,
    guestAccess,
    openLink,
    view,
    photoPage,
    sharedView,

    async create(user: UserRow, bookingId: string, input: GalleryCreateInput, now = new Date()) {
      const parties = await repo.bookingParties(bookingId);
      if (!parties || (parties.photographerUserId !== user.id && parties.clientUserId !== user.id))
        throw new AppError('NOT_FOUND', t.bookingNotFound);
      if (parties.photographerUserId !== user.id) throw new AppError('FORBIDDEN', t.onlyPhotographer);
      if (parties.status !== 'accepted' && parties.status !== 'completed')
        throw new AppError('CONFLICT', t.bookingNotDelivered);
      try {
        return await insert({ bookingRequestId: bookingId }, input, now);
      } catch (err) {
        if (repo.isUniqueViolation(err, 'galleries_booking_request_key'))
          throw new AppError('CONFLICT', t.alreadyExists);
        throw err;
      }
    },

    /** Staff: a gallery for one of the studio's own clients (docs/decisions/0047-studio-client-galleries.md). */
    async createForStudio(user: UserRow, input: StudioGalleryCreateInput, now = new Date()) {
      if (user.role !== 'admin') throw new AppError('FORBIDDEN', t.studio.onlyStaff);
      return insert({ studioClientName: input.clientName, studioClientEmail: input.clientEmail }, input, now);
    },

    /** The studio clients' galleries for the console, newest first. */
    async studioList(now = new Date()): Promise<StudioGallerySummary[]> {
      return (await repo.studioGalleries()).map(({ gallery, photos }) => ({
        id: gallery.id,
        title: gallery.title,
        client: studioClientOf(gallery)!,
        photos,
        expiresAt: gallery.expiresAt.toISOString(),
        expired: isExpired(gallery, now),
        createdAt: gallery.createdAt.toISOString(),
      }));
    },

    /**
     * A new invitation for a studio client's gallery: its token replaces the earlier one (whose link
     * stops working), and `send` e-mails it in the same transaction, so one is never without the other.
     */
    async invite(
      user: UserRow,
      galleryId: string,
      send: (tx: Tx, gallery: GalleryRow, token: string) => Promise<void>,
      now = new Date(),
    ): Promise<StudioGalleryClient> {
      const { gallery } = await ownerAccess(user, galleryId);
      if (gallery.bookingRequestId !== null) throw notFound();
      if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
      const token = newSecret();
      const invited = await repo.transaction(async (tx) => {
        const row = await repo.setInvitation(tx, galleryId, hashSecret(token), now);
        if (!row) throw notFound();
        await send(tx, row, token);
        return row;
      });
      return studioClientOf(invited)!;
    },

    /** What an invitation's link opens, before it is accepted; 404 once used or replaced. */
    async lookupInvitation(token: string) {
      const gallery = await repo.galleryByInvitation(hashSecret(token));
      if (!gallery || gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.invitation.notFound);
      return { title: gallery.title };
    },

    /** The signed-in account accepts the invitation: the gallery is theirs as its client; the token is used up. */
    async acceptInvitation(user: UserRow, token: string) {
      const gallery = await repo.acceptInvitation(hashSecret(token), user.id);
      if (!gallery) throw new AppError('NOT_FOUND', t.invitation.notFound);
      return { id: gallery.id };
    },

    /** Photographer: title, expiry (extend), selection bounds, downloads. */
    async update(user: UserRow, galleryId: string, input: GalleryUpdateInput, now = new Date()) {
      const { gallery } = await ownerAccess(user, galleryId);
      if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
      const min = input.selectionMin === undefined ? gallery.selectionMin : input.selectionMin;
      const max = input.selectionMax === undefined ? gallery.selectionMax : input.selectionMax;
      if (min !== null && max !== null && min > max)
        throw new AppError('VALIDATION', t.selectionRange, { selectionMin: [t.selectionRange] });
      const expiresAt = input.expiresOn ? checkExpiry(input.expiresOn, now) : undefined;
      await repo.updateGallery(galleryId, {
        ...(input.title ? { title: input.title } : {}),
        // A new date means a new reminder 7 days before it.
        ...(expiresAt ? { expiresAt, reminderSentAt: null } : {}),
        selectionMin: min,
        selectionMax: max,
        ...(input.clientDownloads === undefined ? {} : { clientDownloads: input.clientDownloads }),
      });
    },

    async list(user: UserRow, now = new Date()) {
      const rows = await repo.listForUser(user.id);
      return rows
        .filter((r) => r.gallery.filesDeletedAt === null || r.photographerUserId === user.id)
        .map((r) => ({
          id: r.gallery.id,
          bookingRequestId: r.gallery.bookingRequestId,
          title: r.gallery.title,
          role: r.photographerUserId === user.id ? ('photographer' as const) : ('client' as const),
          photos: r.photos,
          expiresAt: r.gallery.expiresAt.toISOString(),
          expired: isExpired(r.gallery, now),
          createdAt: r.gallery.createdAt.toISOString(),
        }));
    },

    async addSet(user: UserRow, galleryId: string, name: string) {
      await ownerAccess(user, galleryId);
      try {
        const row = await repo.insertSet(galleryId, name);
        return { id: row.id, name: row.name, photos: 0 };
      } catch (err) {
        if (repo.isUniqueViolation(err, 'gallery_sets_gallery_name_key')) throw new AppError('CONFLICT', t.setExists);
        throw err;
      }
    },

    async setFavourite(access: GalleryAccess, photoId: string, on: boolean) {
      if (!rightsOf(access).favourite) throw new AppError('FORBIDDEN', t.noFavouriteRight);
      await photoIn(access, photoId);
      const person = (await personOf(access))!;
      await repo.setFavourite(person.id, photoId, on);
      return { favourite: on };
    },

    async comment(access: GalleryAccess, photoId: string, body: string) {
      if (!rightsOf(access).comment) throw new AppError('FORBIDDEN', t.noFavouriteRight);
      await photoIn(access, photoId);
      const person = await personOf(access);
      const row = await repo.insertComment({
        photoId,
        body,
        personId: person?.id ?? null,
        photographerUserId: access.role === 'photographer' ? access.user.id : null,
      });
      return {
        id: row.id,
        author: person?.name ?? (access.role === 'photographer' ? access.user.username : ''),
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** The client's proofing selection: replaced whole, never above the maximum, never after submitting. */
    async choose(user: UserRow, galleryId: string, photoIds: string[]) {
      const access = await accessFor(user, galleryId);
      if (access.role !== 'client') throw new AppError('FORBIDDEN', t.onlyClient);
      const ids = [...new Set(photoIds)];
      return repo.lockedGallery(galleryId, async (tx, gallery) => {
        if (gallery.selectionSubmittedAt) throw new AppError('CONFLICT', t.selectionLocked);
        if (gallery.selectionMax !== null && ids.length > gallery.selectionMax)
          throw new AppError('VALIDATION', t.selectionTooMany({ max: gallery.selectionMax }));
        if ((await repo.countPhotosIn(tx, galleryId, ids)) !== ids.length)
          throw new AppError('VALIDATION', t.selectionUnknownPhoto);
        await repo.replaceSelection(tx, galleryId, ids);
        return { count: ids.length, submittedAt: null };
      });
    },

    async submitSelection(user: UserRow, galleryId: string, now = new Date()) {
      const access = await accessFor(user, galleryId);
      if (access.role !== 'client') throw new AppError('FORBIDDEN', t.onlyClient);
      return repo.lockedGallery(galleryId, async (tx, gallery) => {
        if (gallery.selectionSubmittedAt) throw new AppError('CONFLICT', t.selectionLocked);
        const n = await repo.countSelection(tx, galleryId);
        if (n === 0) throw new AppError('VALIDATION', t.selectionEmpty);
        if (gallery.selectionMin !== null && n < gallery.selectionMin)
          throw new AppError('VALIDATION', t.selectionTooFew({ min: gallery.selectionMin }));
        if (gallery.selectionMax !== null && n > gallery.selectionMax)
          throw new AppError('VALIDATION', t.selectionTooMany({ max: gallery.selectionMax }));
        await repo.submitSelection(tx, galleryId, now);
        return { count: n, submittedAt: now.toISOString() };
      });
    },

    async picks(user: UserRow, galleryId: string): Promise<GalleryPicks> {
      const { gallery, parties } = await ownerAccess(user, galleryId);
      const { people, favourites, selection } = await repo.picks(gallery.id);
      return {
        people: people.map((p) => ({
          id: p.id,
          name: p.name,
          kind: p.userId && p.userId === parties.clientUserId ? ('client' as const) : ('guest' as const),
          favourites: favourites
            .filter((f) => f.personId === p.id)
            .map((f) => ({ photoId: f.photoId, fileName: f.fileName })),
        })),
        selection: { submittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null, photos: selection },
      };
    },

    async links(user: UserRow, galleryId: string) {
      const access = await accessFor(user, galleryId);
      return (await repo.links(access.gallery.id)).map(toLink);
    },

    async createLink(user: UserRow, galleryId: string, input: GalleryLinkCreateInput) {
      const access = await accessFor(user, galleryId);
      const token = newSecret();
      const link = await repo.insertLink({
        galleryId: access.gallery.id,
        tokenHash: hashSecret(token),
        pinHash: input.pin ? await hasher.hash(input.pin) : null,
        label: input.label,
        canFavourite: input.canFavourite ?? true,
        canDownload: input.canDownload ?? false,
        createdByUserId: user.id,
      });
      return { link: toLink(link), url: `${deps.publicUrl}/g/${token}` };
    },

    async revokeLink(user: UserRow, galleryId: string, linkId: string) {
      const access = await accessFor(user, galleryId);
      if (!(await repo.revokeLink(access.gallery.id, linkId, new Date()))) throw linkGone();
    },

    /** What a share link shows before the visit: title, whether a PIN is asked, whether it expired. */
    async door(token: string, guestKey: string | undefined, now = new Date()) {
      const { link, gallery } = await openLink(token);
      if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
      const person = guestKey ? await repo.guestByKeyHash(hashSecret(guestKey)) : undefined;
      return {
        title: gallery.title,
        needsPin: link.pinHash !== null,
        expired: isExpired(gallery, now),
        visited: person?.linkId === link.id,
      };
    },

    /** A guest gives a name (and the PIN): answers the guest's key, kept in their cookie. */
    async visit(token: string, name: string, pin: string | undefined, now = new Date()) {
      const { link, gallery } = await openLink(token);
      if (gallery.filesDeletedAt) throw new AppError('NOT_FOUND', t.filesDeleted);
      if (isExpired(gallery, now)) throw new AppError('FORBIDDEN', t.expired);
      if (link.pinHash) {
        if (!pin) throw new AppError('UNAUTHORIZED', t.pinRequired, { pin: [t.pinRequired] });
        const tried = await pinAttempts.get(link.id);
        if (tried.count >= PIN_ATTEMPTS_MAX)
          throw new AppError('RATE_LIMITED', t.pinTooMany({ minutes: Math.ceil(tried.resetInMs / 60_000) }));
        if (!(await hasher.verify(link.pinHash, pin))) {
          await pinAttempts.add(link.id);
          throw new AppError('UNAUTHORIZED', t.pinWrong, { pin: [t.pinWrong] });
        }
      }
      const key = newSecret();
      const person = await repo.insertGuest(gallery.id, link.id, name, hashSecret(key));
      return { key, linkId: link.id, person };
    },
  };
}
export type GalleriesService = ReturnType<typeof galleriesService>;

/** A studio client's gallery's client as staff see it; null for a booking's gallery. */
export function studioClientOf(gallery: GalleryRow): StudioGalleryClient | null {
  if (gallery.studioClientName === null || gallery.studioClientEmail === null) return null;
  return {
    name: gallery.studioClientName,
    email: gallery.studioClientEmail,
    invitedAt: gallery.invitedAt?.toISOString() ?? null,
    accepted: gallery.studioClientUserId !== null,
  };
}

function toLink(l: GalleryLinkRow) {
  return {
    id: l.id,
    label: l.label,
    hasPin: l.pinHash !== null,
    canFavourite: l.canFavourite,
    canDownload: l.canDownload,
    createdAt: l.createdAt.toISOString(),
    revokedAt: l.revokedAt?.toISOString() ?? null,
  };
}
