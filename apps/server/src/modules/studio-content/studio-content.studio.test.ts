import {
  auditResponseSchema,
  contentBlockSchema,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQS_MAX,
  HERO_PARAGRAPH_MAX,
  HERO_SLIDES_MAX,
  HERO_TEXT_MAX,
  LINK_LABEL_MAX,
  studioContentTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed } from './studio-content.seed';
import { auditForm } from './studio-content.service';

const heroBlock = contentBlockSchema('heroSlides');
const faqBlock = contentBlockSchema('faqs');
const slides = studioContentSeed.heroSlides;
const faqs = studioContentSeed.faqs;

describe('editing the studio content from the console (issue 14, D24)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());

  const get = (key: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/studio/content/${key}`, headers });
  const put = (key: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/studio/content/${key}`, headers, payload: payload as object });
  const version = async (key: string) => (await get(key)).json().version as number;
  const audit = async () =>
    auditResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;
  const publicContent = () => t.app.inject({ method: 'GET', url: '/api/studio-content' });
  const publish = (key: string) => contentApi(t.app, admin.headers).publish(key);

  it('reads a part with its version, never cached, for staff only', async () => {
    const res = await get('heroSlides');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const block = heroBlock.parse(res.json());
    expect(block.data).toEqual(slides);
    expect(block.version).toBe(1);
    expect((await get('heroSlides', {})).statusCode).toBe(401);
    expect((await get('faqs', client.headers)).statusCode).toBe(403);
    expect((await put('faqs', { version: 1, data: faqs }, photographer.headers)).statusCode).toBe(403);
    expect((await put('faqs', { version: 1, data: faqs }, {})).statusCode).toBe(401);
    expect((await get('imageUploads')).statusCode).toBe(404);
    expect((await put('imageUploads', { version: 1, data: [] })).statusCode).toBe(404);
  });

  it('saves hero slides whole (edited, reordered, one added) as a draft; published, the public content and its ETag change at once, and the log keeps before and after', async () => {
    const before = await publicContent();
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = before.headers.etag as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/studio-content', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    // The public content is now in this process's cache: the save must clear it.
    const edited = [
      { ...slides[2]!, text: '  Edited by the studio  ' },
      slides[0]!,
      slides[1]!,
      {
        image: 'photos/african-drums-01',
        text: 'A fourth slide',
        paragraph: 'Drums.',
        linkPath: '/about',
        linkLabel: 'About us',
      },
    ];
    const res = await put('heroSlides', { version: 1, data: edited });
    expect(res.statusCode).toBe(200);
    const saved = heroBlock.parse(res.json());
    expect(saved.version).toBe(2);
    expect(saved.updatedAt).not.toBeNull();
    // Trimmed by the shared schema before it is stored.
    expect(saved.data[0]!.text).toBe('Edited by the studio');
    expect(saved.data).toHaveLength(4);
    expect(saved.draftUpdatedAt).not.toBeNull();
    // A draft: the public copy is unchanged (still a 304).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/studio-content', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    expect((await audit())[0]).toMatchObject({ action: 'content.draft', targetId: 'heroSlides' });
    await publish('heroSlides');

    const after = await publicContent();
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().heroSlides.map((s: { text: string }) => s.text)).toEqual([
      'Edited by the studio',
      slides[0]!.text,
      slides[1]!.text,
      'A fourth slide',
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'content.publish',
      targetType: 'content',
      targetId: 'heroSlides',
      targetLabel: studioContentTexts.kinds.heroSlides,
      before: auditForm('heroSlides', slides),
      after: auditForm('heroSlides', saved.data),
    });
    expect(Object.keys(entry!.after as object)).toEqual(['Slide 1', 'Slide 2', 'Slide 3', 'Slide 4']);
    expect(entry!.actorEmail).toBe(admin.email);
  });

  it('a save made on an older version is refused with 409 and changes nothing; of two saves at once, one wins', async () => {
    const current = await version('faqs');
    const first = await put('faqs', { version: current, data: [faqs[1]!, faqs[0]!, ...faqs.slice(2)] });
    expect(first.statusCode).toBe(200);
    const stale = await put('faqs', { version: current, data: faqs.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: studioContentTexts.conflict });
    expect(faqBlock.parse((await get('faqs')).json()).data).toHaveLength(faqs.length);

    const now = await version('faqs');
    const both = await Promise.all([
      put('faqs', { version: now, data: faqs.slice(0, 4) }),
      put('faqs', { version: now, data: faqs.slice(0, 3) }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await version('faqs')).toBe(now + 1);
  });

  it('saving what is already there writes nothing and logs nothing', async () => {
    const block = faqBlock.parse((await get('faqs')).json());
    const entries = (await audit()).length;
    const res = await put('faqs', { version: block.version, data: block.data });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(block.version);
    expect((await audit()).length).toBe(entries);
  });

  describe('refuses a broken edit with 400 naming the field, and changes nothing', () => {
    const slide = slides[0]!;
    const long = (n: number) => 'x'.repeat(n + 1);
    const heroCases: [string, unknown, string, string?][] = [
      ['an empty heading', [{ ...slide, text: '   ' }], 'data.0.text', 'Fill this in.'],
      ['a heading too long', [{ ...slide, text: long(HERO_TEXT_MAX) }], 'data.0.text'],
      ['a paragraph too long', [slide, { ...slide, paragraph: long(HERO_PARAGRAPH_MAX) }], 'data.1.paragraph'],
      ['link words too long', [{ ...slide, linkLabel: long(LINK_LABEL_MAX) }], 'data.0.linkLabel'],
      ['a link to another site', [{ ...slide, linkPath: 'https://example.com' }], 'data.0.linkPath'],
      ['a protocol-relative link', [{ ...slide, linkPath: '//example.com' }], 'data.0.linkPath'],
      ['a link with spaces', [{ ...slide, linkPath: '/a b' }], 'data.0.linkPath'],
      ['an image that is not a media id', [{ ...slide, image: 'https://x.test/a.jpg' }], 'data.0.image'],
      ['a heading of the wrong type', [{ ...slide, text: 42 }], 'data.0.text'],
      ['a missing paragraph', [{ ...slide, paragraph: undefined }], 'data.0.paragraph'],
      ['no slide at all', [], 'data', 'Keep at least one slide.'],
      ['too many slides', Array.from({ length: HERO_SLIDES_MAX + 1 }, () => slide), 'data'],
      ['not a list', { ...slide }, 'data'],
    ];
    for (const [what, data, field, message] of heroCases)
      it(`hero slides: ${what}`, async () => {
        const v = await version('heroSlides');
        const res = await put('heroSlides', { version: v, data });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.code).toBe('VALIDATION');
        expect(Object.keys(body.errors)).toContain(field);
        if (message) expect(body.errors[field]).toContain(message);
        expect(await version('heroSlides')).toBe(v);
      });

    it('hero slides: an image the media library lacks, or one that is not a photograph', async () => {
      const v = await version('heroSlides');
      const res = await put('heroSlides', {
        version: v,
        data: [
          { ...slide, image: 'photos/no-such-photo' },
          { ...slide, image: 'logos/partner-baobab-floral' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'data.0.image': [studioContentTexts.unknownMedia],
        'data.1.image': [studioContentTexts.photoOnly],
      });
      expect(await version('heroSlides')).toBe(v);
    });

    const faq = faqs[0]!;
    const faqCases: [string, unknown, string][] = [
      ['an empty question', [{ ...faq, question: '' }], 'data.0.question'],
      ['a question too long', [{ ...faq, question: long(FAQ_QUESTION_MAX) }], 'data.0.question'],
      ['an answer too long', [faq, { ...faq, answer: long(FAQ_ANSWER_MAX) }], 'data.1.answer'],
      ['a missing answer', [{ question: 'Why?' }], 'data.0.answer'],
      ['too many questions', Array.from({ length: FAQS_MAX + 1 }, () => faq), 'data'],
    ];
    for (const [what, data, field] of faqCases)
      it(`FAQs: ${what}`, async () => {
        const v = await version('faqs');
        const res = await put('faqs', { version: v, data });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toContain(field);
        expect(await version('faqs')).toBe(v);
      });

    for (const [what, payload, field] of [
      ['no version', { data: faqs }, 'version'],
      ['a version that is not a whole number', { version: 1.5, data: faqs }, 'version'],
      ['a version of zero', { version: 0, data: faqs }, 'version'],
      ['no data', { version: 1 }, 'data'],
    ] as const)
      it(`the envelope: ${what}`, async () => {
        const res = await put('faqs', payload);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toContain(field);
      });

    it('services: the fixed list of ten and a price above zero', async () => {
      const v = await version('services');
      const services = studioContentSeed.services;
      const noPrice = await put('services', {
        version: v,
        data: services.map((s, i) => (i === 0 ? { ...s, startingPriceKes: 0 } : s)),
      });
      expect(noPrice.statusCode).toBe(400);
      expect(Object.keys(noPrice.json().errors)).toContain('data.0.startingPriceKes');
      const nine = await put('services', { version: v, data: services.slice(1) });
      expect(nine.statusCode).toBe(400);
      expect(await version('services')).toBe(v);
    });
  });

  describe('testimonials quoting a marketplace review', () => {
    const testimonialBlock = contentBlockSchema('testimonials');
    const reviewWhere = async (consent: boolean) =>
      (
        await t.pool.query<{ id: string; author_name: string; text: string }>(
          `select id, author_name, text from reviews where studio_may_quote = $1 and hidden_at is null order by created_at desc limit 1`,
          [consent],
        )
      ).rows[0]!;

    it('lists only visible reviews whose author agreed, for staff only', async () => {
      const res = await get('quotable-reviews');
      expect(res.statusCode).toBe(200);
      const ids = (res.json().data as { id: string }[]).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      const { rows } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from reviews where id = any($1) and (not studio_may_quote or hidden_at is not null)`,
        [ids],
      );
      expect(rows[0]!.n).toBe(0);
      expect(ids).not.toContain((await reviewWhere(false)).id);
      expect((await get('quotable-reviews', client.headers)).statusCode).toBe(403);
    });

    it("quotes one word for word under the author's public name; it leaves the site when hidden", async () => {
      const review = await reviewWhere(true);
      const block = testimonialBlock.parse((await get('testimonials')).json());
      const quote = {
        id: 'quoted-review',
        reviewId: review.id,
        name: 'Someone else',
        feedback: 'Reworded by staff',
        image: 'portraits/avatar-testimonial-01',
        occasion: 'Client of a photographer, via the marketplace',
      };
      const res = await put('testimonials', { version: block.version, data: [...block.data, quote] });
      expect(res.statusCode).toBe(200);
      const saved = testimonialBlock.parse(res.json()).data.at(-1)!;
      expect(saved).toMatchObject({ reviewId: review.id, name: review.author_name, feedback: review.text });
      await publish('testimonials');
      const shown = async () => ((await publicContent()).json().testimonials as { id: string }[]).map((x) => x.id);
      expect(await shown()).toContain('quoted-review');

      // Hidden by the console's moderation: gone from the next page, not after the content cache's 30 s.
      const moderate = (action: 'hide' | 'keep') =>
        t.app.inject({
          method: 'POST',
          url: `/api/studio/reviews/${review.id}/moderation`,
          headers: admin.headers,
          payload: { action, reason: 'Names a guest without consent' },
        });
      expect((await moderate('hide')).statusCode).toBe(200);
      await eventually(async () => expect(await shown()).not.toContain('quoted-review'), 2_000);
      expect((await moderate('keep')).statusCode).toBe(200);
      await eventually(async () => expect(await shown()).toContain('quoted-review'), 2_000);
    });

    it('refuses a review whose author did not agree, or an unknown one, under its field', async () => {
      const block = testimonialBlock.parse((await get('testimonials')).json());
      const base = { id: 'q', name: 'X', feedback: 'Y', image: 'portraits/avatar-testimonial-01' };
      const res = await put('testimonials', {
        version: block.version,
        data: [
          ...block.data,
          { ...base, reviewId: (await reviewWhere(false)).id },
          { ...base, reviewId: '00000000-0000-4000-8000-000000000000' },
        ],
      });
      expect(res.statusCode).toBe(400);
      const n = block.data.length;
      expect(res.json().errors).toEqual({
        [`data.${n}.reviewId`]: [studioContentTexts.notQuotable],
        [`data.${n + 1}.reviewId`]: [studioContentTexts.notQuotable],
      });
      const bad = await put('testimonials', { version: block.version, data: [{ ...base, reviewId: 'not-a-uuid' }] });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toContain('data.0.reviewId');
      expect(await version('testimonials')).toBe(block.version);
    });
  });

  it('another server process on the same database shows the edit at once (the change feed, ADR 0019)', async () => {
    const other = await buildApp({ env: t.env, db: t.db, pool: t.pool, mailer: t.mailer });
    await other.ready();
    try {
      // The other process caches the content for 30 s unless it is told.
      const cachedFaqs = (await other.studioContent.get()).faqs;
      const block = faqBlock.parse((await get('faqs')).json());
      const edited = [{ ...block.data[0]!, question: 'Told across processes?' }, ...block.data.slice(1)];
      expect((await put('faqs', { version: block.version, data: edited })).statusCode).toBe(200);
      await publish('faqs');
      expect(cachedFaqs[0]!.question).not.toBe('Told across processes?');
      await eventually(async () =>
        expect((await other.studioContent.get()).faqs[0]!.question).toBe('Told across processes?'),
      );
    } finally {
      await other.close();
    }
  });
});
