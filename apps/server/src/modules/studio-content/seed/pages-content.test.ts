import { studioContentRepository } from '../studio-content.repository';
import { studioContentSeed } from '../studio-content.seed';
import {
  aboutContentSchema,
  claimSchema,
  ctaBannerSchema,
  FAQ_COUNT,
  faqItemSchema,
  HERO_SLIDE_COUNT,
  heroSlideSchema,
  homeContentSchema,
  isKnownAppPath,
  PARTNER_LOGO_COUNT,
  partnerSchema,
  TEAM_MEMBER_COUNT,
  TESTIMONIAL_COUNT,
  teamMemberSchema,
  testimonialSchema,
  testimonialsPageSchema,
} from '@studio/shared';
import { mediaFile, photo } from '@studio/shared/media/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { about } from './about';
import { faqs } from './faqs';
import { claims, ctaBanners, heroSlides, home } from './home';
import { partners } from './partners';
import { team } from './team';
import { testimonials, testimonialsPage } from './testimonials';

const pathOf = (link: string) => link.split('#')[0]!;

describe('home content', () => {
  it('has three valid hero slides whose photographs exist and whose links lead to pages', () => {
    expect(heroSlides).toHaveLength(HERO_SLIDE_COUNT);
    for (const slide of heroSlides) {
      expect(heroSlideSchema.safeParse(slide).success).toBe(true);
      expect(photo(slide.image), slide.image).toBeDefined();
      expect(isKnownAppPath(pathOf(slide.linkPath)), slide.linkPath).toBe(true);
    }
    expect(new Set(heroSlides.map((s) => s.image)).size).toBe(HERO_SLIDE_COUNT);
  });

  it('has call-to-action bands with existing photographs and working links', () => {
    expect(ctaBanners.length).toBeGreaterThan(0);
    for (const banner of ctaBanners) {
      expect(ctaBannerSchema.safeParse(banner).success).toBe(true);
      for (const image of banner.images) expect(photo(image.src), image.src).toBeDefined();
      expect(isKnownAppPath(pathOf(banner.link)), banner.link).toBe(true);
    }
    expect(new Set(ctaBanners.map((b) => b.id)).size).toBe(ctaBanners.length);
    expect(ctaBanners.find((b) => b.id === 'wedding-films')?.link).toBe('/services#wedding-videos');
    expect(ctaBanners.find((b) => b.id === 'photographer-community')?.link).toBe('/signup');
  });

  it('states the four claims of SPEC 1', () => {
    for (const claim of claims) expect(claimSchema.safeParse(claim).success).toBe(true);
    expect(claims.map((c) => c.value)).toEqual(['300+', '95%', '8+', '10+ years']);
    expect(claims[3]?.label).toBe('over a decade of experience');
  });

  it('has its own words and a closing photograph', () => {
    expect(homeContentSchema.safeParse(home).success).toBe(true);
    expect(photo(home.closing.image)).toBeDefined();
  });

  it('has five FAQ items', () => {
    expect(faqs).toHaveLength(FAQ_COUNT);
    for (const item of faqs) expect(faqItemSchema.safeParse(item).success).toBe(true);
  });

  it('has ten partner logos of the media library', () => {
    expect(partners).toHaveLength(PARTNER_LOGO_COUNT);
    for (const partner of partners) {
      expect(partnerSchema.safeParse(partner).success).toBe(true);
      expect(mediaFile(partner.logo)?.kind, partner.logo).toBe('logo');
    }
    expect(new Set(partners.map((p) => p.logo)).size).toBe(PARTNER_LOGO_COUNT);
  });

  it('has three testimonials by fictional people with initials avatars, never photographs', () => {
    expect(testimonials).toHaveLength(TESTIMONIAL_COUNT);
    for (const t of testimonials) {
      expect(testimonialSchema.safeParse(t).success).toBe(true);
      expect(mediaFile(t.image)?.suggestedFor, t.image).toContain('testimonial-avatar');
    }
  });

  it('has the words and photograph of the /testimonials page', () => {
    expect(testimonialsPageSchema.safeParse(testimonialsPage).success).toBe(true);
    expect(photo(testimonialsPage.image)).toBeDefined();
  });
});

