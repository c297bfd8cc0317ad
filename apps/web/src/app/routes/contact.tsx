import { englishLang, pagesTexts, STUDIO_NAME, studioPageTexts } from '@studio/shared';
import { useSearchParams } from 'react-router';
import { Photo } from '@/components/media/photo';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { Island } from '@/lib/island';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading } from '@/components/ui/page-heading';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.contact.title,
    description: pagesTexts.contact.description({ studio: STUDIO_NAME }),
  }),
};

export function Component() {
  const { contactDetails, services, contactPage: page } = useStudioContent();
  const submission = usePageFormSubmission('contact');
  // A service's 'Book Your Spot' links here with its slug: the message starts with the service.
  const [params] = useSearchParams();
  const service = services.find((s) => s.slug === params.get('service'))?.title;
  return (
    <>
      <section className="container-page grid items-center gap-10 pt-12 pb-14 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
        <div>
          <PageHeading
            eyebrow={page.eyebrow}
            title={page.title}
            lead={page.intro}
            langs={{
              eyebrow: englishLang(page, 'eyebrow'),
              title: englishLang(page, 'title'),
              lead: englishLang(page, 'intro'),
            }}
          />
        </div>
        <div className="overflow-hidden rounded-2xl bg-sand dark:bg-stone-800">
          <Photo
            id={page.image}
            sizes="(min-width: 1280px) 520px, (min-width: 1024px) 40vw, 100vw"
            priority
            className="block"
            imgClassName="aspect-[4/3] w-full object-cover lg:aspect-[5/4]"
          />
        </div>
      </section>
      <section className="bg-sand/70 py-16 dark:bg-stone-900" aria-label={studioPageTexts.contactLabel}>
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_0.7fr] lg:gap-16">
          <div className="rounded-2xl bg-paper p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 dark:bg-ink dark:ring-stone-800">
            <Island name="contact-form" component={ContactForm} props={{ submission, service }} />
          </div>
          <div className="space-y-8 lg:pt-4">
            <h2 className="font-serif text-3xl" {...englishLang(page, 'detailsTitle')}>
              {page.detailsTitle}
            </h2>
            <ContactDetails details={contactDetails} />
          </div>
        </div>
      </section>
    </>
  );
}
