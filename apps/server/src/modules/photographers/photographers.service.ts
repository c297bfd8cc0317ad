import { type ChangeFeed, EVERYTHING, PHOTOGRAPHER_TOPIC, photographerTopic } from '../../lib/change-feed';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import {
  IMAGES_MAX_PER_PORTFOLIO,
  instagramHandle,
  type Photographer,
  type PortfolioFields,
  type PortfolioImage,
  portfolioFieldsSchema,
  portfolioTexts,
  profileTexts,
} from '@studio/shared';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/parse-or-throw';
import { ACTIONS, activitiesRepository } from '../activities/activities.repository';
import { type ImageVariants, makeImageVariants } from '../uploads/image-variants';
import { randomStem } from '../uploads/media-store';
import type { PortfolioMedia } from '../uploads/portfolio-media';
import type { ReceivedFile } from '../uploads/receive-file';
import { parseExperienceYears, startingPriceOf } from './derive';
import { avatarUrl } from '../users/current-user';
import type { UserRow } from '../users/users.repository';
import { toPhotographer, toPortfolioImage } from './photographer.mapper';
import {
  isUniqueViolation,
  type PortfolioImageRow,
  type PortfolioWithOwner,
  type PhotographersRepository,
} from './photographers.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

/** How long a process serves a public profile from memory before asking the database again (docs/rules/public-pages.md#polling). */
export const PUBLIC_CACHE_MS = 1000;
const PUBLIC_CACHE_MAX = 5000;

export interface PortfolioForm {
  fields: Record<string, string>;
  video?: ReceivedFile;
  /** docs/rules/history.md#issue-23: photographs sent with the form that creates the portfolio, in order. */
  images?: ReceivedFile[];
}

/** The stored file names of an uploaded image (nothing for media-library images). */
export function imageFileNames(row: Pick<PortfolioImageRow, 'stem' | 'widths'>): string[] {
  if (!row.stem) return [];
  return row.widths.flatMap((w) => [`${row.stem}-${w}.webp`, `${row.stem}-${w}.avif`]);
}

/** docs/rules/accounts-and-auth.md#passwords: the form's rules, with the same messages as the dashboard form (docs/rules/history.md#issue-23: the video is optional). */
export function validatePortfolioForm(form: PortfolioForm): PortfolioFields {
  // One message per field, the first broken rule, as the form shows it ('Phone is required.'
  // rather than that and the format message for a blank phone).
  return parseOrThrow(portfolioFieldsSchema, form.fields);
}

const notFound = () => new AppError('NOT_FOUND', profileTexts.notFound);

/**
 * PATCH .../images: finds the image each entry names, by its id or by its URL as `images` lists it
 * (docs/rules/product.md#entities, #calls), so the list a GET returns can be sent back unchanged. Ids are matched first, so a
 * URL shared by several images (the same library picture twice) goes to one no id has named. An
 * entry that names no image, or an image already named, is refused with a field error at its
 * index (`images.<i>`), and the first of them is the message.
 */
function matchImageEntries(current: PortfolioImageRow[], entries: string[]): PortfolioImageRow[] {
  const byId = new Map(current.map((row) => [row.id, row]));
  const byUrl = new Map<string, PortfolioImageRow[]>();
  for (const row of current) {
    const url = toPortfolioImage(row).url;
    byUrl.set(url, [...(byUrl.get(url) ?? []), row]);
  }
  const matched: (PortfolioImageRow | undefined)[] = entries.map(() => undefined);
  const problems: (string | undefined)[] = entries.map(() => undefined);
  const named = new Set<string>();
  const take = (index: number, row: PortfolioImageRow) => {
    named.add(row.id);
    matched[index] = row;
  };
  const repeated = (index: number) => {
    problems[index] = portfolioTexts.imageRepeated({ position: index + 1, entry: entries[index]! });
  };
  entries.forEach((entry, index) => {
    const row = byId.get(entry);
    if (!row) return;
    if (named.has(row.id)) repeated(index);
    else take(index, row);
  });
  entries.forEach((entry, index) => {
    if (byId.has(entry)) return;
    const rows = byUrl.get(entry);
    if (!rows) {
      problems[index] = portfolioTexts.imageUnknown({ position: index + 1, entry });
      return;
    }
    const row = rows.find((r) => !named.has(r.id));
    if (row) take(index, row);
    else repeated(index);
  });
  const errors: Record<string, string[]> = {};
  problems.forEach((problem, index) => {
    if (problem) errors[`images.${index}`] = [problem];
  });
  const first = problems.find(Boolean);
  if (first) throw new AppError('VALIDATION', first, errors);
  return matched as PortfolioImageRow[];
}

