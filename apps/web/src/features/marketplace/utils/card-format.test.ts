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

describe('card price (D15, ADR 0017)', () => {
  it("shows the cheapest package's KES price and USD figure, else D15's dollars", () => {
    expect(cardPrice(card({ startingPrice: 500, packagePrice: { kes: 64_500, usd: 500 } }))).toBe(
      'From KES 64,500 ($500)',
    );
    expect(cardPrice(card({ startingPrice: 800, price: '$800' }))).toBe('From $800');
  });
});

describe('card fallbacks (SPEC 2)', () => {
  it("uses the spec's texts for every empty field", () => {
    const empty = card({ name: '  ', speciality: '', location: '', message: ' ' });
    expect(cardName(empty.name)).toBe(directoryTexts.card.unnamed);
    expect(cardSpeciality(empty.speciality)).toBe(directoryTexts.card.noSpeciality);
    expect(cardLocation(empty.location)).toBe(directoryTexts.card.noLocation);
    expect(cardMessage(empty.message)).toBe(directoryTexts.card.noDescription);
    expect(cardPrice(empty)).toBe(directoryTexts.card.notProvided);
    expect(cardExperience(empty)).toBe(directoryTexts.card.notStated);
  });

  it('shows the price and years the server understood (D15), else the words as written', () => {
    expect(cardPrice(card({ price: 'KES 65,000', startingPrice: 503.9 }))).toBe('From $504');
    expect(cardPrice(card({ price: 'Ask me', startingPrice: null }))).toBe('Ask me');
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
