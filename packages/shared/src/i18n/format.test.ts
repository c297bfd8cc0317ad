import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMoneyIn, formatNumberIn, formatTimeIn } from './format';

// What CLDR (through Node's ICU) writes for Kenyan English and Kenyan Kiswahili; the browser suite's
// e2e/tests/languages.spec.ts checks that Chromium writes the same.
describe('numbers, money and dates by language', () => {
  it('writes shillings and dollars as CLDR does for Kenya', () => {
    expect(formatMoneyIn('en', { amount: 15_000, currency: 'KES' })).toBe('Ksh\u00a015,000');
    expect(formatMoneyIn('sw', { amount: 15_000, currency: 'KES' })).toBe('Ksh\u00a015,000');
    expect(formatMoneyIn('en', { amount: 800, currency: 'USD' })).toBe('US$800');
    expect(formatMoneyIn('sw', { amount: 800, currency: 'USD' })).toBe('$\u00a0800');
    expect(formatMoneyIn('en', { amount: 1499.6, currency: 'KES' })).toBe('Ksh\u00a01,500');
    expect(formatNumberIn('sw', 1_250_000)).toBe('1,250,000');
  });

  it('writes days on the market clock, in each language', () => {
    // 22:30 UTC is already the 6th in Nairobi.
    expect(formatDateIn('en', new Date('2026-12-05T22:30:00Z'), 'dateLong')).toBe('Sunday, 6 December 2026');
    expect(formatDateIn('sw', new Date('2026-12-05T22:30:00Z'), 'dateLong')).toBe('Jumapili, 6 Desemba 2026');
    expect(formatDateIn('sw', '2026-12-05', 'dateLong')).toBe('Jumamosi, 5 Desemba 2026');
    expect(formatDateIn('en', '2026-12-05')).toBe('5 Dec 2026');
    expect(formatTimeIn('en', new Date('2026-12-05T10:00:00Z'))).toBe('13:00');
    expect(formatTimeIn('sw', new Date('2026-12-05T10:00:00Z'))).toBe('13:00');
  });
});
