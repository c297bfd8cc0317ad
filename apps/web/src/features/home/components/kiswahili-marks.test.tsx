import type { StudioContent } from '@studio/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishProps } from '@/lib/english-props';
import { renderWithProviders } from '@/testing/render';
import { resolveTeam, resolveTestimonials } from '@/components/studio/resolve-people';
import { TeamCarousel } from '@/components/studio/team-carousel';
import { TestimonialCard } from '@/components/studio/testimonial-card';
import { stubMatchMedia } from '@/components/studio/test-content';
import { CtaBand } from './cta-band';

/**
 * docs/rules/public-pages.md#languages: on a Kiswahili page the server hands each item its Kiswahili where it has some,
 * else its English, named in its `english`; the components mark exactly those words `lang="en"`.
 */
const langOf = (text: string) => screen.getByText(text).closest('[lang]')?.getAttribute('lang') ?? null;

describe('Kiswahili pages mark the studio’s words shown in English', () => {
  it('a band: its Kiswahili words unmarked, its English link words marked', async () => {
    const band: StudioContent['ctaBanners'][number] = {
      id: 'wedding-films',
      eyebrow: 'Video za harusi',
      title: 'Viapo, hotuba na vicheko',
      description: 'Our cinematographers shoot weddings like short films.',
      images: [{ src: 'photos/lake-dusk-pastel-01', alt: 'Ziwa tulivu.' }],
      link: '/services',
      linkLabel: 'Watch sample films',
      english: ['description', 'linkLabel'],
    };
    renderWithProviders(<CtaBand banner={band} />);
    expect(await screen.findByText('Viapo, hotuba na vicheko')).toBeInTheDocument();
    expect(langOf('Viapo, hotuba na vicheko')).toBeNull();
    expect(langOf('Video za harusi')).toBeNull();
    expect(langOf('Our cinematographers shoot weddings like short films.')).toBe('en');
    expect(langOf('Watch sample films')).toBe('en');
  });

  it('a testimonial and a team member: the English feedback and role marked, the name never', () => {
    const [testimonial] = resolveTestimonials([
      {
        id: 'esther',
        name: 'Esther Mwangi',
        feedback: 'It rained all morning.',
        occasion: 'Harusi kando ya Ziwa Naivasha',
        image: 'portraits/avatar-testimonial-01',
        english: ['feedback'],
      },
    ]);
    render(<TestimonialCard testimonial={testimonial!} />);
    expect(langOf('It rained all morning.')).toBe('en');
    expect(langOf('Harusi kando ya Ziwa Naivasha')).toBeNull();
    expect(langOf('Esther Mwangi')).toBeNull();
  });

  it('the team carousel: the members’ words and the headings handed to the island', () => {
    const restore = stubMatchMedia(() => false);
    const about = { team: { title: 'The people behind the lens', description: 'Timu ndogo.', english: ['title'] } };
    const headings: { teamEyebrow: string; english?: string[] } = { teamEyebrow: 'Timu yetu' };
    render(
      <TeamCarousel
        team={resolveTeam([
          {
            id: 'amani',
            name: 'Amani Wanjiru',
            role: 'Founder and CEO',
            bio: 'Amani alianzisha Picha Studio.',
            image: 'portraits/avatar-team-01',
            english: ['role'],
          },
        ])}
        eyebrow={headings.teamEyebrow}
        title={about.team.title}
        description={about.team.description}
        english={englishProps({
          eyebrow: [headings, 'teamEyebrow'],
          title: [about.team, 'title'],
          description: [about.team, 'description'],
        })}
      />,
    );
    expect(langOf('Founder and CEO')).toBe('en');
    expect(langOf('Amani alianzisha Picha Studio.')).toBeNull();
    expect(langOf('The people behind the lens')).toBe('en');
    expect(langOf('Timu yetu')).toBeNull();
    expect(langOf('Timu ndogo.')).toBeNull();
    restore();
  });

  it('in English nothing is marked (no `english` lists)', () => {
    expect(englishProps({ title: [{}, 'title'] })).toBeUndefined();
  });
});
