import { directoryTexts } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../api/profile-api';
import {
  cutDescription,
  displayAvailability,
  displayContact,
  displayDescription,
  displayExperience,
  displayLocation,
  displayName,
  displayPrice,
  displaySpeciality,
  profileMeta,
  roleOf,
  safeWebsite,
  telHref,
} from './profile-format';

describe('fallback texts (SPEC 2, 8)', () => {
  it('uses the spec words when a field is empty', () => {
    expect(displayName('  ')).toBe('Unnamed');
    expect(displaySpeciality('')).toBe('No Speciality');
    expect(displayLocation('')).toBe('No location');
    expect(displayDescription(' ')).toBe(directoryTexts.card.noDescription);
    expect(displayDescription(' ')).toBe('No description available');
    expect(displayContact('')).toBe('Not provided');
    expect(displayContact(null)).toBe('Not provided');
  });

  it("writes availability as '{availability} available', or 'No available data at the moment'", () => {
    expect(displayAvailability('Weekends')).toBe('Weekends available');
    expect(displayAvailability(null)).toBe('No available data at the moment');
    expect(displayAvailability('  ')).toBe('No available data at the moment');
  });

  it('shows experience in years when understood, else as written, else Not stated', () => {
    expect(displayExperience({ experience: 'since 2015', experienceYears: 11 })).toBe('11 years');
    expect(displayExperience({ experience: 'a year', experienceYears: 1 })).toBe('1 year');
    expect(displayExperience({ experience: 'a few months', experienceYears: 0.4 })).toBe('Less than a year');
    expect(displayExperience({ experience: 'plenty', experienceYears: null })).toBe('plenty');
    expect(displayExperience({ experience: '', experienceYears: null })).toBe('Not stated');
  });

  it('shows the starting price in its own currency when understood, never converted, else as written (D30)', () => {
    expect(displayPrice({ price: 'From $800 per wedding', startingPrice: 800, startingCurrency: 'USD' })).toBe(
      'From US$800',
    );
    expect(
      displayPrice({ price: 'From Ksh\u00a085,000 per wedding', startingPrice: 85_000, startingCurrency: 'KES' }),
    ).toBe('From Ksh\u00a085,000');
    expect(displayPrice({ price: 'Ask me', startingPrice: null, startingCurrency: null })).toBe('Ask me');
    expect(displayPrice({ price: '', startingPrice: null, startingCurrency: null })).toBe('Not provided');
  });

  it('with packages, shows the cheapest package, as the directory does (D30)', () => {
    const p = { price: 'From $659', startingPrice: 659, startingCurrency: 'USD' as const };
    expect(displayPrice(p, [{ priceKes: 120_000 }, { priceKes: 45_000 }])).toBe('From Ksh\u00a045,000');
    expect(displayPrice(p, [])).toBe('From US$659');
  });
});

describe('small helpers', () => {
  it('builds links and roles', () => {
    expect(telHref('+254 712 345-678')).toBe('tel:+254712345678');
    expect(safeWebsite('https://wanjiru.example.com')).toBe('https://wanjiru.example.com');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(roleOf('Nature Photography')).toBe('Nature photographer');
    expect(roleOf('Wedding')).toBe('Wedding photographer');
    expect(roleOf('')).toBe('Photographer');
  });

  it('cuts a long description at a word, near 150 characters', () => {
    const long = 'Light and shadow across the Rift Valley. '.repeat(10);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutDescription('Short.')).toBe('Short.');
  });
});

describe('profileMeta (D5)', () => {
  const summary: ProfileSummary = {
    name: 'Wanjiru Kamau',
    speciality: 'Wedding',
    location: 'Nairobi',
    message: 'Weddings in natural light, from Karen to the coast.',
    image: '/uploads/portfolios/p1/abc-1200.webp',
    profilePicture: null,
    website: 'https://wanjiru.example.com',
    experienceYears: 8,
    startingPrice: 800,
    rating: null,
    reviews: [],
  };

  it('puts the name, speciality, location, description and cover in the head, with JSON-LD', () => {
    const meta = profileMeta({ summary, error: null });
    expect(meta).toMatchObject({
      title: 'Wanjiru Kamau · Wedding photographer in Nairobi',
      description: summary.message,
      image: summary.image,
      type: 'profile',
    });
    expect(meta.noindex).toBeUndefined();
    expect(meta.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Wanjiru Kamau',
      jobTitle: 'Wedding photographer',
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi' },
      sameAs: ['https://wanjiru.example.com'],
    });
    expect(meta.jsonLd).not.toHaveProperty('makesOffer');
  });

  it('gains the aggregate rating and the reviews (issue 13) only when there are reviews', () => {
    const meta = profileMeta({
      summary: {
        ...summary,
        rating: { average: 4.8, count: 12 },
        reviews: [{ author: 'Amina W.', rating: 5, text: 'Every moment, beautifully.', date: '2026-10-03' }],
      },
      error: null,
    });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Person',
      makesOffer: {
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12, bestRating: 5 },
          review: [
            {
              '@type': 'Review',
              author: { '@type': 'Person', name: 'Amina W.' },
              datePublished: '2026-10-03',
              reviewRating: { '@type': 'Rating', ratingValue: 5 },
            },
          ],
        },
      },
    });
  });

  it('writes a description when the photographer has none, and leaves out an image that is not a path here', () => {
    const meta = profileMeta({
      summary: { ...summary, message: '', image: 'https://elsewhere.example.com/a.jpg', website: '' },

      error: null,
    });
    expect(meta.description).toBe(
      'Wanjiru Kamau is a wedding photographer in Nairobi. See the portfolio and get in touch on Picha Studio.',
    );
    expect(meta.image).toBeUndefined();
    expect(meta.jsonLd).not.toHaveProperty('sameAs');
  });

  it("is 'Photographer not found' (not indexed) for an unknown id, and the error for a failure", () => {
    expect(profileMeta({ summary: null, error: null })).toMatchObject({
      title: 'Photographer not found',
      noindex: true,
    });
    expect(profileMeta({ summary: null, error: 'Service unavailable' }).title).toBe('Error: Service unavailable');
  });
});
