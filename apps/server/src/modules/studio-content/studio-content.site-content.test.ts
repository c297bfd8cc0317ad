import {
  auditResponseSchema,
  contentBlockSchema,
  localizedStudioContent,
  SEARCH_INDEX_MAX,
  SEARCH_NAME_MAX,
  SOCIAL_URL_MAX,
  studioContentTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { studioContentSeed } from './studio-content.seed';

const seed = studioContentSeed;
const long = (n: number) => 'x'.repeat(n + 1);

/** docs/rules/history.md#issue-14: contact details, the footer's social links, the header search index and the bands' photographs. */
describe('editing the site content (contact details, social links, search index, bands)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
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
  const publicContent = async () => (await t.app.inject({ method: 'GET', url: '/api/studio-content' })).json();
  const audit = async () =>
    auditResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;

  const content = () => contentApi(t.app, admin.headers);
  const publish = (key: string) => content().publish(key);
  const refused = (key: string, data: unknown, field: string, message?: string) =>
    content().refused(key, data, field, message);

  it('the new parts are for staff only: anonymous 401, client and photographer 403', async () => {
    for (const key of ['contactDetails', 'socialLinks', 'searchIndex']) {
      expect((await get(key, {})).statusCode, key).toBe(401);
      expect((await get(key, client.headers)).statusCode, key).toBe(403);
      expect((await get(key, photographer.headers)).statusCode, key).toBe(403);
      const data = seed[key as 'socialLinks'];
      expect((await put(key, { version: 1, data }, {})).statusCode, key).toBe(401);
      expect((await put(key, { version: 1, data }, client.headers)).statusCode, key).toBe(403);
      expect((await put(key, { version: 1, data }, photographer.headers)).statusCode, key).toBe(403);
      expect((await get(key)).json().version, key).toBe(1);
    }
  });

  it("social links start as the footer's five; the public content is seeded with them", async () => {
    const block = contentBlockSchema('socialLinks').parse((await get('socialLinks')).json());
    expect(block.data.map((l) => l.network)).toEqual(['Instagram', 'Facebook', 'X', 'TikTok', 'YouTube']);
    expect((await publicContent()).socialLinks).toEqual(seed.socialLinks);
  });

  it('saves social links (reordered, one changed, one removed): public once published, audited', async () => {
    const edited = [
      { network: 'TikTok', url: 'https://www.tiktok.com/@pichastudio.ke' },
      { network: 'Instagram', url: '  https://www.instagram.com/picha.new  ' },
      { network: 'Facebook', url: 'https://www.facebook.com/pichastudio.ke' },
    ];
    const res = await put('socialLinks', { version: await version('socialLinks'), data: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[1].url).toBe('https://www.instagram.com/picha.new');
    expect((await publicContent()).socialLinks).toEqual(seed.socialLinks);
    await publish('socialLinks');
    expect((await publicContent()).socialLinks.map((l: { network: string }) => l.network)).toEqual([
      'TikTok',
      'Instagram',
      'Facebook',
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'content.publish',
      targetId: 'socialLinks',
      targetLabel: studioContentTexts.kinds.socialLinks,
    });
    expect(Object.keys(entry!.after as object)).toEqual(['Link 1', 'Link 2', 'Link 3']);
  });

  it('a stale save of social links is 409 and changes nothing', async () => {
    const v = await version('socialLinks');
    expect((await put('socialLinks', { version: v, data: seed.socialLinks })).statusCode).toBe(200);
    await publish('socialLinks');
    const stale = await put('socialLinks', { version: v, data: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: studioContentTexts.conflict });
    expect((await publicContent()).socialLinks).toEqual(seed.socialLinks);
  });

  describe('refuses broken social links with 400 naming the field', () => {
    const ig = { network: 'Instagram', url: 'https://www.instagram.com/pichastudio.ke' };
    const cases: [string, unknown, string, string?][] = [
      [
        'a plain http address',
        [{ ...ig, url: 'http://www.instagram.com/x' }],
        'data.0.url',
        'Use a full https:// address.',
      ],
      ['a script address', [{ ...ig, url: 'javascript:alert(1)' }], 'data.0.url', 'Use a full https:// address.'],
      ['an address without a host name', [{ ...ig, url: 'https://localhost' }], 'data.0.url'],
      ['an empty address', [{ ...ig, url: '  ' }], 'data.0.url', 'Fill this in.'],
      ['an address too long', [{ ...ig, url: `https://x.com/${long(SOCIAL_URL_MAX)}` }], 'data.0.url'],
      [
        'the same network twice',
        [ig, { network: 'Instagram', url: 'https://www.instagram.com/other' }],
        'data.1.network',
        'This network is listed already.',
      ],
      ['a network the footer cannot draw', [{ ...ig, network: 'Myspace' }], 'data.0.network'],
      ['a missing network', [{ url: ig.url }], 'data.0.network'],
      ['too many links', Array.from({ length: 6 }, () => ig), 'data'],
    ];
    for (const [what, data, field, message] of cases) it(what, () => refused('socialLinks', data, field, message));
  });

  it('saves the search index (an entry added, one edited, Popular kept literally): public once published', async () => {
    const edited = [
      ...seed.searchIndex.slice(0, 8),
      { name: ' Nairobi weddings ', link: '/portfolio/weddings#nairobi', category: 'Portfolio' },
      seed.searchIndex[8]!,
    ];
    const res = await put('searchIndex', { version: await version('searchIndex'), data: edited });
    expect(res.statusCode).toBe(200);
    await publish('searchIndex');
    const index = (await publicContent()).searchIndex;
    expect(index).toHaveLength(10);
    expect(index[8]).toEqual({ name: 'Nairobi weddings', link: '/portfolio/weddings#nairobi', category: 'Portfolio' });
    expect(index[9]).toEqual({ name: 'Popular Photographers', link: '/popular/photographer/:id', category: 'Popular' });
    expect((await audit())[0]).toMatchObject({ targetId: 'searchIndex' });
  });

  describe('refuses a broken search index with 400 naming the field', () => {
    const entry = seed.searchIndex[0]!;
    const cases: [string, unknown, string, string?][] = [
      ['a link not starting with /', [{ ...entry, link: 'portfolio' }], 'data.0.link'],
      ['a link to another site', [{ ...entry, link: 'https://example.com/' }], 'data.0.link'],
      ['a protocol-relative link', [{ ...entry, link: '//example.com' }], 'data.0.link'],
      ['an empty name', [entry, { ...entry, name: '  ' }], 'data.1.name', 'Fill this in.'],
      ['a name too long', [{ ...entry, name: long(SEARCH_NAME_MAX) }], 'data.0.name'],
      ['a category not in the list', [{ ...entry, category: 'Weddings' }], 'data.0.category'],
      ['no entry at all', [], 'data', 'Keep at least one entry.'],
      ['too many entries', Array.from({ length: SEARCH_INDEX_MAX + 1 }, () => entry), 'data'],
    ];
    for (const [what, data, field, message] of cases) it(what, () => refused('searchIndex', data, field, message));
  });

  it('saves contact details (new phone, one more line of hours): public once published, audited with before and after', async () => {
    const edited = {
      ...seed.contactDetails,
      phone: '+254 711 000 111',
      openingHours: [...seed.contactDetails.openingHours, { days: 'Public holidays', hours: 'By appointment' }],
    };
    const res = await put('contactDetails', { version: await version('contactDetails'), data: edited });
    expect(res.statusCode).toBe(200);
    await publish('contactDetails');
    const details = (await publicContent()).contactDetails;
    expect(details.phone).toBe('+254 711 000 111');
    expect(details.openingHours).toHaveLength(4);
    const [entry] = await audit();
    expect(entry).toMatchObject({ targetId: 'contactDetails' });
    expect((entry!.before as { phone: string }).phone).toBe(seed.contactDetails.phone);
    expect((entry!.after as { phone: string }).phone).toBe('+254 711 000 111');
  });

  it('a stale save of contact details is 409 and changes nothing', async () => {
    const v = await version('contactDetails');
    expect((await put('contactDetails', { version: v, data: seed.contactDetails })).statusCode).toBe(200);
    await publish('contactDetails');
    const stale = await put('contactDetails', {
      version: v,
      data: { ...seed.contactDetails, phone: '+254 700 000 000' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await publicContent()).contactDetails.phone).toBe(seed.contactDetails.phone);
  });

  describe('refuses broken contact details with 400 naming the field', () => {
    const d = seed.contactDetails;
    const cases: [string, unknown, string, string?][] = [
      ['a phone not in +254 form', { ...d, phone: '0712 345 678' }, 'data.phone'],
      ['an empty phone', { ...d, phone: '' }, 'data.phone'],
      ['an e-mail that is not one', { ...d, email: 'hello' }, 'data.email'],
      ['an empty privacy e-mail', { ...d, privacyEmail: ' ' }, 'data.privacyEmail', 'Fill this in.'],
      ['an empty location', { ...d, location: { ...d.location, label: '' } }, 'data.location.label', 'Fill this in.'],
      ['no address line', { ...d, location: { ...d.location, addressLines: [] } }, 'data.location.addressLines'],
      [
        'an empty address line',
        { ...d, location: { ...d.location, addressLines: ['Picha Studio', ' '] } },
        'data.location.addressLines.1',
      ],
      [
        'a map link over http',
        { ...d, location: { ...d.location, mapUrl: 'http://maps.example.com/x' } },
        'data.location.mapUrl',
        'Use a full https:// address.',
      ],
      ['empty directions', { ...d, location: { ...d.location, directions: '' } }, 'data.location.directions'],
      ['an empty postal address', { ...d, postalAddress: '' }, 'data.postalAddress'],
      ['no opening hours', { ...d, openingHours: [] }, 'data.openingHours'],
      [
        'a line of hours without its days',
        { ...d, openingHours: [{ days: '', hours: '9 to 5' }] },
        'data.openingHours.0.days',
        'Fill this in.',
      ],
      ['an empty response time', { ...d, responseTime: '' }, 'data.responseTime'],
      ['a missing location', { ...d, location: undefined }, 'data.location'],
    ];
    for (const [what, data, field, message] of cases) it(what, () => refused('contactDetails', data, field, message));
  });

  it("a band's photographs are chosen: saved and public; a logo or an unknown image is refused", async () => {
    const bands = seed.ctaBanners;
    const chosen = [{ src: 'photos/african-drums-01', alt: 'Drums on grass.' }];
    const res = await put('ctaBanners', {
      version: await version('ctaBanners'),
      data: [{ ...bands[0]!, images: chosen }, ...bands.slice(1)],
    });
    expect(res.statusCode).toBe(200);
    await publish('ctaBanners');
    expect((await publicContent()).ctaBanners[0].images).toEqual(chosen);

    const v = await version('ctaBanners');
    const bad = await put('ctaBanners', {
      version: v,
      data: [
        { ...bands[0]!, images: [{ src: 'logos/partner-baobab-floral', alt: 'A logo.' }] },
        { ...bands[1]!, images: [{ src: 'photos/no-such-photo', alt: 'Nothing.' }] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'data.0.images.0.src': [studioContentTexts.photoOnly],
      'data.1.images.0.src': [studioContentTexts.unknownMedia],
    });
    expect(await version('ctaBanners')).toBe(v);
  });

  describe("refuses a band's broken photographs", () => {
    const band = seed.ctaBanners[0]!;
    const photo = { src: 'photos/african-drums-01', alt: 'Drums.' };
    const cases: [string, unknown, string, string?][] = [
      ['no photograph', [{ ...band, images: [] }], 'data.0.images', 'Choose a photograph.'],
      ['three photographs', [{ ...band, images: [photo, photo, photo] }], 'data.0.images'],
      ['a photograph without its description', [{ ...band, images: [{ ...photo, alt: ' ' }] }], 'data.0.images.0.alt'],
    ];
    for (const [what, data, field, message] of cases) it(what, () => refused('ctaBanners', data, field, message));
  });
});

describe('a stored part that no longer fits its schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());

  it('gives way to its launch copy: the public pages keep working, the other parts stay as stored', async () => {
    const links = [{ network: 'Instagram', url: 'https://www.instagram.com/still.stored' }];
    await t.pool.query(`update studio_content set data = $1 where key = 'socialLinks'`, [JSON.stringify(links)]);
    // A band with three photographs, as the schema allowed before.
    const photo = { src: 'photos/african-drums-01', alt: 'Drums.' };
    const bands = [{ ...seed.ctaBanners[0]!, images: [photo, photo, photo] }];
    await t.pool.query(`update studio_content set data = $1 where key = 'ctaBanners'`, [JSON.stringify(bands)]);
    const res = await t.app.inject({ method: 'GET', url: '/api/studio-content' });
    expect(res.statusCode).toBe(200);
    // As an English page shows them: without their Kiswahili versions (docs/rules/public-pages.md#languages).
    expect(res.json().ctaBanners).toEqual(localizedStudioContent(seed, 'en').ctaBanners);
    expect(res.json().socialLinks).toEqual(links);
  });
});
