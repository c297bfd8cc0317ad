import { directoryTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { card } from '../testing/fixtures';
import {
  cardExperience,
  cardImages,
  cardLocation,
  cardMessage,
  cardName,
  cardPrice,
  cardSpeciality,
} from './card-format';

const price = (c: Parameters<typeof cardPrice>[0], view?: Parameters<typeof cardPrice>[1]) => {
  const { main, other } = cardPrice(c, view);
  return other ? `${main} ${other}` : main;
};
const USD_VIEW = { currency: 'USD', kesPerUsd: 129 } as const;

describe('card price (D30, ADR 0030)', () => {
  it('shows every price in the currency the photographer gave it, never converted in its place', () => {
    expect(price(card({ packagePrice: { kes: 45_000, usd: null }, listedPriceKes: 45_000 }))).toBe(
      'From Ksh\u00a045,000',
    );
    expect(price(card({ price: 'From Ksh\u00a085,000', startingPrice: 85_000, startingCurrency: 'KES' }))).toBe(
      'From Ksh\u00a085,000',
    );
    // The package wins over the text, as in the filter.
    expect(
      price(card({ startingPrice: 3000, startingCurrency: 'USD', packagePrice: { kes: 150_000, usd: 1200 } })),
    ).toBe('From Ksh\u00a0150,000');
  });

  it('adds the value in the view currency when it is the other one: the filtered KES figure, or dollars at the rate', () => {
    const usd = card({ price: '$800', startingPrice: 800, startingCurrency: 'USD', listedPriceKes: 103_200 });
    expect(price(usd)).toBe('From US$800 (about Ksh\u00a0103,200)');
    expect(price(usd, USD_VIEW)).toBe('From US$800');
    const kes = card({
      price: 'Ksh\u00a045,000',
      startingPrice: 45_000,
      startingCurrency: 'KES',
      listedPriceKes: 45_000,
    });
    expect(price(kes, USD_VIEW)).toBe('From Ksh\u00a045,000 (about US$349)');
    expect(price(kes, { currency: 'USD', kesPerUsd: 150 })).toBe('From Ksh\u00a045,000 (about US$300)');
    // A package's own dollar price is the photographer's, not a conversion.
    expect(price(card({ packagePrice: { kes: 64_500, usd: 500 }, listedPriceKes: 64_500 }), USD_VIEW)).toBe(
      'From Ksh\u00a064,500 (US$500)',
    );
  });
});

describe('card fallbacks (SPEC 2)', () => {
  it("uses the spec's texts for every empty field", () => {
    const empty = card({ name: '  ', speciality: '', location: '', message: ' ' });
    expect(cardName(empty.name)).toBe(directoryTexts.card.unnamed);
    expect(cardSpeciality(empty.speciality)).toBe(directoryTexts.card.noSpeciality);
    expect(cardLocation(empty.location)).toBe(directoryTexts.card.noLocation);
    expect(cardMessage(empty.message)).toBe(directoryTexts.card.noDescription);
    expect(price(empty)).toBe(directoryTexts.card.notProvided);
    expect(cardExperience(empty)).toBe(directoryTexts.card.notStated);
  });

  it('shows the price and years the server understood (D15), else the words as written', () => {
    expect(price(card({ price: 'Ksh\u00a065,000', startingPrice: 65_000, startingCurrency: 'KES' }))).toBe(
      'From Ksh\u00a065,000',
    );
    expect(price(card({ price: 'Ask me', startingPrice: null }))).toBe('Ask me');
    expect(price(card({ price: 'Ask me', startingPrice: null }), USD_VIEW)).toBe('Ask me');
    expect(cardExperience(card({ experience: '8 years', experienceYears: 8 }))).toBe('8 years');
    expect(cardExperience(card({ experience: 'one year', experienceYears: 1 }))).toBe('1 year');
    expect(cardExperience(card({ experience: 'new', experienceYears: 0 }))).toBe('Less than a year');
    expect(cardExperience(card({ experience: 'plenty', experienceYears: null }))).toBe('plenty');
  });

  it('takes at most three images, with their variants when there are any', () => {
    const urls = ['/a.webp', '/b.webp', '/c.webp', '/d.webp'];
    expect(cardImages(card({ images: urls }))).toEqual(urls.slice(0, 3).map((url) => ({ kind: 'url', url })));
    const image = { id: 'i', url: '/a.webp', srcSet: { avif: '', webp: '' }, width: 1, height: 1, placeholder: '' };
    expect(cardImages(card({ images: urls, gallery: [image, image, image, image] }))).toHaveLength(3);
  });
});
