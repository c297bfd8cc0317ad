import { localHref } from '@studio/shared/i18n/current-locale';
import {
  availabilityTexts,
  type Photographer,
  type PhotographerPackage,
  type PublicReviewsResponse,
  type ReviewSort,
  PROFILE_POLL_MS,
  paths,
  profileTexts,
  reviewsTexts,
  siteTexts,
  STUDIO_NAME,
} from '@studio/shared';
import {
  ArrowLeft,
  Award,
  CalendarClock,
  AtSign,
  Globe,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Star,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { LazyImageViewer } from '@/components/media/lazy-image-viewer';
import { usePolled } from '@/lib/use-polled';
import { fetchPhotographer, isNotFound, photographerPath } from '../api/profile-api';
import {
  displayAvailability,
  displayContact,
  displayDescription,
  displayExperience,
  displayLocation,
  displayName,
  displayPrice,
  displaySpeciality,
  roleOf,
  safeWebsite,
  telHref,
  websiteLabel,
} from '../utils/profile-format';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { NextFreeDates } from './next-free-dates';
import { recordProfileView } from '@/lib/profile-views';
import { env } from '@/config/env';
import { ProfileCover, ProfileGrid } from './profile-gallery';
import { ProfileFilm } from './profile-film';
import { ProfilePackages } from './profile-packages';
import { ProfileReviews } from './profile-reviews';
import { RatingSummary } from '@/components/ui/rating-summary';
import { PageHeading } from '@/components/ui/page-heading';
import { SectionHeading } from '@/components/ui/section-heading';

/** A brand's name, the same in every language. */
const INSTAGRAM = 'Instagram';

const contactPath = (id: string) => paths.contactPhotographer.replace(':id', encodeURIComponent(id));

/**
 * An address that wraps only before its "@" (never at a hyphen of its name), unless one part alone
 * is wider than the line.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  const part = 'inline-block max-w-full [overflow-wrap:anywhere]';
  return (
    <>
      <span className={part}>{email.slice(0, at)}</span>
      <wbr />
      <span className={part}>{email.slice(at)}</span>
    </>
  );
}

function HomeLink() {
  return (
    <a
      href={localHref(paths.home)}
      className="flex shrink-0 items-center gap-2 rounded-md"
      title={profileTexts.view.homeTitle({ studio: STUDIO_NAME })}
    >
      <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
      <span className="sr-only">{profileTexts.view.homeName({ studio: STUDIO_NAME })}</span>
    </a>
  );
}

const contactButton =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-clay px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-clay-dark focus-visible:outline-offset-2 dark:bg-gold dark:text-ink dark:hover:bg-white';

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A <dl>'s group holds only its <dt> and <dd>: the icon sits inside the term, placed in the margin.
    <div className="relative min-w-0 py-3.5 pl-8">
      <dt className="text-xs font-semibold uppercase tracking-[0.15em] text-stone-600 dark:text-stone-400">
        <Icon aria-hidden className="absolute top-4 left-0 size-5 text-clay dark:text-gold" />
        {label}
      </dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-ink dark:text-stone-100">{children}</dd>
    </div>
  );
}

function Profile({
  photographer: p,
  packages,
  reviews,
  reviewSort,
  freeDates,
  etag,
  owner,
  actions,
}: {
  photographer: Photographer;
  packages: readonly PhotographerPackage[];
  freeDates: readonly string[] | null;
  etag: string | null;
  reviews: PublicReviewsResponse | null;
  reviewSort: ReviewSort;
  owner: boolean;
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const name = displayName(p.name);
  const speciality = displaySpeciality(p.speciality);
  const location = displayLocation(p.location);
  const images = p.gallery;
  const [cover, ...rest] = images;
  const t = profileTexts.view;
  const hasSpeciality = Boolean(p.speciality.trim().replace(/\s*photography$/i, ''));
  const altOf = (i: number) =>
    hasSpeciality
      ? t.photoAltSpeciality({ speciality, index: i + 1, total: images.length, name })
      : t.photoAlt({ index: i + 1, total: images.length, name });
  const website = safeWebsite(p.website);
  const paragraphs = displayDescription(p.message).split(/\n\s*\n/);

  return (
    // docs/rules/photographers-and-portfolios.md#overview-and-analytics: the page's loader counts the view from here, before (or without) the island waking; docs/rules/public-pages.md#polling:
    // it watches the profile for changes until then (lib/watch-for-changes.ts).
    <div
      data-profile-view={p._id}
      data-watch={`${env.apiBase}${photographerPath(p._id)}`}
      data-watch-etag={etag ?? undefined}
      data-watch-interval={PROFILE_POLL_MS}
      className="min-h-svh bg-paper text-ink dark:bg-ink dark:text-stone-100"
    >
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-paper/90 backdrop-blur-md dark:border-stone-800 dark:bg-ink/90">
        <div className="container-page flex h-[4.5rem] items-center gap-3 sm:gap-4">
          <HomeLink />
          <span aria-hidden className="h-8 w-px bg-stone-300 max-sm:hidden dark:bg-stone-700" />
          <PersonAvatar
            eager
            src={p.profile_picture}
            name={p.name}
            className="size-10 text-sm sm:size-12 sm:text-base"
          />
          <div className="min-w-0 flex-1">
            {/* Phones: two lines for the name rather than a cut one, beside the heart and Contact. */}
            <h1 className="font-serif text-base leading-tight [overflow-wrap:anywhere] max-sm:line-clamp-2 sm:truncate sm:text-2xl">
              {name}
            </h1>
            <p className="truncate text-xs text-stone-600 sm:text-sm dark:text-stone-400">
              <span>{speciality}</span>
              <span aria-hidden> · </span>
              <span className="sr-only">, </span>
              <span>{location}</span>
            </p>
          </div>
          {owner && (
            <a
              href={localHref(paths.photographerPortfolio)}
              className="hidden items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:border-ink sm:inline-flex dark:border-stone-600 dark:hover:border-white"
            >
              <Pencil aria-hidden className="size-4" /> {t.editPortfolio}
            </a>
          )}
          {actions}
          <a href={localHref(contactPath(p._id))} className={contactButton}>
            <Mail aria-hidden className="hidden size-4 sm:block" /> {t.contact}
          </a>
        </div>
      </header>

      {cover && (
        <div className="container-page pt-5 sm:pt-8">
          <ProfileCover image={cover} alt={altOf(0)} onOpen={() => setOpen(0)} />
        </div>
      )}

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <section aria-labelledby="about-title" className="min-w-0">
          <SectionHeading
            id="about-title"
            eyebrow={`${roleOf(p.speciality)} · ${location}`}
            title={t.about({ name })}
          />
          <div className="mt-6 max-w-[65ch] space-y-5">
            {paragraphs.map((para, i) => (
              <p
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity
                key={i}
                className={
                  i === 0
                    ? 'text-lg leading-relaxed whitespace-pre-line text-stone-800 sm:text-xl dark:text-stone-200'
                    : 'leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300'
                }
              >
                {para}
              </p>
            ))}
          </div>
        </section>

        <aside aria-labelledby="details-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
            <h2 id="details-title" className="font-serif text-xl">
              {t.details}
            </h2>
            <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
              <Fact icon={Star} label={reviewsTexts.sectionTitle}>
                {p.rating.count > 0 ? (
                  <a href="#reviews" className="underline-offset-4 hover:underline">
                    <RatingSummary rating={p.rating} />
                  </a>
                ) : (
                  <RatingSummary rating={p.rating} />
                )}
              </Fact>
              <Fact icon={Award} label={t.experience}>
                {displayExperience(p)}
              </Fact>
              <Fact icon={CalendarClock} label={availabilityTexts.nextFreeTitle}>
                <NextFreeDates photographerId={p._id} initial={freeDates} />
                {/* docs/rules/history.md#issue-12: the photographer's own words stay, as a note under the dates. */}
                {p.availability?.trim() && (
                  <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
                    {displayAvailability(p.availability)}
                  </p>
                )}
              </Fact>
              <Fact icon={Tag} label={t.price}>
                {displayPrice(p, packages)}
              </Fact>
              <Fact icon={MapPin} label={t.location}>
                {location}
              </Fact>
              <Fact icon={Mail} label={t.email}>
                {p.email.trim() ? (
                  <a
                    href={`mailto:${p.email.trim()}`}
                    // The address split for wrapping would be read with a space before the "@".
                    aria-label={p.email.trim()}
                    className="underline-offset-4 hover:text-clay hover:underline"
                  >
                    <EmailText email={p.email.trim()} />
                  </a>
                ) : (
                  displayContact(p.email)
                )}
              </Fact>
              <Fact icon={Phone} label={t.phone}>
                {p.phone.trim() ? (
                  <a href={telHref(p.phone)} className="underline-offset-4 hover:text-clay hover:underline">
                    {p.phone.trim()}
                  </a>
                ) : (
                  displayContact(p.phone)
                )}
              </Fact>
              <Fact icon={Globe} label={t.website}>
                {website ? (
                  <a
                    href={website}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="underline-offset-4 hover:text-clay hover:underline"
                  >
                    {websiteLabel(website)}
                    <span className="sr-only">{t.newTab}</span>
                  </a>
                ) : (
                  displayContact('')
                )}
              </Fact>
              {/* docs/rules/history.md#issue-23: the photographer's Instagram, when they gave it. */}
              {p.instagram && (
                <Fact icon={AtSign} label={INSTAGRAM}>
                  <a
                    href={`https://www.instagram.com/${encodeURIComponent(p.instagram)}/`}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="underline-offset-4 hover:text-clay hover:underline"
                  >
                    @{p.instagram}
                    <span className="sr-only">{t.newTab}</span>
                  </a>
                </Fact>
              )}
            </dl>
            <a href={localHref(contactPath(p._id))} className={`${contactButton} mt-5 w-full py-3`}>
              {t.contactName({ name })}
            </a>
          </div>
        </aside>
      </div>

      <ProfilePackages photographerId={p._id} packages={packages} name={name} />

      <section aria-labelledby="portfolio-title" className="container-page pb-16">
        <div className="mb-6 flex items-baseline justify-between gap-4 border-t border-stone-300 pt-10 dark:border-stone-800">
          <h2 id="portfolio-title" className="font-serif text-3xl">
            {t.portfolio}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t.photographs({ count: images.length })}</p>
        </div>
        {images.length === 0 ? (
          <p className="rounded-xl bg-sand/60 p-6 text-stone-700 dark:bg-stone-900 dark:text-stone-300">
            {t.noPhotographs({ name })}
          </p>
        ) : rest.length > 0 ? (
          <ProfileGrid images={rest} offset={1} altOf={altOf} onOpen={setOpen} />
        ) : (
          <p className="text-stone-700 dark:text-stone-300">{t.onlyCover}</p>
        )}
      </section>

      <ProfileReviews reviews={reviews} sort={reviewSort} name={name} />

      {p.video && (
        <section aria-labelledby="film-title" className="bg-ink py-16 text-white dark:bg-stone-950">
          <div className="container-page">
            <div className="mx-auto max-w-5xl">
              <SectionHeading id="film-title" tone="dark" eyebrow={t.filmEyebrow} title={t.film} />
              <ProfileFilm src={p.video} poster={cover} name={name} />
            </div>
          </div>
        </section>
      )}

      <section className="container-page py-16 text-center sm:py-20" aria-labelledby="closing-title">
        <h2 id="closing-title" className="mx-auto max-w-2xl font-serif text-3xl leading-tight sm:text-4xl">
          {t.closingTitle({ name })}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-stone-700 dark:text-stone-300">{t.closingBody}</p>
        <a href={localHref(contactPath(p._id))} className={`${contactButton} mt-8 px-7 py-3 text-base`}>
          {t.contact}
        </a>
      </section>

      <footer className="border-t border-stone-200 py-8 text-sm text-stone-600 dark:border-stone-800 dark:text-stone-400">
        <div className="container-page flex flex-wrap items-center justify-between gap-3">
          <p>{t.community({ studio: STUDIO_NAME })}</p>
          <a href={localHref(paths.home)} className="font-semibold hover:text-clay dark:hover:text-gold">
            {t.visit({ studio: STUDIO_NAME })}
          </a>
        </div>
      </footer>

      {images.length > 0 && (
        <LazyImageViewer
          images={images.map((image, i) => ({ key: image.id, image, alt: altOf(i) }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          label={t.photographsBy({ name })}
        />
      )}
    </div>
  );
}

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-paper dark:bg-ink">
      <header className="container-page flex h-[4.5rem] items-center">
        <HomeLink />
      </header>
      <section className="container-page flex flex-1 flex-col items-start justify-center gap-5 pb-24">
        <div role="alert">
          <PageHeading eyebrow={profileTexts.view.noticeEyebrow} title={title} />
        </div>
        {children}
        <a
          href={localHref(paths.home)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold"
        >
          <ArrowLeft aria-hidden className="size-4" /> {profileTexts.view.backTo({ studio: STUDIO_NAME })}
        </a>
      </section>
    </div>
  );
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="container-page py-10">
      <p className="sr-only" role="status">
        {profileTexts.view.loading}
      </p>
      <div aria-hidden className="animate-pulse space-y-6">
        <div className="flex items-center gap-4">
          <div className="size-12 rounded-full bg-sand dark:bg-stone-800" />
          <div className="h-6 w-48 rounded bg-sand dark:bg-stone-800" />
        </div>
        <div className="aspect-[16/9] rounded-2xl bg-sand dark:bg-stone-800" />
      </div>
    </div>
  );
}