describe('about content', () => {
  it('has the banner, carousel photographs, the three core values, vision and community pitch', () => {
    expect(aboutContentSchema.safeParse(about).success).toBe(true);
    expect(photo(about.banner.image)).toBeDefined();
    expect(photo(about.community.image)).toBeDefined();
    for (const item of about.carousel) expect(photo(item.image), item.image).toBeDefined();
    expect(about.values.map((v) => v.title)).toEqual(['Happiness', 'Integrity', 'Excellence']);
    expect(about.vision.paragraphs.length).toBeGreaterThan(0);
  });

  it('never shows a photograph of a real person in the carousel', () => {
    for (const item of about.carousel) expect(photo(item.image)?.tags, item.image).not.toContain('people');
  });

  it('has the four team members of SPEC 2 with initials avatars', () => {
    expect(team).toHaveLength(TEAM_MEMBER_COUNT);
    expect(team.map((m) => m.role)).toEqual([
      'Founder and CEO',
      'Photo Editor',
      'Cinematic Videographer',
      'Software Developer',
    ]);
    for (const member of team) {
      expect(teamMemberSchema.safeParse(member).success).toBe(true);
      expect(mediaFile(member.image)?.suggestedFor, member.image).toContain('team');
    }
  });
});

describe('content schemas refuse bad input', () => {
  it('refuses links that leave the site, unknown media id shapes and empty text', () => {
    const slide = heroSlides[0]!;
    expect(heroSlideSchema.safeParse({ ...slide, linkPath: 'https://example.com' }).success).toBe(false);
    expect(heroSlideSchema.safeParse({ ...slide, linkPath: '//example.com' }).success).toBe(false);
    expect(heroSlideSchema.safeParse({ ...slide, image: '../etc/passwd' }).success).toBe(false);
    expect(heroSlideSchema.safeParse({ ...slide, text: '   ' }).success).toBe(false);
  });

  it('accepts only https profile links for team members', () => {
    const member = team[0]!;
    expect(teamMemberSchema.safeParse({ ...member, links: { instagram: 'https://instagram.com/x' } }).success).toBe(
      true,
    );
    expect(teamMemberSchema.safeParse({ ...member, links: { instagram: 'javascript:alert(1)' } }).success).toBe(false);
    expect(teamMemberSchema.safeParse({ ...member, links: { twitter: 'http://x.com/x' } }).success).toBe(false);
  });
});

describe('GET /api/studio-content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded home, about, team, testimonials, FAQ and partner content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/studio-content' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.heroSlides).toHaveLength(HERO_SLIDE_COUNT);
    expect(body.testimonials).toHaveLength(TESTIMONIAL_COUNT);
    expect(body.faqs).toHaveLength(FAQ_COUNT);
    expect(body.partners).toHaveLength(PARTNER_LOGO_COUNT);
    expect(body.team).toHaveLength(TEAM_MEMBER_COUNT);
    expect(body.about.values.map((v: { title: string }) => v.title)).toEqual(['Happiness', 'Integrity', 'Excellence']);
    // The public answer leaves the Kiswahili versions out.
    expect(body.claims).toEqual(claims.map(({ sw: _sw, ...claim }) => claim));
    expect(body.home.heading).toBe(home.heading);
  });

  it('keeps content edited in the database and does not overwrite it when seeding again', async () => {
    const edited = [{ question: 'Do you film drones?', answer: 'Yes, with a KCAA permit.' }];
    await t.pool.query(`UPDATE studio_content SET data = $1 WHERE key = 'faqs'`, [JSON.stringify(edited)]);
    await studioContentRepository(t.db).insertMissing(studioContentSeed);
    const stored = await t.pool.query(`SELECT data FROM studio_content WHERE key = 'faqs'`);
    expect(stored.rows[0].data).toEqual(edited);
  });
});
