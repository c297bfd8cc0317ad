import { describe, expect, it } from 'vitest';
import { KES_PER_USD, parseExperienceYears, parseStartingPrice } from './derive';

const kes = (amount: number) => Math.round(amount / KES_PER_USD);

describe('D15: starting price in US dollars from free text', () => {
  it.each([
    ['$800', 800],
    ['800', 800],
    ['800 USD', 800],
    ['USD 800', 800],
    ['USD800', 800],
    ['US$ 950', 950],
    ['800 dollars', 800],
    ['From USD 1,200 per day', 1200],
    ['From $1,200/day', 1200],
    ['Starting at $1,499.99', 1500],
    ['$500 - $1,500', 500],
    ['$500–1,500 depending on hours', 500],
    ['Packages from 1.5k USD', 1500],
    ['$2k for a full day', 2000],
    ['2 hours for $300', 300],
    ['Half day (4 hrs) $450', 450],
    ['300 edited photos, from $900', 900],
  ])('%j -> %d', (text, usd) => {
    expect(parseStartingPrice(text)).toBe(usd);
  });

  it.each([
    ['KES 65,000', kes(65_000)],
    ['Kes 65000', kes(65_000)],
    ['KES65,000', kes(65_000)],
    ['Ksh 120k', kes(120_000)],
    ['ksh120,000', kes(120_000)],
    ['Kshs. 45,000 - 80,000', kes(45_000)],
    ['Sh 30,000 per session', kes(30_000)],
    ['50,000/=', kes(50_000)],
    ['50,000/- per event', kes(50_000)],
    ['Weddings from 150000 ksh', kes(150_000)],
    ['80,000 shillings for a half day', kes(80_000)],
    ['1200 photos included, from 90,000 shillings', kes(90_000)],
    ['Ksh 1.2M for a three-day wedding', kes(1_200_000)],
    ['KES 65,000 (about $500)', kes(65_000)],
  ])('%j -> %d (at KES %s per USD)', (text, usd) => {
    expect(parseStartingPrice(text)).toBe(usd);
  });

  it('uses the documented fixed rate', () => {
    expect(KES_PER_USD).toBe(129);
    expect(parseStartingPrice('KES 129,000')).toBe(1000);
  });

  it.each([
    [''],
    ['   '],
    ['Negotiable'],
    ['Contact me for a quote'],
    ['Free'],
    ['€700'],
    ['700 EUR'],
    ['£500'],
    ['$0'],
    ['$99,999,999'],
  ])('%j -> null (no guessing)', (text) => {
    expect(parseStartingPrice(text)).toBeNull();
  });

  it('takes null and undefined', () => {
    expect(parseStartingPrice(null)).toBeNull();
    expect(parseStartingPrice(undefined)).toBeNull();
  });

  it('does not read currency words inside other words', () => {
    // "takes" and "fresh" contain "kes" and "sh"; the amount is dollars by default.
    expect(parseStartingPrice('Editing takes a week, from 900')).toBe(900);
    expect(parseStartingPrice('Fresh packages from 450')).toBe(450);
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