type PublicEntry = { at: number; etag: string; json: string } | { at: number; missing: true };

export function photographersService(deps: {
  portfolios: PhotographersRepository;
  store: PortfolioMedia;
  log: Logger;
  changes: ChangeFeed;
}) {
  const { store, log, changes } = deps;
  const repo = deps.portfolios;
  const publicCache = new Map<string, PublicEntry>();

  const loading = new Map<string, Promise<PublicEntry>>();
  /** Bumped by every change this process makes, so a read that raced with a change is not kept. */
  let generation = 0;
  const forgetHere = (id: string) => {
    generation++;
    publicCache.delete(id);
    loading.delete(id);
  };
  changes.subscribe((topic) => {
    if (topic === EVERYTHING) {
      generation++;
      publicCache.clear();
      loading.clear();
    } else if (topic.startsWith(PHOTOGRAPHER_TOPIC)) forgetHere(topic.slice(PHOTOGRAPHER_TOPIC.length));
  });
  /** Every process forgets the portfolio's public answer (this one at once) and its pages. */
  const forget = (id: string) => {
    forgetHere(id);
    changes.publish(photographerTopic(id)).catch((err) => log.error({ err }, 'could not publish a profile change'));
  };

  const loadPublic = async (id: string, now: number): Promise<PublicEntry> => {
    const startedAt = generation;
    const row = await repo.findById(id);
    let entry: PublicEntry;
    // docs/rules/history.md#issue-14: a listing the studio hid answers as if it did not exist.
    if (row && !row.hiddenAt) {
      const json = JSON.stringify({ photographer: await load(row) });
      const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      entry = { at: now, etag, json };
    } else {
      entry = { at: now, missing: true };
    }
    if (startedAt !== generation) return entry;
    if (publicCache.size >= PUBLIC_CACHE_MAX) publicCache.delete(publicCache.keys().next().value!);
    publicCache.delete(id);
    publicCache.set(id, entry);
    return entry;
  };

  const load = async (row: PortfolioWithOwner): Promise<Photographer> => toPhotographer(row, await repo.images(row.id));

  /** The stored row's values of a valid form; a blank e-mail is the account's (docs/rules/history.md#issue-23: only name, speciality and location are required). */
  const derived = (fields: PortfolioFields, user: UserRow) => ({
    name: fields.name,
    email: fields.email || user.email,
    phone: fields.phone ?? '',
    message: fields.message ?? '',
    speciality: fields.speciality,
    price: fields.price ?? '',
    location: fields.location,
    experience: fields.experience ?? '',
    website: fields.website ?? '',
    instagram: instagramHandle(fields.instagram ?? ''),
    availability: fields.availability || null,
    ...startingPriceOf(fields.price ?? ''),
    experienceYears: parseExperienceYears(fields.experience ?? ''),
  });

  /** docs/rules/photographers-and-portfolios.md#uploads: received pictures made into their variants in `tmpDir` (a picture that is none is refused). */
  const processImages = async (tmpDir: string, received: ReceivedFile[], typeError: () => AppError) => {
    const processed: (ImageVariants & { stem: string })[] = [];
    for (const file of received) {
      const stem = randomStem();
      const variants = await makeImageVariants(file.path, tmpDir, stem, typeError);
      await fs.rm(file.path, { force: true });
      processed.push({ stem, ...variants });
    }
    return processed;
  };
  const imageRows = (portfolioId: string, processed: (ImageVariants & { stem: string })[]) =>
    processed.map((p) => ({
      base: store.urlOf(portfolioId, p.stem),
      widths: p.widths,
      width: p.width,
      height: p.height,
      placeholder: p.placeholder,
      stem: p.stem,
    }));
  const imageFiles = (processed: (ImageVariants & { stem: string })[]) =>
    processed.flatMap((p) => p.files.map((f) => ({ from: f.path, name: f.name })));

  /** docs/rules/accounts-and-auth.md#roles: only a photographer manages a portfolio. */
  const assertPhotographer = (user: UserRow) => {
    if (user.role !== 'photographer') throw new AppError('FORBIDDEN', portfolioTexts.onlyPhotographers);
  };

  /** docs/rules/accounts-and-auth.md#roles: the portfolio exists (404) and belongs to the caller (403). */
  const owned = async (user: UserRow, id: string, opts: { photographerOnly: boolean }) => {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    if (row.userId !== user.id) throw new AppError('FORBIDDEN', portfolioTexts.notOwner);
    if (opts.photographerOnly) assertPhotographer(user);
    return row;
  };

  /** The caller's portfolio, for uploads: 403 for non-photographers, 409 before one exists. */
  const ownPortfolioForUpload = async (user: UserRow) => {
    assertPhotographer(user);
    const row = await repo.findByUserId(user.id);
    if (!row) throw new AppError('CONFLICT', portfolioTexts.portfolioMissing);
    return row;
  };

  const videoName = (video: ReceivedFile) => `${randomStem()}.${video.ext}`;

  const removeFilesLater = (portfolioId: string, names: string[]) => {
    if (names.length === 0) return Promise.resolve();
    return store.remove(portfolioId, names).catch((err) => log.error({ err, portfolioId }, 'removing files failed'));
  };

  return {
    forget,

    async mine(user: UserRow): Promise<Photographer | null> {
      const row = await repo.findByUserId(user.id);
      return row ? load(row) : null;
    },

    /** Checks made before an upload's body is read: who may create, and only once. */
    async assertCanCreate(user: UserRow): Promise<void> {
      assertPhotographer(user);
      if (await repo.findByUserId(user.id)) throw new AppError('CONFLICT', portfolioTexts.portfolioExists);
    },

    async assertCanUpdate(user: UserRow, id: string): Promise<void> {
      await owned(user, id, { photographerOnly: true });
    },

    ownPortfolioForUpload,

    imageCount: (portfolioId: string) => repo.countImages(portfolioId),

    /**
     * Creates the portfolio with its photographs (one at least: ADR 0037) and its video, if sent:
     * the pictures are made into variants first, then the row, the images and the files go in
     * together, and a failure leaves no file behind.
     */
    async create(
      user: UserRow,
      form: PortfolioForm,
      tmpDir?: string,
      imageTypeError?: () => AppError,
    ): Promise<Photographer> {
      await this.assertCanCreate(user);
      const fields = validatePortfolioForm(form);
      const received = form.images ?? [];
      // docs/rules/history.md#issue-23 (ADR 0037): a profile is published with one photograph at least, never without.
      if (received.length === 0)
        throw new AppError('VALIDATION', portfolioTexts.photoRequired, { image: [portfolioTexts.photoRequired] });
      if (received.length > IMAGES_MAX_PER_PORTFOLIO)
        throw new AppError('PAYLOAD_TOO_LARGE', portfolioTexts.tooManyImages);
      const processed =
        received.length > 0 && tmpDir && imageTypeError ? await processImages(tmpDir, received, imageTypeError) : [];
      const id = randomUUID();
      const video = form.video;
      const name = video ? videoName(video) : null;
      try {
        if (video && name) await store.moveIn(id, [{ from: video.path, name }]);
        await repo.transaction(async (tx) => {
          await repo.insert(tx, {
            id,
            userId: user.id,
            ...derived(fields, user),
            videoUrl: name ? store.urlOf(id, name) : null,
            videoFile: name,
          });
          await activitiesRepository(tx).add(user.id, ACTIONS.createdProject);
          if (processed.length > 0) {
            await repo.appendImages(tx, id, imageRows(id, processed));
            await activitiesRepository(tx).add(user.id, ACTIONS.uploadedImage, processed.length);
            await store.moveIn(id, imageFiles(processed));
          }
        });
      } catch (err) {
        await store.removePortfolio(id);
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', portfolioTexts.portfolioExists);
        throw err;
      }
      forget(id);
      return load((await repo.findById(id))!);
    },

    async update(user: UserRow, id: string, form: PortfolioForm): Promise<Photographer> {
      await owned(user, id, { photographerOnly: true });
      const fields = validatePortfolioForm(form);
      const name = form.video ? videoName(form.video) : undefined;
      if (form.video && name) await store.moveIn(id, [{ from: form.video.path, name }]);
      let oldVideo: string | null = null;
      try {
        const done = await repo.locked(id, async (tx, current) => {
          oldVideo = name ? current.videoFile : null;
          await repo.update(tx, id, {
            ...derived(fields, user),
            ...(name ? { videoUrl: store.urlOf(id, name), videoFile: name } : {}),
          });
          return true;
        });
        if (!done) throw notFound();
      } catch (err) {
        if (name) await removeFilesLater(id, [name]);
        throw err;
      }
      forget(id);
      if (oldVideo) await removeFilesLater(id, [oldVideo]);
      return load((await repo.findById(id))!);
    },

    /** Deletes the portfolio with its images, video and files (the owner may always delete). */
    async remove(user: UserRow, id: string): Promise<void> {
      await owned(user, id, { photographerOnly: false });
      await repo.delete(id);
      forget(id);
      await store.removePortfolio(id).catch((err) => log.error({ err, id }, 'removing portfolio files failed'));
    },

    /** docs/rules/accounts-and-auth.md#profile-menu-and-settings: before an account goes, its portfolio's files go (rows follow through foreign keys). */
    async removeForAccount(userId: string): Promise<void> {
      const row = await repo.findByUserId(userId);
      if (!row) return;
      await repo.delete(row.id);
      forget(row.id);
      await store.removePortfolio(row.id);
    },

    /**
     * docs/rules/photographers-and-portfolios.md#uploads: processes received pictures into variants, then stores files and rows together:
     * the count limit is checked again under the portfolio's lock, and on any failure the files
     * already moved are removed, so a failed upload leaves neither a record nor a file.
     */
    async addImages(
      user: UserRow,
      portfolioId: string,
      tmpDir: string,
      received: ReceivedFile[],
      typeError: () => AppError,
    ): Promise<PortfolioImage[]> {
      const processed = await processImages(tmpDir, received, typeError);
      let moved: string[] = [];
      try {
        const rows = await repo.locked(portfolioId, async (tx, row) => {
          if (row.userId !== user.id) throw new AppError('FORBIDDEN', portfolioTexts.notOwner);
          const existing = await repo.lockedImages(tx, portfolioId);
          if (existing.length + processed.length > IMAGES_MAX_PER_PORTFOLIO) {
            throw new AppError('PAYLOAD_TOO_LARGE', portfolioTexts.tooManyImages);
          }
          const inserted = await repo.appendImages(tx, portfolioId, imageRows(portfolioId, processed));
          await repo.touch(tx, portfolioId);
          await activitiesRepository(tx).add(user.id, ACTIONS.uploadedImage, processed.length);
          moved = await store.moveIn(portfolioId, imageFiles(processed));
          return inserted;
        });
        if (!rows) throw notFound();
        forget(portfolioId);
        return rows.map(toPortfolioImage);
      } catch (err) {
        await store.removeStored(moved);
        throw err;
      }
    },

    /**
     * PATCH .../images: keeps the listed images (each named by its id or its URL) in that order;
     * the rest go with their files.
     */
    async setImages(user: UserRow, id: string, entries: string[]) {
      await owned(user, id, { photographerOnly: true });
      const result = await repo.locked(id, async (tx) => {
        const current = await repo.lockedImages(tx, id);
        const kept = matchImageEntries(current, entries);
        // The published profile keeps one photograph at least (ADR 0037).
        if (kept.length === 0 && current.length > 0)
          throw new AppError('VALIDATION', portfolioTexts.keepOnePhoto, { images: [portfolioTexts.keepOnePhoto] });
        const keep = new Set(kept.map((i) => i.id));
        const removed = current.filter((i) => !keep.has(i.id));
        await repo.deleteImages(
          tx,
          removed.map((i) => i.id),
        );
        await repo.setPositions(
          tx,
          kept.map((i) => i.id),
        );
        await repo.touch(tx, id);
        return { kept, removed };
      });
      if (!result) throw notFound();
      forget(id);
      await removeFilesLater(id, result.removed.flatMap(imageFileNames));
      const gallery = result.kept.map(toPortfolioImage);
      return { success: true, images: gallery.map((g) => g.url), gallery };
    },

    /**
     * The public profile as a JSON string with its ETag (docs/rules/public-pages.md#polling). Each process keeps it for
     * PUBLIC_CACHE_MS, and forgets it at once when it changes the portfolio itself, so a page
     * polling every second costs one database read per second per process at most.
     */
    async publicProfile(id: string, now = Date.now()): Promise<{ etag: string; json: string }> {
      let entry = publicCache.get(id);
      if (!entry || now - entry.at > PUBLIC_CACHE_MS) {
        // Concurrent polls of an expired entry share one database read.
        let pending = loading.get(id);
        if (!pending) {
          const started = loadPublic(id, now).finally(() => {
            if (loading.get(id) === started) loading.delete(id);
          });
          pending = started;
          loading.set(id, pending);
        }
        entry = await pending;
      }
      if ('missing' in entry) throw notFound();
      return entry;
    },

    /** The profile picture: the account's avatar (or a demo photographer's library portrait). */
    async profilePicture(user: UserRow): Promise<string | null> {
      const row = await repo.findByUserId(user.id);
      if (row) return toPhotographer(row, []).profile_picture;
      return avatarUrl(user.avatarFile);
    },
  };
}
export type PhotographersService = ReturnType<typeof photographersService>;
