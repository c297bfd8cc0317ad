import { englishLang } from '@studio/shared';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { paths } from '@/config/paths';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

/** docs/rules/product.md#screens /about: the photographer community pitch, with Join to /signup. */
export function CommunityPitch() {
  const { about, pageHeadings } = useStudioContent();
  const { community } = about;
  return (
    <section aria-labelledby="about-community-title" className="bg-sand dark:bg-stone-900" data-testid="community">
      <div className="container-page grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-2 lg:gap-20">
        <Photo
          id={community.image}
          sizes="(min-width: 1024px) 45vw, 90vw"
          className="block overflow-hidden rounded-2xl shadow-xl"
          imgClassName="aspect-[4/3] h-auto w-full object-cover"
        />
        <div>
          <SectionHeading
            id="about-community-title"
            eyebrow={pageHeadings.about.communityEyebrow}
            title={community.title}
            intro={community.description}
            langs={{
              eyebrow: englishLang(pageHeadings.about, 'communityEyebrow'),
              title: englishLang(community, 'title'),
              intro: englishLang(community, 'description'),
            }}
          />
          <ul className="mt-6 space-y-3" {...englishLang(community, 'points')}>
            {community.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-clay-dark dark:text-gold" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link
            to={paths.signup}
            className="mt-9 inline-flex items-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white transition-colors hover:bg-clay-dark"
          >
            <span {...englishLang(community, 'joinLabel')}>{community.joinLabel}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
