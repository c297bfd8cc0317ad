import { describe, expect, it } from 'vitest';
import { parseExperienceYears, startingPriceOf } from './derive';

describe('D30: the starting price as the portfolio row keeps it', () => {
  it('keeps the amount and its currency, or two nulls', () => {
    expect(startingPriceOf('From KES 85,000 per wedding')).toEqual({ startingPrice: 85_000, startingCurrency: 'KES' });
    expect(startingPriceOf('$800')).toEqual({ startingPrice: 800, startingCurrency: 'USD' });
    expect(startingPriceOf('Negotiable')).toEqual({ startingPrice: null, startingCurrency: null });
  });
});

describe('D15: years of experience from free text', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it.each([
    ['8 years', 8],
    ['8 Years', 8],
    ['8+ years', 8],
    ['8 + years', 8],
    ['over 8 yrs', 8],
    ['8yrs', 8],
    ['8 yr', 8],
    ['5', 5],
    ['10+', 10],
    ['1.5 years', 1.5],
    ['eight years', 8],
    ['Twelve years behind the lens', 12],
    ['twenty years', 20],
    ['a year', 1],
    ['one and a half years', 1.5],
    ['a decade', 10],
    ['over a decade', 10],
    ['More than a decade of weddings', 10],
    ['two decades', 20],
    ['half a decade', 5],
    ['a dozen years', 12],
    ['18 months', 1.5],
    ['6 months', 0.5],
    ['15 years of weddings, 3 of them in video', 15],
    ['3 weddings a month for 5 years', 5],
    ['12-year veteran', 12],
  ])('%j -> %d', (text, years) => {
    expect(parseExperienceYears(text, now)).toBe(years);
  });

  it.each([
    ['since 2015', 11],
    ['Since 2015', 11],
    ['Shooting professionally since 2012', 14],
    ['Started in 2020', 6],
    ['est. 2010', 16],
    ['2015', 11],
    ['since 2026', 0],
  ])('%j -> %d (in 2026)', (text, years) => {
    expect(parseExperienceYears(text, now)).toBe(years);
  });

  it('counts the year in Nairobi: 1 January 01:00 there is still 31 December in UTC', () => {
    const newYearInNairobi = new Date('2025-12-31T22:30:00Z');
    expect(parseExperienceYears('since 2015', newYearInNairobi)).toBe(11);
  });

  it.each([[''], ['Beginner'], ['Lots'], ['200 years'], ['since 2099'], [null], [undefined]])('%j -> null', (text) => {
    expect(parseExperienceYears(text, now)).toBeNull();
  });
});
