import { englishLang } from '@studio/shared';
import { Photo } from '@/components/media/photo';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading } from '@/components/ui/page-heading';

/** The /about banner: the page's heading over its photograph (the page's largest paint). */
export function AboutBanner() {
  const { about, pageHeadings } = useStudioContent();
  return (
    <section aria-labelledby="about-title" className="relative isolate overflow-hidden bg-ink text-white">
      <Photo
        id={about.banner.image}
        alt=""
        // On tall screens the cover photograph overflows the banner's width: pick it by height.
        sizes="(max-aspect-ratio: 4/3) 70vh, 100vw"
        // Upright phones get the 3:4 crop: the banner is at most 70svh tall, so about 53vh wide.
        portraitSizes="max(100vw, 53vh)"
        priority
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover opacity-90"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/45 to-black/20" />
      <div className="container-page flex min-h-[min(70svh,640px)] flex-col justify-end pt-28 pb-16 sm:pb-20">
        <PageHeading
          id="about-title"
          tone="dark"
          eyebrow={pageHeadings.about.bannerEyebrow}
          title={about.banner.title}
          lead={about.banner.description}
          langs={{
            eyebrow: englishLang(pageHeadings.about, 'bannerEyebrow'),
            title: englishLang(about.banner, 'title'),
            lead: englishLang(about.banner, 'description'),
          }}
        />
      </div>
    </section>
  );
}
