import { directoryTexts, inquiryTexts, pagesTexts, paths, profileTexts, siteTexts, STUDIO_NAME } from '@studio/shared';
import { CalendarCheck, Mail, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { InquiryForm } from '@/features/inquiries/components/inquiry-form';
import { PhotographerSummary } from '@/features/inquiries/components/photographer-summary';
import { loadProfile, type ProfileLoaderData } from '@/features/photographer-profile/api/profile-api';
import { Island } from '@/lib/island';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import type { RouteHandle } from '@/lib/route-meta';
import { PageHeading } from '@/components/ui/page-heading';

/** The photographer the inquiry goes to (GET /api/photographers/portfolio/:id); an unknown id answers 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const loaded = await loadProfile(params.id ?? '', request.signal);
  return data(loaded, { status: loaded.notFound ? 404 : loaded.error ? 503 : 200 });
}

const nameOf = (loaded: ProfileLoaderData | undefined) => loaded?.summary?.name.trim() || directoryTexts.card.unnamed;

/** An inquiry form is a private conversation, not a page for search engines. */
export const handle: RouteHandle = {
  islands: true,
  meta: ({ data: loaded }) => {
    const l = loaded as ProfileLoaderData | undefined;
    if (!l?.summary)
      return {
        title: l?.error ? siteTexts.error({ message: l.error }) : profileTexts.notFound,
        description: pagesTexts.photographerNotFound({ notFound: profileTexts.notFound, studio: STUDIO_NAME }),
        noindex: true,
      };
    return {
      title: pagesTexts.contactPhotographer.title({ name: nameOf(l) }),
      description: pagesTexts.contactPhotographer.description({ name: nameOf(l), studio: STUDIO_NAME }),
      noindex: true,
    };
  },
};

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
      >
        {icon}
      </span>
      <p className="pt-1.5 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{children}</p>
    </li>
  );
}

function Missing({ loaded }: { loaded: ProfileLoaderData }) {
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <h1 className="font-serif text-4xl sm:text-5xl">
        {loaded.error ? siteTexts.error({ message: loaded.error }) : profileTexts.notFound}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-stone-700 dark:text-stone-300">
        {loaded.error ? inquiryTexts.page.retry : inquiryTexts.page.missing}
      </p>
      <Link
        to={paths.photographers}
        className="mt-8 inline-flex items-center justify-center rounded-full bg-clay px-7 py-3.5 font-semibold text-white hover:bg-clay-dark"
      >
        {inquiryTexts.page.browse}
      </Link>
    </section>
  );
}

/** /contact/:id (docs/rules/bookings.md#requests): the inquiry to one photographer, inside the site's header and footer. */
export function Component() {
  const loaded = useLoaderData() as ProfileLoaderData;
  const submission = usePageFormSubmission('inquiry');
  // docs/rules/history.md#issue-12: "Request this package" on the profile links here with ?package=<id>.
  const [search] = useSearchParams();
  const s = loaded.summary;
  if (!s) return <Missing loaded={loaded} />;
  const name = nameOf(loaded);
  return (
    // Sand at 70% over the page's paper, mixed to an opaque colour: a translucent background this
    // large left unpainted tiles in Chromium's software rendering.
    <div className="bg-[color-mix(in_oklab,var(--color-sand)_70%,var(--color-paper))] dark:bg-stone-900">
      <div className="container-page py-12 sm:py-16">
        <PageHeading eyebrow={inquiryTexts.page.eyebrow} title={inquiryTexts.page.title({ name })} />
        {/* Phones: the photographer, the form, then what happens next; wide screens: two columns. */}
        <div className="mt-10 grid gap-8 lg:grid-cols-[0.75fr_1.25fr] lg:grid-rows-[auto_1fr] lg:gap-x-12">
          <div className="lg:col-start-1 lg:row-start-1 lg:pt-2">
            <PhotographerSummary
              photographer={{
                id: loaded.id,
                name,
                speciality: s.speciality,
                location: s.location,
                profilePicture: s.profilePicture,
              }}
            />
          </div>
          <div className="rounded-2xl bg-paper p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 dark:bg-ink dark:ring-stone-800">
            <Island
              name="inquiry-form"
              component={InquiryForm}
              props={{
                photographerId: loaded.id,
                packages: loaded.packages.map((p) => ({
                  id: p.id,
                  title: p.title,
                  priceKes: p.priceKes,
                  priceUsd: p.priceUsd,
                  durationValue: p.durationValue,
                  durationUnit: p.durationUnit,
                  // ADR 0038: the terms shown once a package is chosen.
                  depositKind: p.depositKind,
                  depositValue: p.depositValue,
                  balanceDueDays: p.balanceDueDays,
                  cancellationPolicy: p.cancellationPolicy,
                })),
                packageId: search.get('package'),
                speciality: s.speciality,
                photographerName: name,
                submission,
              }}
            />
          </div>
          <section aria-labelledby="next-steps-title" className="lg:col-start-1 lg:row-start-2">
            <h2 id="next-steps-title" className="font-serif text-xl">
              {inquiryTexts.page.nextTitle}
            </h2>
            <ol className="mt-4 space-y-4">
              <Step icon={<Mail className="size-4" />}>{inquiryTexts.page.nextReceives({ name })}</Step>
              <Step icon={<MessageSquareReply className="size-4" />}>{inquiryTexts.page.nextAnswer}</Step>
              <Step icon={<CalendarCheck className="size-4" />}>{inquiryTexts.page.nextFollow}</Step>
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
