import { paths, type StudioPhotographer, studioTexts } from '@studio/shared';
import { EyeOff, FlaskConical, RotateCcw, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/form/fields';
import { useToast } from '@/components/ui/toasts';
import { pathTo } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { useFeaturePhotographer, useRestorePhotographer } from '../shared/studio-api';
import { badgeClass, dangerButton, pressedButton, secondaryButton } from '../shared/ui';

export const featureButtonId = (id: string) => `studio-photographer-${id}-feature`;
export const hideButtonId = (id: string) => `studio-photographer-${id}-hide`;
export const restoreButtonId = (id: string) => `studio-photographer-${id}-restore`;

/** The columns of a row on wide screens (the header row uses the same). */
export const rowGrid =
  'xl:grid xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_5.5rem_minmax(0,1.2fr)_17.5rem] xl:items-center xl:gap-x-5';

function Badges({ photographer }: { photographer: StudioPhotographer }) {
  const { featured, hidden, demo } = photographer;
  if (!featured && !hidden && !demo) return <span className="text-sm text-stone-500">{studioTexts.listedState}</span>;
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5">
        {featured && (
          <li className={`${badgeClass} bg-gold/20 text-clay-dark dark:bg-gold/15 dark:text-gold`}>
            <Star aria-hidden className="size-3 fill-current" /> {studioTexts.featuredBadge}
          </li>
        )}
        {hidden && (
          <li className={`${badgeClass} bg-stone-800 text-white dark:bg-stone-200 dark:text-ink`}>
            <EyeOff aria-hidden className="size-3" /> {studioTexts.hiddenBadge}
          </li>
        )}
        {demo && (
          <li className={`${badgeClass} bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100`}>
            <FlaskConical aria-hidden className="size-3" /> {studioTexts.demoBadge}
          </li>
        )}
      </ul>
      {hidden && (
        <p className="mt-1.5 text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
          {studioTexts.hiddenReasonShown({ reason: hidden.reason })}
        </p>
      )}
    </div>
  );
}

/**
 * One photographer of the console's list (docs/rules/history.md#issue-14): a card on phones, a row of the table on wide
 * screens; name, e-mail, place, speciality, reviews, badges; feature (a pressed toggle), hide with
 * a reason (the page's dialog), restore.
 */
export function PhotographerRow({
  photographer,
  onHide,
  focusLater,
}: {
  photographer: StudioPhotographer;
  onHide: (photographer: StudioPhotographer) => void;
  /** Asks the page to give focus to the element with this id once it is there. */
  focusLater: (id: string) => void;
}) {
  const toast = useToast();
  const feature = useFeaturePhotographer();
  const restore = useRestorePhotographer();
  const { _id: id, name, featured, hidden } = photographer;
  const headingId = `studio-photographer-${id}-name`;

  const toggleFeatured = () => {
    if (feature.isPending) return;
    feature.mutate(
      { id, featured: !featured },
      {
        onSuccess: ({ photographer: saved }) =>
          toast({
            kind: 'success',
            text: saved.featured
              ? studioTexts.featuredSaved({ name: saved.name })
              : studioTexts.unfeaturedSaved({ name: saved.name }),
          }),
        onError: (err) => toast({ kind: 'error', text: refusalMessage(err, studioTexts.actionFailure) }),
      },
    );
  };

  const onRestore = () => {
    if (restore.isPending) return;
    restore.mutate(id, {
      onSuccess: ({ photographer: saved }) => {
        focusLater(hideButtonId(id));
        toast({ kind: 'success', text: studioTexts.restored({ name: saved.name }) });
      },
      onError: (err) => toast({ kind: 'error', text: refusalMessage(err, studioTexts.actionFailure) }),
    });
  };

  return (
    <li
      aria-labelledby={headingId}
      className={`p-5 sm:p-6 xl:px-6 xl:py-4 ${rowGrid} ${hidden ? 'bg-stone-50 dark:bg-stone-950/40' : ''}`}
    >
      <div className="min-w-0">
        <h3
          id={headingId}
          className="font-serif text-lg leading-snug text-ink [overflow-wrap:anywhere] dark:text-white"
        >
          {hidden ? (
            name
          ) : (
            <Link
              to={pathTo(paths.photographerProfile, { id })}
              className="underline-offset-4 hover:text-clay hover:underline dark:hover:text-gold"
            >
              {name}
            </Link>
          )}
        </h3>
        <a
          href={`mailto:${photographer.email}`}
          className="mt-0.5 block text-sm break-all text-stone-600 hover:text-clay dark:text-stone-400 dark:hover:text-gold"
        >
          {photographer.email}
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-700 xl:mt-0 dark:text-stone-300">
        <span className="[overflow-wrap:anywhere]">{photographer.location || '—'}</span>
        <span aria-hidden className="px-1.5 xl:hidden">
          ·
        </span>
        <span className="xl:block">{photographer.speciality || '—'}</span>
        <span aria-hidden className="px-1.5 xl:hidden">
          ·
        </span>
        <span className="xl:hidden">{studioTexts.reviewsCount({ count: photographer.reviewCount })}</span>
      </p>
      <p className="hidden text-sm text-stone-700 tabular-nums xl:block dark:text-stone-300">
        {studioTexts.reviewsCount({ count: photographer.reviewCount })}
      </p>
      <div className="mt-3 xl:mt-0">
        <Badges photographer={photographer} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2 xl:mt-0 xl:flex-nowrap xl:justify-end">
        <button
          id={featureButtonId(id)}
          type="button"
          onClick={toggleFeatured}
          aria-pressed={featured}
          // One name in both states: a toggle's state is its pressed state.
          aria-label={`${studioTexts.feature}: ${name}`}
          title={featured ? studioTexts.unfeature : undefined}
          className={`${secondaryButton} ${pressedButton}`}
        >
          {feature.isPending ? (
            <Spinner />
          ) : (
            <Star aria-hidden className={`size-4 ${featured ? 'fill-gold text-gold' : ''}`} />
          )}
          {studioTexts.feature}
        </button>
        {hidden ? (
          <button
            id={restoreButtonId(id)}
            type="button"
            onClick={onRestore}
            aria-label={`${studioTexts.restore}: ${name}`}
            className={secondaryButton}
          >
            {restore.isPending ? <Spinner /> : <RotateCcw aria-hidden className="size-4" />} {studioTexts.restore}
          </button>
        ) : (
          <button
            id={hideButtonId(id)}
            type="button"
            onClick={() => onHide(photographer)}
            aria-label={`${studioTexts.hide}: ${name}`}
            className={dangerButton}
          >
            <EyeOff aria-hidden className="size-4" /> {studioTexts.hide}
          </button>
        )}
      </div>
    </li>
  );
}
