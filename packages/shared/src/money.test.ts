import { describe, expect, it } from 'vitest';
import { ANYWHERE_IN_KENYA, KENYAN_PHONE_PATTERN, LOCATIONS } from './constants';
import { convertMoney, DEFAULT_KES_PER_USD, formatMoney, type Money, PRICE_RANGES, parsePrice } from './money';
import { exchangeRateUpdateSchema } from './schemas/exchange-rate';
import { exchangeRateTexts } from './texts/exchange-rate';
import { priceRangeLabel } from './texts/directory';

const kes = (amount: number): Money => ({ amount, currency: 'KES' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });

describe('D30: a price read in the currency it was written in', () => {
  it.each([
    ['From KES 85,000 per wedding', kes(85_000)],
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
  ])('%j -> KES', (text, money) => {
    expect(parsePrice(text)).toEqual(money);
  });

  it.each([
    ['$800', usd(800)],
    ['800 USD', usd(800)],
    ['USD 800', usd(800)],
    ['USD800', usd(800)],
    ['US$ 950', usd(950)],
    ['800 dollars', usd(800)],
    ['From USD 1,200 per day', usd(1200)],
    ['From $1,200/day', usd(1200)],
    ['Starting at $1,499.99', usd(1500)],
    ['$500 - $1,500', usd(500)],
    ['$500–1,500 depending on hours', usd(500)],
    ['Packages from 1.5k USD', usd(1500)],
    ['$2k for a full day', usd(2000)],
    ['2 hours for $300', usd(300)],
    ['Half day (4 hrs) $450', usd(450)],
    ['300 edited photos, from $900', usd(900)],
  ])('%j -> USD, kept in dollars (never converted)', (text, money) => {
    expect(parsePrice(text)).toEqual(money);
  });

  it('reads an amount with no currency as shillings, the market currency', () => {
    expect(parsePrice('85000')).toEqual(kes(85_000));
    expect(parsePrice('From 45,000 per session')).toEqual(kes(45_000));
    // "takes" and "fresh" contain "kes" and "sh", which are not currencies there.
    expect(parsePrice('Editing takes a week, from 900')).toEqual(kes(900));
    expect(parsePrice('Fresh packages from 450')).toEqual(kes(450));
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
    ['KES 0'],
    ['$99,999,999'],
    ['KES 999,999,999'],
  ])('%j -> null (no guessing)', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('takes null, undefined and huge input', () => {
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(`KES 45,000 ${'x'.repeat(100_000)}`)).toEqual(kes(45_000));
  });
});

describe('D30: showing money', () => {
  it('writes each amount in its own currency, grouped', () => {
    expect(formatMoney(kes(85_000))).toBe('Ksh\u00a085,000');
    expect(formatMoney(kes(1_200_000))).toBe('Ksh\u00a01,200,000');
    expect(formatMoney(usd(800))).toBe('US$800');
    expect(formatMoney(usd(1500))).toBe('US$1,500');
  });

  it('converts at the given rate, rounded to whole units, and leaves the same currency alone', () => {
    expect(convertMoney(usd(800), 'KES', 129)).toEqual(kes(103_200));
    expect(convertMoney(kes(45_000), 'USD', 129)).toEqual(usd(349));
    expect(convertMoney(kes(45_000), 'KES', 129)).toEqual(kes(45_000));
    expect(convertMoney(usd(100), 'KES', 129.5)).toEqual(kes(12_950));
    expect(DEFAULT_KES_PER_USD).toBe(129);
  });

  it('labels the ranges in shillings, or in dollars at the rate for the USD view', () => {
    const labels = PRICE_RANGES.map((r) => priceRangeLabel(r, 'KES', 129));
    expect(labels).toEqual([
      'Under Ksh\u00a020,000',
      'Ksh\u00a020,000 - 50,000',
      'Ksh\u00a050,000 - 100,000',
      'Ksh\u00a0100,000 - 200,000',
      'Over Ksh\u00a0200,000',
    ]);
    expect(PRICE_RANGES.map((r) => priceRangeLabel(r, 'USD', 129))).toEqual([
      'Under US$160',
      'US$160 - US$390',
      'US$390 - US$780',
      'US$780 - US$1,550',
      'Over US$1,550',
    ]);
  });

  it('has ranges that meet without gaps or overlaps, from 0 up with no end', () => {
    expect(PRICE_RANGES[0].min).toBe(0);
    for (let i = 1; i < PRICE_RANGES.length; i++) expect(PRICE_RANGES[i]!.min).toBe(PRICE_RANGES[i - 1]!.max);
    expect(PRICE_RANGES.at(-1)!.max).toBeNull();
  });
});

describe('D30: the exchange rate staff set', () => {
  it.each([[129], [50], [500], [129.5], ['129'], [' 131.25 '], ['50.00']])('accepts %j', (value) => {
    const parsed = exchangeRateUpdateSchema.safeParse({ kesPerUsd: value });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.kesPerUsd).toBe(Number(String(value).trim()));
  });

  it.each([
    [0],
    [-1],
    [49.99],
    [500.01],
    [129.555],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['abc'],
    [''],
    ['129,5'],
    ['1e2'],
    [null],
    [true],
    [[129]],
    [{}],
    ['9'.repeat(10_000)],
  ])('refuses %j with one clear message', (value) => {
    const parsed = exchangeRateUpdateSchema.safeParse({ kesPerUsd: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([exchangeRateTexts.invalid]);
  });
});

describe('D30: Kenyan places and phone numbers', () => {
  it('offers the Kenyan towns and "Anywhere in Kenya", and no template city', () => {
    expect(LOCATIONS).toEqual([
      'Nairobi',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Eldoret',
      'Naivasha',
      'Diani',
      'Nanyuki',
      ANYWHERE_IN_KENYA,
    ]);
    expect(ANYWHERE_IN_KENYA).toBe('Anywhere in Kenya');
  });

  it.each([
    '+254 712 345 678',
    '+254712345678',
    '254 712 345 678',
    '0712 345 678',
    '0712345678',
    '+254 110 123 456',
    '020 123 4567',
  ])('takes %j as a Kenyan number', (phone) => expect(KENYAN_PHONE_PATTERN.test(phone)).toBe(true));

  it.each([
    '+1 212 555 0142',
    '+255 712 345 678',
    '0712 345 67',
    '+254 712 345 6789',
    '+254 812 345 678',
    'call me',
    '',
  ])('refuses %j', (phone) => expect(KENYAN_PHONE_PATTERN.test(phone)).toBe(false));
});
