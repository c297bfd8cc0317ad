import { pagesTexts, paths } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ExternalLink, ImageUp } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSettings } from '@/features/account/components/language-settings';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { myPortfolioQuery } from '@/features/photographer-dashboard/portfolio/portfolio-api';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/buttons';
import { ProfilePicturePanel } from '@/features/photographer-dashboard/settings/profile-picture-panel';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.settings} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.settingsDescription,
    noindex: true,
  }),
};

/** Settings: the profile picture (docs/rules/product.md#messages) and the way to the account settings (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function Component() {
  const user = useCurrentUser();
  const t = pagesTexts.photographerSettings;
  const portfolio = useQuery(myPortfolioQuery());
  const profilePath = portfolio.data
    ? paths.photographerProfile.replace(':id', encodeURIComponent(portfolio.data._id))
    : null;
  return (
    <>
      <DashboardPageHeading eyebrow={t.eyebrow} title={t.title}>
        {t.intro}
      </DashboardPageHeading>
      <div className="space-y-6">
        <ProfilePicturePanel
          actions={
            <Link to={paths.settings} className={secondaryButton}>
              <ImageUp aria-hidden className="size-4" /> {t.changePicture}
            </Link>
          }
        />
        <section aria-labelledby="account-title" className={`${panelClass} p-5 sm:p-8`}>
          <div className="grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
            <div>
              <h2 id="account-title" className="font-serif text-2xl text-ink dark:text-white">
                {t.account}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
                {t.signedInAs({ email: user?.email ?? t.you })}
              </p>
            </div>
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              <li>
                <Link
                  to={paths.settings}
                  className="flex items-center justify-between gap-4 py-4 font-medium text-ink hover:text-clay dark:text-stone-100 dark:hover:text-gold"
                >
                  <span>
                    {t.accountSettings}
                    <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
                      {t.accountSettingsHint}
                    </span>
                  </span>
                  <ArrowRight aria-hidden className="size-5 shrink-0" />
                </Link>
              </li>
              {profilePath && (
                <li>
                  <Link
                    to={profilePath}
                    className="flex items-center justify-between gap-4 py-4 font-medium text-ink hover:text-clay dark:text-stone-100 dark:hover:text-gold"
                  >
                    <span>
                      {t.publicProfile}
                      <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
                        {t.publicProfileHint}
                      </span>
                    </span>
                    <ExternalLink aria-hidden className="size-5 shrink-0" />
                  </Link>
                </li>
              )}
            </ul>
          </div>
        </section>
        {user && <LanguageSettings user={user} />}
        <NotificationPreferences />
      </div>
    </>
  );
}
