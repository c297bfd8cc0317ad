import { pagesTexts, STUDIO_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CreditsList } from '@/features/credits/components/credits-list';
import { buildCredits } from '@/features/credits/utils/credits';
import type { RouteHandle } from '@/lib/route-meta';
import { PageHeading, pageLeadClass } from '@/components/ui/page-heading';

/** Served as HTML without islands: nothing on it moves or answers input. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.credits.title,
    description: pagesTexts.credits.description({ studio: STUDIO_NAME }),
  }),
};

export function Component() {
  // Built as the page renders: its words are in the page's language.
  const groups = buildCredits();
  const t = pagesTexts.creditsPage;
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        <PageHeading eyebrow={t.eyebrow} title={pagesTexts.credits.title} />
        <div className={`mt-6 space-y-4 ${pageLeadClass}`}>
          <p>{t.intro}</p>
          <p>{t.licences}</p>
          <p>
            {t.people}{' '}
            <Link
              to={paths.contact}
              className="text-clay-dark underline underline-offset-4 hover:text-clay dark:text-gold"
            >
              {t.contactLink}
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
