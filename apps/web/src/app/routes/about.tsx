import { photo } from '@studio/shared/media/media';
import { ClosingCta } from '@/components/studio/closing-cta';
import { resolveTeam } from '@/components/studio/resolve-people';
import { TeamCarousel } from '@/components/studio/team-carousel';
import { AboutBanner } from '@/features/about/components/about-banner';
import { CommunityPitch } from '@/features/about/components/community-pitch';
import { ImageCarousel } from '@/features/about/components/image-carousel';
import { StorySection } from '@/features/about/components/story-section';
import { ValuesSection } from '@/features/about/components/values-section';
import { VisionSection } from '@/features/about/components/vision-section';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

export const handle: RouteHandle = {
  meta: {
    title: 'About us',
    description:
      'Meet Picha Studio: a Nairobi photography and videography team since 2014. Our story, our values of happiness, integrity and excellence, our vision and the people behind the lens.',
    image: photo('photos/dandelions-sunset-01')?.fallback,
  },
};

/** SPEC 2 `/about`: banner, story, image carousel, values, vision, community pitch and the team. */
export function Component() {
  const { about, team } = useStudioContent();
  return (
    <>
      <AboutBanner />
      <StorySection />
      <ImageCarousel />
      <ValuesSection />
      <VisionSection />
      <TeamCarousel team={resolveTeam(team)} title={about.team.title} description={about.team.description} />
      <CommunityPitch />
      <ClosingCta />
    </>
  );
}
