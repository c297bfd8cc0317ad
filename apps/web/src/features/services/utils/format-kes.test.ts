import { describe, expect, it } from 'vitest';
import { formatKes } from './format-kes';

describe('formatKes', () => {
  it('writes shillings with thousands separators and no decimals', () => {
    expect(formatKes(180_000)).toBe('Ksh\u00a0180,000');
    expect(formatKes(8000)).toBe('Ksh\u00a08,000');
    expect(formatKes(950)).toBe('Ksh\u00a0950');
    expect(formatKes(1_250_000)).toBe('Ksh\u00a01,250,000');
  });
});
