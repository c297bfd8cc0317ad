import {
  DEFAULT_PORTFOLIO_TAB,
  englishLang,
  isPortfolioTab,
  pagesTexts,
  type PortfolioTab,
  studioPageTexts,
} from '@studio/shared';
import { ArrowRight } from 'lucide-react';
import { data, type LoaderFunctionArgs, Link, useParams } from 'react-router';
import { resolvePhotos } from '@/components/media/resolve-photo';
import { ClosingCta } from '@/components/studio/closing-cta';
import { resolveTeam } from '@/components/studio/resolve-people';
import { TeamCarousel } from '@/components/studio/team-carousel';
import { paths } from '@/config/paths';
import { PortfolioTabs } from '@/features/portfolio/components/portfolio-tabs';
import { UniqueServices } from '@/features/portfolio/components/unique-services';
import { Island } from '@/lib/island';
import { fullTitle, type RouteHandle, type RouteMeta } from '@/lib/route-meta';
import { englishProps } from '@/lib/english-props';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading, pageLeadClass } from '@/components/ui/page-heading';

/** `/portfolio/:tab` accepts the four tabs only; anything else shows the 404 fallback. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.tab !== undefined && !isPortfolioTab(params.tab)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

/** Read when the page is rendered, in its language. */
const metaFor = (tab: string | undefined): RouteMeta => ({
  title: isPortfolioTab(tab) ? pagesTexts.portfolio[tab satisfies PortfolioTab] : pagesTexts.portfolio.title,
  description: pagesTexts.portfolio.description,
});

export const handle: RouteHandle = {
  islands: true,
  meta: ({ params }) => metaFor(params.tab),
};

/** docs/rules/product.md#screens /portfolio and /portfolio/:tab: intro, the tabbed work, the team and the unique services. */
export function Component() {
  const { portfolio, imageLibrary, imageUploads, team, about, pageHeadings } = useStudioContent();
  const { tab } = useParams();
  const active = isPortfolioTab(tab) ? tab : DEFAULT_PORTFOLIO_TAB;
  const tabs = portfolio.tabs.map((t) => ({
    ...t,
    photos: resolvePhotos(imageLibrary[t.key], imageUploads),
    documentTitle: fullTitle(metaFor(t.key)),
  }));

  return (
    <>
      <section className="pt-10 pb-20 sm:pt-16 sm:pb-28">
        <div className="container-page">
          <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-end lg:gap-16">
            <div>
              <PageHeading
                eyebrow={portfolio.intro.eyebrow}
                title={portfolio.intro.title}
                langs={{
                  eyebrow: englishLang(portfolio.intro, 'eyebrow'),
                  title: englishLang(portfolio.intro, 'title'),
                }}
              />
            </div>
            <div>
              <p className={pageLeadClass} {...englishLang(portfolio.intro, 'lead')}>
                {portfolio.intro.lead}
              </p>
              <Link
                to={paths.contact}
                className="mt-6 inline-flex items-center gap-2 rounded-full bg-clay px-6 py-3 font-semibold text-white hover:bg-clay-dark"
              >
                {studioPageTexts.contactUs}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          </div>
          <div className="mt-12 border-t border-stone-200 pt-10 sm:mt-16 dark:border-stone-800">
            <Island name="portfolio-tabs" component={PortfolioTabs} props={{ tabs, initial: active }} />
          </div>
        </div>
      </section>
      <div className="border-t border-stone-200 dark:border-stone-800">
        <Island
          name="team-carousel"
          component={TeamCarousel}
          props={{
            team: resolveTeam(team, imageUploads),
            eyebrow: pageHeadings.about.teamEyebrow,
            title: about.team.title,
            description: about.team.description,
            english: englishProps({
              eyebrow: [pageHeadings.about, 'teamEyebrow'],
              title: [about.team, 'title'],
              description: [about.team, 'description'],
            }),
          }}
        />
      </div>
      <UniqueServices />
      <ClosingCta />
    </>
  );
}
