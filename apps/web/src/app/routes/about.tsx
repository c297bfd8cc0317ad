import { pagesTexts } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { resolvePhoto } from '@/components/media/resolve-photo';
import { ClosingCta } from '@/components/studio/closing-cta';
import { resolveTeam } from '@/components/studio/resolve-people';
import { TeamCarousel } from '@/components/studio/team-carousel';
import { AboutBanner } from '@/features/about/components/about-banner';
import { CommunityPitch } from '@/features/about/components/community-pitch';
import { ImageCarousel } from '@/features/about/components/image-carousel';
import { StorySection } from '@/features/about/components/story-section';
import { ValuesSection } from '@/features/about/components/values-section';
import { VisionSection } from '@/features/about/components/vision-section';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { englishProps } from '@/lib/english-props';
import { useStudioContent } from '@/lib/studio-content';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.about.title,
    description: pagesTexts.about.description,
    image: photo('photos/dandelions-sunset-01')?.fallback,
  }),
};

/**
 * docs/rules/product.md#screens `/about`: banner, story, image carousel, values, vision, community pitch and the team.
 * Served as HTML; the image carousel and the team carousel are its islands.
 */
export function Component() {
  const { about, team, imageUploads, pageHeadings } = useStudioContent();
  const headings = pageHeadings.about;
  const carousel = about.carousel.flatMap(({ image, caption, english }) => {
    const photo = resolvePhoto(image, undefined, imageUploads);
    return photo ? [{ photo, caption, ...(english ? { english } : {}) }] : [];
  });
  return (
    <>
      <AboutBanner />
      <StorySection />
      <Island
        name="image-carousel"
        component={ImageCarousel}
        props={{
          items: carousel,
          eyebrow: headings.picturesEyebrow,
          title: headings.picturesTitle,
          english: englishProps({ eyebrow: [headings, 'picturesEyebrow'], title: [headings, 'picturesTitle'] }),
        }}
      />
      <ValuesSection />
      <VisionSection />
      <Island
        name="team-carousel"
        component={TeamCarousel}
        props={{
          team: resolveTeam(team, imageUploads),
          eyebrow: headings.teamEyebrow,
          title: about.team.title,
          description: about.team.description,
          english: englishProps({
            eyebrow: [headings, 'teamEyebrow'],
            title: [about.team, 'title'],
            description: [about.team, 'description'],
          }),
        }}
      />
      <CommunityPitch />
      <ClosingCta />
    </>
  );
}
