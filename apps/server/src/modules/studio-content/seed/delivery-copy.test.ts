import { allStrings, DELIVERY, deliveryClaims, deliveryContradictions } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { studioContentSeed } from '../studio-content.seed';
import { faqs } from './faqs';
import { home } from './home';
import { services } from './services';

/**
 * docs/rules/history.md#issue-23: one set of facts for a wedding's delivery. The seeded content (the home page's process,
 * the FAQ, the service pages, and everything else the site shows from it) promises one sneak peek
 * and one gallery time, the ones `DELIVERY` holds.
 */
describe('the seeded copy promises one delivery', () => {
  it('contradicts no delivery time or sneak-peek number anywhere in the seeded content', () => {
    expect(deliveryContradictions(allStrings(studioContentSeed))).toEqual([]);
  });

  it('states the promise on the home page, in the FAQ and on the wedding page (the test is not vacuous)', () => {
    const kindsIn = (value: unknown) =>
      new Set(
        allStrings(value)
          .flatMap(deliveryClaims)
          .map((c) => c.kind),
      );
    const all = ['sneakPeekPhotos', 'sneakPeekHours', 'galleryWeeks', 'filmWeeks'];
    expect([...kindsIn(home.process)].sort()).toEqual([...all].sort());
    expect([...kindsIn(faqs)].sort()).toEqual([...all].sort());
    const weddings = services.find((s) => s.slug === 'weddings');
    expect([...kindsIn(weddings)].sort()).toEqual(['galleryWeeks', 'sneakPeekHours', 'sneakPeekPhotos']);
    expect(weddings?.turnaround).toContain(`${DELIVERY.galleryWeeks} weeks`);
  });
});
