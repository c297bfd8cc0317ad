import { allStrings, DELIVERY, deliveryContradictions, deliveryTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { termsOfService } from './terms';

const contact = {
  phone: '+254 700 000 000',
  email: 'hello@picha.studio',
  location: 'Nairobi',
} as unknown as Parameters<typeof termsOfService>[0];

describe('the terms promise the delivery the site promises (issue 23)', () => {
  it('quotes the wedding sneak peek and gallery time of the one set of facts', () => {
    const strings = allStrings(termsOfService(contact));
    expect(deliveryContradictions(strings)).toEqual([]);
    expect(strings).toContain(deliveryTexts.sneakPeek);
    expect(strings).toContain(deliveryTexts.withinWeeks({ weeks: DELIVERY.galleryWeeks }));
    expect(strings).toContain(deliveryTexts.withinWeeks({ weeks: DELIVERY.filmWeeks }));
    // The old, contradicting promises are gone.
    expect(strings.join(' ')).not.toMatch(/4 to 6 weeks|8 to 12 weeks|A selection within 72 hours/);
  });
});
