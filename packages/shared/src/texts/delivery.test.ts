import { describe, expect, it } from 'vitest';
import { allStrings, DELIVERY, deliveryClaims, deliveryContradictions, deliveryTexts } from './delivery';

describe('deliveryClaims (issue 23)', () => {
  it('reads the promises the old copy made, and finds them contradicting the one set of facts', () => {
    const home =
      'A sneak peek within 48 hours, the full edited gallery within three weeks and wedding films within eight.';
    const faq = 'A sneak peek of ten to fifteen images within 48 hours, the full edited gallery within three weeks.';
    const service = 'A sneak peek of 30 photographs within 72 hours';
    expect(deliveryClaims(home)).toEqual([
      { kind: 'sneakPeekHours', said: '48', value: 48 },
      { kind: 'galleryWeeks', said: 'three', value: 3 },
      { kind: 'filmWeeks', said: 'eight', value: 8 },
    ]);
    expect(deliveryClaims(faq)).toContainEqual({ kind: 'sneakPeekPhotos', said: 'ten to fifteen', value: null });
    expect(deliveryContradictions([home, faq, service]).map((c) => `${c.kind}:${c.said}`)).toEqual([
      'sneakPeekHours:48',
      'galleryWeeks:three',
      'sneakPeekPhotos:ten to fifteen',
      'sneakPeekHours:48',
      'galleryWeeks:three',
    ]);
  });

  it('finds nothing to contradict in the phrases built from the facts', () => {
    const texts = [
      `${deliveryTexts.sneakPeek}, ${deliveryTexts.gallery} and ${deliveryTexts.films}.`,
      deliveryTexts.galleryStepTitle,
      deliveryTexts.galleryTurnaround,
    ];
    expect(deliveryContradictions(texts)).toEqual([]);
    const kinds = texts.flatMap(deliveryClaims).map((c) => c.kind);
    expect(new Set(kinds)).toEqual(new Set(['sneakPeekPhotos', 'sneakPeekHours', 'galleryWeeks', 'filmWeeks']));
    expect(deliveryTexts.sneakPeek).toContain(String(DELIVERY.sneakPeekHours));
  });

  it('collects every string of nested content', () => {
    expect(allStrings({ a: 'x', b: ['y', { c: 'z', n: 3 }], d: null })).toEqual(['x', 'y', 'z']);
  });
});

describe('deliveryClaims reads numbers only', () => {
  it('takes no ordinary word for a number', () => {
    expect(deliveryClaims('A sneak peek of the best images within a day, and a film in a private gallery.')).toEqual(
      [],
    );
    expect(deliveryClaims('The full gallery in 4-6 weeks')).toEqual([
      { kind: 'galleryWeeks', said: '4-6', value: null },
    ]);
  });
});
