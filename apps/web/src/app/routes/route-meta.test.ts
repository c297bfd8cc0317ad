import { STUDIO_NAME } from '@studio/shared';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import type { UIMatch } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { handle as about } from './about';
import { handle as contactPhotographer } from './contact-photographer';
import { handle as analytics } from './photographer-dashboard-analytics';
import { handle as portfolio } from './portfolio';
import { handle as search } from './search';
import { profileMeta } from '@/features/photographer-profile/utils/profile-format';
import { defaultMeta, metaForMatches, type RouteHandle } from '@/lib/route-meta';

const matchOf = (handle: RouteHandle, data: unknown = undefined, params = {}) =>
  ({ id: 'r', pathname: '/', params, data, handle, loaderData: data }) as unknown as UIMatch<unknown, unknown>;

describe('route meta in the page language', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('reads English by default, as written before', () => {
    expect(defaultMeta().title).toBe(`${STUDIO_NAME} · Photography and videography in Nairobi, Kenya`);
    expect(metaForMatches([matchOf(about)]).title).toBe('About us');
    expect(metaForMatches([matchOf(analytics)]).title).toBe('Analytics · Photographer dashboard');
    expect(metaForMatches([matchOf(portfolio, undefined, { tab: 'sports' })]).title).toBe(
      'Sports photography portfolio',
    );
    expect(metaForMatches([matchOf(search, { text: 'harusi' })]).title).toBe('Search: harusi');
    expect(metaForMatches([]).description).toBe(defaultMeta().description);
  });

  it('reads Kiswahili on a Kiswahili page, for fixed titles and for titles built from data', async () => {
    await loadAllAreas('sw');
    setLocaleSource(() => 'sw');
    expect(metaForMatches([]).title).toBe(`${STUDIO_NAME} · Upigaji picha na video jijini Nairobi, Kenya`);
    expect(metaForMatches([matchOf(about)]).title).toBe('Kuhusu sisi');
    expect(metaForMatches([matchOf(analytics)]).title).toBe('Takwimu · Dashibodi ya mpiga picha');
    expect(metaForMatches([matchOf(search, { text: 'harusi' })]).title).toBe('Tafuta: harusi');
    const summary = { name: 'Wanjiru', speciality: 'Wedding Photography', location: 'Nakuru' };
    expect(metaForMatches([matchOf(contactPhotographer, { summary })]).title).toBe('Wasiliana na Wanjiru');
    const meta = profileMeta({
      summary: { ...summary, message: '', image: null, website: '', rating: null, reviews: [] },
    } as never);
    expect(meta.title).toBe('Wanjiru · Mpiga picha wa Wedding mjini Nakuru');
    expect(meta.description).toContain('Wanjiru ni mpiga picha wa wedding mjini Nakuru.');
  });
});
