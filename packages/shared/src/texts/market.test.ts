import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { setLocaleSource } from '../i18n/current-locale';
import { bookingAnswerSchema } from '../schemas/marketplace';
import { portfolioFieldsSchema } from '../schemas/photographer';
import { reviewInputSchema } from '../schemas/reviews';
import { bookingMessages, bookingTexts } from './booking';
import { directoryMessages, directoryTexts, priceRangeLabel, styleName } from './directory';
import { leadsTexts } from './leads';
import { packagesMessages, packagesTexts } from './packages';
import { portfolioMessages } from './portfolio';
import { reviewsMessages, reviewsTexts } from './reviews';

/**
 * The marketplace's areas on the message layer (docs/decisions/0046-languages.md): the English
 * their template functions wrote, word for word, and their messages in the reader's language.
 */
describe('the marketplace areas', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('write the English their template functions wrote', () => {
    expect([1, 1200].map((count) => directoryTexts.total({ count }))).toEqual([
      '1 photographer',
      '1,200 photographers',
    ]);
    expect([0, 1, 7].map((years) => directoryTexts.card.years({ years }))).toEqual([
      'Less than a year',
      '1 year',
      '7 years',
    ]);
    expect(directoryTexts.filters.rateNote({ rate: '129.50', date: null })).toBe(
      'Prices are compared in shillings; US dollars count at KES 129.50.',
    );
    expect(directoryTexts.filters.rateNote({ rate: '129.50', date: '1 May 2026' })).toBe(
      'Prices are compared in shillings; US dollars count at KES 129.50 (rate of 1 May 2026).',
    );
    expect(bookingTexts.moveNotAllowed({ status: 'accepted', move: 'completed' })).toBe(
      'An accepted booking cannot be marked completed.',
    );
    expect(bookingTexts.moveNotAllowed({ status: 'pending', move: 'cancelled' })).toBe(
      'A pending booking cannot be cancelled.',
    );
    expect(packagesTexts.price({ kes: 85000, usd: null })).toBe('Ksh\u00a085,000');
    expect(packagesTexts.price({ kes: 85000, usd: 650 })).toBe('Ksh\u00a085,000 (US$650)');
    expect(packagesTexts.duration({ value: 1, unit: 'hours' })).toBe('1 hour');
    expect(packagesTexts.duration({ value: 3, unit: 'days' })).toBe('3 days');
    expect(reviewsTexts.ratingSummary({ average: 4.666, count: 3 })).toBe('Rated 4.7 out of 5 from 3 reviews');
    expect(reviewsTexts.distributionLabel({ stars: 1, count: 1 })).toBe('1 star: 1 review');
    expect(reviewsTexts.textCount({ used: 1500 })).toBe('1,500 / 2,000');
    expect(reviewsTexts.photoAlt({ position: 2, author: 'Achieng O.' })).toBe('Photo 2 from Achieng O.’s review');
    expect(leadsTexts.csvHeader[0]).toBe('Stage');
    expect(leadsTexts.csvHeader).toHaveLength(14);
  });

  it('answer in Kiswahili to a Kiswahili reader, schemas included', async () => {
    await Promise.all(
      [reviewsMessages, directoryMessages, bookingMessages, packagesMessages, portfolioMessages].map((a) =>
        a.load('sw'),
      ),
    );
    setLocaleSource(() => 'sw');
    expect(directoryTexts.total({ count: 3 })).toBe('Wapiga picha 3');
    expect(['Wedding', 'Nature Photography', 'Other', 'Drone'].map(styleName)).toEqual([
      'Harusi',
      'Picha za mazingira',
      'Nyingine',
      'Drone',
    ]);
    expect(priceRangeLabel({ min: 200_000, max: null }, 'KES', 129)).toBe('Zaidi ya Ksh\u00a0200,000');
    expect(packagesTexts.duration({ value: 2, unit: 'hours' })).toBe('saa 2');
    const review = reviewInputSchema.safeParse({ rating: 5, text: 'Fupi', studioMayQuote: false });
    expect(review.error?.issues.map((i) => i.message)).toEqual(['Andika angalau herufi 20.']);
    const booking = bookingAnswerSchema.safeParse({ status: 'maybe' });
    expect(booking.error?.issues[0]?.message).toBe('Hali lazima iwe accepted, declined au completed.');
    const fields = portfolioFieldsSchema.safeParse({
      name: 'x'.repeat(101),
      speciality: 'Wedding',
      location: 'Nairobi',
    });
    expect(fields.error?.issues.map((i) => i.message)).toContain('Jina: isizidi herufi 100.');
  });
});
