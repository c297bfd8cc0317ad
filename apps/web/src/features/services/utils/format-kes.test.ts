import { describe, expect, it } from 'vitest';
import { formatKes } from './format-kes';

describe('formatKes', () => {
  it('writes shillings with thousands separators and no decimals', () => {
    expect(formatKes(180_000)).toBe('KES 180,000');
    expect(formatKes(8000)).toBe('KES 8,000');
    expect(formatKes(950)).toBe('KES 950');
    expect(formatKes(1_250_000)).toBe('KES 1,250,000');
  });
});