/** What the server found for the address: the photographer, or why there is none. */
export interface ProfileViewData {
  id: string;
  photographer: Photographer | null;
  /** docs/rules/history.md#issue-12: the active packages, as the server read them with the page. */
  packages?: readonly PhotographerPackage[];
  /** docs/rules/history.md#issue-13: the page of reviews the address asked for, as the server read it. */
  reviews?: PublicReviewsResponse | null;
  reviewSort?: ReviewSort;
  /** docs/rules/history.md#issue-12: the next free days as the server read them (null when it could not). */
  freeDates?: readonly string[] | null;
  /** docs/rules/public-pages.md#polling: the version of `photographer` the server rendered, watched for a newer one before the island wakes. */
  etag?: string | null;
  notFound: boolean;
  error: string | null;
}

/**
 * The public profile (docs/rules/product.md#screens, #messages; docs/rules/public-pages.md#polling, #without-javascript, docs/rules/photographers-and-portfolios.md#overview-and-analytics), an island of its server-rendered page. It polls
 * every second while the tab is visible and records one view per page load.
 */
export function ProfileView({
  id,
  photographer,
  packages = [],
  reviews = null,
  reviewSort = 'newest',
  freeDates = null,
  etag = null,
  notFound: notFoundFirst,
  error: errorFirst,
  viewerId,
  actions,
}: ProfileViewData & {
  viewerId: string | null;
  /** What the app composes into the sticky header beside Contact (the favourite toggle), given the photographer and whether the viewer owns it. */
  actions?: (photographer: Photographer, owner: boolean) => ReactNode;
}) {
  const polled = usePolled((signal) => fetchPhotographer(id, signal), photographer ?? undefined, {
    intervalMs: PROFILE_POLL_MS,
    enabled: !notFoundFirst,
  });

  const found = polled.data !== undefined;
  useEffect(() => {
    if (found) recordProfileView(id);
  }, [id, found]);

  if (polled.data) {
    const owner = viewerId !== null && viewerId === polled.data.userId;
    return (
      <Profile
        photographer={polled.data}
        packages={packages}
        reviews={reviews}
        reviewSort={reviewSort}
        freeDates={freeDates}
        etag={etag}
        owner={owner}
        actions={actions?.(polled.data, owner)}
      />
    );
  }
  const notFound = notFoundFirst || isNotFound(polled.error);
  if (notFound)
    return (
      <Notice title={profileTexts.notFound}>
        <p className="max-w-prose text-stone-700 dark:text-stone-300">{profileTexts.view.notFoundBody}</p>
      </Notice>
    );
  // The server's failure shows until the browser's own first answer.
  const error = polled.error ? errorText(polled.error) : errorFirst;
  if (error) return <Notice title={siteTexts.error({ message: error })} />;
  return <ProfileSkeleton />;
}
