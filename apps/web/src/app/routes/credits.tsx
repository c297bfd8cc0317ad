import { pagesTexts, STUDIO_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CreditsList } from '@/features/credits/components/credits-list';
import { buildCredits } from '@/features/credits/utils/credits';
import type { RouteHandle } from '@/lib/route-meta';

/** Served as HTML without islands: nothing on it moves or answers input. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.credits.title,
    description: pagesTexts.credits.description({ studio: STUDIO_NAME }),
  }),
};

const groups = buildCredits();

export function Component() {
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-clay-dark dark:text-gold">Credits</p>
        <h1 className="mt-4 font-serif text-4xl leading-[1.05] sm:text-6xl">Photo credits</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
          <p>
            Photographers deserve their names next to their work. This page lists every photograph, film, logo and
            avatar this site shows, with its author, its licence and where it came from. It is generated from our media
            library, so nothing is added to the site without its credit appearing here.
          </p>
          <p>
            Many of these pictures are shared under Creative Commons licences. CC BY lets anyone use a work if they
            credit the author, name the licence and link to it, and say what they changed; CC BY-SA adds that adapted
            versions must be shared under the same licence, as the GNU licences do for their works. Our changes: the
            photographs are resized, cropped in places and re-encoded as AVIF, WebP and JPEG at several sizes, and the
            films are slideshows made from the photographs listed under them.
          </p>
          <p>
            Photographs that show recognisable people are general illustrations of events; they are not our clients or
            our team. Avatars of our team, clients and photographers are generated initials, not photographs. To use one
            of these works yourself, follow its licence. For our own work, please{' '}
            <Link
              to={paths.contact}
              className="text-clay-dark underline underline-offset-4 hover:text-clay dark:text-gold"
            >
              contact us
            </Link>
            .
          </p>
        </div>
      </header>
      <div className="mt-14">
        <CreditsList groups={groups} />
      </div>
    </div>
  );
}
